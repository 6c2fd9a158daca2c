import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { ChatBlock } from './chat-block';

/**
 * Igea's own screen below lg (issue 24): a full-height sheet from the right, the whole width of a
 * phone, holding only her chat (log filling the height, field at the foot). Opened by the top bar's
 * 'Apri Igea' (patients), the doctors' floating button and the entry in the profile sheet. Loaded
 * when first opened (igea-screen.tsx).
 */
export default function IgeaScreenDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        side="screen"
        hideClose
        onOpenAutoFocus={(event) => {
          // She was opened to talk to: the field takes the focus, not the close button.
          const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLTextAreaElement>('[data-chat-input]');
          if (!field) return;
          event.preventDefault();
          field.focus();
        }}
      >
        <ChatBlock screen={{ Title: DialogTitle, Description: DialogDescription, Close: DialogClose }} />
      </DialogContent>
    </Dialog>
  );
}
