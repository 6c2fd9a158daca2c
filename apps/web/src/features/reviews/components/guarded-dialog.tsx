import { itReviewsScreens as s } from '@sanity/shared/i18n/it-reviews';
import type { ComponentProps } from 'react';
import { GuardedDialog as Guarded } from '../../../components/ui/guarded-dialog';

type Props = Omit<ComponentProps<typeof Guarded>, 'discard'> & { discardText: string };

/** The feature's writing dialogs (review, reply, report): closing with unsent text asks 'Chiudere senza inviare?' first. */
export function GuardedDialog({ discardText, ...props }: Props) {
  return <Guarded {...props} discard={{ title: s.discardTitle, text: discardText, keep: s.discardKeep, confirm: s.discardConfirm }} />;
}
