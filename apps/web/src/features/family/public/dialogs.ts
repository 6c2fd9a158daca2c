import { lazyDialog } from '../../../components/ui/lazy-dialog';
import type { InviteDialogProps } from '../components/invite-dialog';
import type { MemberFormDialogProps } from '../components/member-form-dialog';

/**
 * The family dialogs, each loaded the first time it opens: the member's form carries the codice
 * fiscale library (~315 KB before compression) and must stay out of every page's first load.
 */
export const LazyMemberFormDialog = lazyDialog<MemberFormDialogProps>(() => import('../components/member-form-dialog'));
export const LazyInviteDialog = lazyDialog<InviteDialogProps>(() => import('../components/invite-dialog'));

/** Starts loading the member's form early (hover or focus of its opener). */
export function preloadMemberForm(): void {
  void import('../components/member-form-dialog');
}
