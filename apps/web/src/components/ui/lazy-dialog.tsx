import { type ComponentProps, lazy, type ReactNode, Suspense, useState } from 'react';

/**
 * Dialogs that every signed-in page can open (the shell's help, sheets and Igea's screen, the
 * unsaved-changes question) load their module, and Radix's dialog with it (~14 KB gzip), the first
 * time they open, not with the page (issue 27). `WhenOpened` mounts its child from the first opening
 * on and keeps it mounted, so closing, focus return and reopening are Radix's own as before.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** What a dialog's opener carries in place of Radix's Trigger (which needs the dialog loaded). */
export type OpenerProps = { onClick: () => void; 'aria-haspopup': 'dialog'; 'aria-expanded': boolean };

export function openerProps(open: boolean, setOpen: (open: boolean) => void): OpenerProps {
  return { onClick: () => setOpen(true), 'aria-haspopup': 'dialog', 'aria-expanded': open };
}

const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/** components/ui/confirm-dialog.tsx, loaded the first time it opens. */
export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
  return (
    <WhenOpened open={props.open}>
      <ConfirmDialog {...props} />
    </WhenOpened>
  );
}
