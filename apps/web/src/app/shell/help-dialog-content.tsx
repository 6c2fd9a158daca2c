import { it } from '@sanity/shared/i18n/it';
import { Mail, Phone } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';

/** 'Aiuto': how to reach support, and the emergency number (loaded when first opened: help-dialog.tsx). */
export default function HelpDialogContent({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>{it.shell.helpTitle}</DialogTitle>
          <DialogDescription>{it.shell.helpIntro}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3">
          <a
            href={`mailto:${it.shell.helpEmail}`}
            className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 text-sm transition-colors hover:bg-slate-50"
          >
            <span className="inline-flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Mail className="size-4" aria-hidden="true" />
            </span>
            <span className="flex flex-col">
              <span className="text-slate-600">{it.shell.helpEmailLabel}</span>
              <span className="font-medium text-brand-800">{it.shell.helpEmail}</span>
            </span>
          </a>
          <div className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-red-100 text-red-700">
              <Phone className="size-4" aria-hidden="true" />
            </span>
            <span className="flex flex-col gap-0.5">
              <strong className="font-semibold">{it.shell.helpEmergency}</strong>
              <span>{it.shell.helpEmergencyNote}</span>
            </span>
          </div>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{it.common.close}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
