import { it } from '@sanity/shared/i18n/it';
import { type User } from '@sanity/shared/schemas/auth';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { SidebarContent } from './right-sidebar';

/** The right sidebar's content as a sheet below lg (mobile-top-bar.tsx), loaded when first opened. */
export default function ProfileSheet({ user, open, onOpenChange }: { user: User; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="right">
        <DialogTitle className="mb-1 pr-10">{it.shell.sidebarTitle}</DialogTitle>
        <DialogDescription className="sr-only">{it.shell.sidebarLabel}</DialogDescription>
        <div className="mt-4 flex flex-1 flex-col">
          <SidebarContent user={user} inSheet />
        </div>
      </DialogContent>
    </Dialog>
  );
}
