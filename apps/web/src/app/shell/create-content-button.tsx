import { CREATE_DIALOG_DELAY_MS } from '@sanity/shared/constants';
import { it } from '@sanity/shared/i18n/it';
import { PenLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';

/** Doctors' 'Crea Contenuto': a short press animation, then the dialog opens after 200 ms (spec §2, §9). */
export function CreateContentButton() {
  const [pressed, setPressed] = useState(false);
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onClick = () => {
    setPressed(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setPressed(false);
      setOpen(true);
    }, CREATE_DIALOG_DELAY_MS);
  };

  return (
    <>
      <Button size="lg" className={cn('w-full', pressed && 'animate-press')} onClick={onClick}>
        <PenLine aria-hidden="true" />
        {it.shell.createContent}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{it.shell.createContentTitle}</DialogTitle>
            <DialogDescription>{it.shell.createContentSoon}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{it.common.close}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
