import { changeSlotStart, DEFAULT_SLOT, hasOverlap, nextSlotAfter, type TimeSlot } from '@sanity/shared/domain/practice/time-slots';
import { it } from '@sanity/shared/i18n/it';
import { itSchedule } from '@sanity/shared/i18n/it-schedule';
import { Plus, Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { TimeWindowRow } from '../../../components/ui/time-window-row';
import { isApiError } from '../../../lib/api-client';
import { reportServerError } from '../../../lib/server-error';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { type DateHours, useSaveDateHours } from '../api/schedule-api';

type Props = { today: string; initial: DateHours | null; onClose: () => void };

/** 'Orari di un giorno': the date and its windows, which replace the weekly hours of that date. */
export function DateHoursDialog({ today, initial, onClose }: Props) {
  const t = itSchedule.screens;
  const id = useId();
  const [date, setDate] = useState(initial?.date ?? '');
  const [windows, setWindows] = useState<TimeSlot[]>(initial?.windows.length ? initial.windows : [{ ...DEFAULT_SLOT }]);
  const [dateError, setDateError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveDateHours();
  const overlap = hasOverlap(windows);
  const next = nextSlotAfter(windows);
  useUnsavedChangesGuard(date !== (initial?.date ?? '') || JSON.stringify(windows) !== JSON.stringify(initial?.windows ?? [DEFAULT_SLOT]));

  const change = (index: number, slot: TimeSlot) => {
    setWindows((ws) => ws.map((w, i) => (i === index ? slot : w)));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setDateError(t.dateRequired);
      document.getElementById(`${id}-date`)?.focus();
      return;
    }
    if (overlap) return;
    save.mutate(
      { date, windows },
      {
        onSuccess: () => {
          toast.success(t.dateHoursSaved);
          onClose();
        },
        onError: (error) => {
          const message = reportServerError(error, { title: t.dateHoursSaveError, fallback: t.dateHoursSaveError });
          if (isApiError(error) && error.status !== 0) setProblem(message);
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (!open && !save.isPending ? onClose() : undefined)}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{t.dateHoursFormTitle}</DialogTitle>
          <DialogDescription>{t.dateHoursFormHint}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Field id={`${id}-date`} label={t.dateLabel} required error={dateError} className="sm:max-w-xs">
            {(control) => (
              <Input
                {...control}
                type="date"
                min={today}
                disabled={initial !== null}
                value={date}
                onChange={(e) => {
                  setDate(e.target.value);
                  setDateError(undefined);
                  setProblem(null);
                }}
              />
            )}
          </Field>
          <ol className="flex flex-col gap-2">
            {windows.map((w, index) => (
              <TimeWindowRow
                key={index}
                window={w}
                labels={{ start: t.windowStart(index + 1), end: t.windowEnd(index + 1), remove: t.removeWindow(index + 1) }}
                overlapId={overlap ? `${id}-overlap` : undefined}
                onStart={(start) => change(index, changeSlotStart(w, start))}
                onEnd={(end) => change(index, { ...w, end })}
                onRemove={() => setWindows((ws) => ws.filter((_, i) => i !== index))}
                removable={windows.length > 1}
              />
            ))}
          </ol>
          {overlap ? (
            <p id={`${id}-overlap`} role="alert" className="text-sm font-medium text-red-700">
              {t.windowsOverlap}
            </p>
          ) : null}
          <Button variant="ghost" size="sm" className="self-start text-brand-800" disabled={!next} onClick={() => next && setWindows((ws) => [...ws, next])}>
            <Plus aria-hidden="true" />
            {t.addWindow}
          </Button>
          {problem ? <Alert>{problem}</Alert> : null}
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              {it.common.cancel}
            </Button>
            <Button type="submit" disabled={save.isPending || overlap}>
              {save.isPending ? <Spinner className="size-4 text-white" /> : <Save aria-hidden="true" />}
              {t.saveDateHours}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
