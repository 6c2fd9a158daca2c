import { itWaitlist as w } from '@sanity/shared/i18n/it-waitlist';
import { BellRing } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import type { JoinWaitlistProps } from './join-waitlist-dialog';

// The form is its own chunk, fetched on the first click.
const JoinWaitlistDialog = lazy(() => import('./join-waitlist-dialog'));

/** 'Avvisami se si libera un posto prima': opens the join dialog (a doctor's page, an appointment's details). */
export function JoinWaitlistButton({ variant = 'outline', ...props }: Omit<JoinWaitlistProps, 'onClose'> & { variant?: ButtonVariant }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        <BellRing aria-hidden="true" />
        {w.joinButton}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <JoinWaitlistDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
