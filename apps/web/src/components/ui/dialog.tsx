import { it } from '@sanity/shared/i18n/it';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn';
import { type FocusOrigin, rememberFocusOrigin, restoreFocus } from './focus-return';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /**
   * 'center' is a modal card; 'right' slides in from the right edge as a sheet; 'bottom' rises from the
   * bottom edge (phones); 'screen' is a full-height sheet from the right, the whole width of a phone,
   * without padding (its content lays itself out: Igea's screen).
   */
  side?: 'center' | 'right' | 'bottom' | 'screen';
  size?: 'sm' | 'md' | 'lg' | 'xl';
  hideClose?: boolean;
};

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

const sides = {
  right: 'inset-y-0 right-0 flex w-[min(22rem,100vw)] flex-col overflow-y-auto p-5 data-[state=open]:animate-sheet-in',
  screen: 'inset-y-0 right-0 flex w-full flex-col overflow-hidden pb-[env(safe-area-inset-bottom)] sm:w-[26rem] data-[state=open]:animate-sheet-in',
  bottom: 'inset-x-0 bottom-0 flex max-h-[85dvh] flex-col overflow-y-auto rounded-t-2xl p-5 pb-[calc(1.25rem+env(safe-area-inset-bottom))] data-[state=open]:animate-sheet-up',
};

/**
 * Focus comes back where it was when the dialog opened (see focus-return.ts), also for dialogs
 * without a Trigger; a caller's own `onCloseAutoFocus` that prevents the default still decides.
 */
export function DialogContent({ side = 'center', size = 'md', hideClose, className, children, onOpenAutoFocus, onCloseAutoFocus, ...props }: DialogContentProps) {
  const origin = useRef<FocusOrigin | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 bg-white shadow-raised outline-none',
          side === 'center'
            ? cn(
                'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-6 data-[state=open]:animate-dialog-in',
                widths[size],
              )
            : sides[side],
          className,
        )}
        onOpenAutoFocus={(event) => {
          // Runs before Radix moves the focus into the dialog: the active element is still the opener.
          origin.current = rememberFocusOrigin();
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !origin.current) return;
          event.preventDefault();
          restoreFocus(origin.current);
          origin.current = null;
        }}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            aria-label={it.common.close}
            className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900"
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mb-4 flex flex-col gap-1.5 pr-8', className)}>{children}</div>;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold text-slate-900', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-slate-600', className)} {...props} />;
}

export function DialogFooter({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>{children}</div>;
}
