import { type ComponentProps, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import type { ConfirmDialog } from './confirm-dialog';

/**
 * Dialogs that every signed-in page can open (the shell's help, sheets and Igea's screen, the
 * unsaved-changes question) load their module, and Radix's dialog with it (~14 KB gzip), the first
 * time they open, not with the page (issue 27). `WhenOpened` mounts its child from the first opening
 * on and keeps it mounted, so closing, focus return and reopening are Radix's own as before.
 */
function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The dialog a module exports by default, with its props, loaded the first time `open` is true. */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Dialog = lazy(load);
  return function LazyDialog(props: P) {
    return (
      <WhenOpened open={props.open}>
        <Dialog {...props} />
      </WhenOpened>
    );
  };
}

/** What a dialog's opener carries in place of Radix's Trigger (which needs the dialog loaded). */
export type OpenerProps = { onClick: () => void; 'aria-haspopup': 'dialog'; 'aria-expanded': boolean };

export function openerProps(open: boolean, setOpen: (open: boolean) => void): OpenerProps {
  return { onClick: () => setOpen(true), 'aria-haspopup': 'dialog', 'aria-expanded': open };
}

/** components/ui/confirm-dialog.tsx, loaded the first time it opens. */
export const LazyConfirmDialog = lazyDialog<ComponentProps<typeof ConfirmDialog>>(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));
