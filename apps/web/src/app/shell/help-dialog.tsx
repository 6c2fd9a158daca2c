import { lazy, type ReactNode, useState } from 'react';
import { type OpenerProps, openerProps, WhenOpened } from '../../components/ui/lazy-dialog';

const HelpDialogContent = lazy(() => import('./help-dialog-content'));

/** 'Aiuto': `trigger` draws the opener with the props it is given; the dialog loads when first opened. */
export function HelpDialog({ trigger }: { trigger: (opener: OpenerProps) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {trigger(openerProps(open, setOpen))}
      <WhenOpened open={open}>
        <HelpDialogContent open={open} onOpenChange={setOpen} />
      </WhenOpened>
    </>
  );
}
