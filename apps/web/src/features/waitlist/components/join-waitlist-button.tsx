import { itWaitlist as w } from '@sanity/shared/i18n/it-waitlist';
import { BellRing } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { JoinWaitlistProps } from './join-waitlist-dialog';

// The form is its own chunk, fetched on the first click.
const JoinWaitlistDialog = lazy(() => import('./join-waitlist-dialog'));

/**
 * 'Avvisami se si libera un posto prima': opens the join dialog (a doctor's page, an appointment's details).
 * Its words wrap when the place is narrower than them (an appointment's details at 360 px left 280 px
 * for 300 px of button, which stood out of the dialog's column); `className` sizes it where it sits.
 */
export function JoinWaitlistButton({ variant = 'outline', className, ...props }: Omit<JoinWaitlistProps, 'onClose'> & { variant?: ButtonVariant; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)} className={cn('h-auto min-h-10 max-w-full py-2 whitespace-normal', className)}>
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
