import { type ReactNode, useState } from 'react';
import { lazyDialog, type OpenerProps, openerProps } from '../../components/ui/lazy-dialog';

const HelpDialogContent = lazyDialog(() => import('./help-dialog-content'));

/** 'Aiuto': `trigger` draws the opener with the props it is given; the dialog loads when first opened. */
export function HelpDialog({ trigger }: { trigger: (opener: OpenerProps) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {trigger(openerProps(open, setOpen))}
      <HelpDialogContent open={open} onOpenChange={setOpen} />
    </>
  );
}
