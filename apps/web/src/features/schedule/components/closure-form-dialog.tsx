import { endChoicesFor, START_CHOICES } from '@sanity/shared/domain/practice/time-slots';
import { it } from '@sanity/shared/i18n/it';
import { itSchedule } from '@sanity/shared/i18n/it-schedule';
import { CalendarOff } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { isApiError } from '../../../lib/api-client';
import { reportServerError } from '../../../lib/server-error';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { type ClosureWithAppointments, useCreateClosure } from '../api/schedule-api';
import { type ClosureForm, type ClosureFormErrors, closureFormErrors, closureInput, emptyClosureForm, isClosureFormTouched, NOTE_MAX } from '../closure-form';

type Props = { today: string; onClose: () => void; onCreated: (result: ClosureWithAppointments) => void };

const FIELDS = ['fromDate', 'toDate', 'fromTime', 'toTime', 'note'] as const;
/** CreateClosureSchema's field names (the server's per-field messages) on the form's fields. */
const SERVER_FIELD: Record<string, keyof ClosureFormErrors> = { fromDate: 'fromDate', toDate: 'toDate', date: 'fromDate', start: 'fromTime', end: 'toTime', note: 'note' };

/** 'Chiudi lo studio': whole days or part of one day, with an optional note for patients. */
export function ClosureFormDialog({ today, onClose, onCreated }: Props) {
  const t = itSchedule.screens;
  const id = useId();
  const [initial] = useState(() => emptyClosureForm(today));
  const [form, setForm] = useState<ClosureForm>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ClosureFormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateClosure();
  const formRef = useRef<HTMLFormElement>(null);
  // Dates or a note chosen but not saved are unsaved work (issue 24's guard).
  useUnsavedChangesGuard(isClosureFormTouched(form, initial));

  const errors: ClosureFormErrors = { ...(submitted ? closureFormErrors(form) : {}), ...serverErrors };
  const set = <K extends keyof ClosureForm>(key: K, value: ClosureForm[K]) => {
    setForm((f) => ({ ...f, [key]: value, ...(key === 'fromDate' && typeof value === 'string' && f.toDate < value ? { toDate: value } : {}) }));
    setServerErrors({});
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const input = closureInput(form);
    if (!input) {
      // The first field with an error takes the focus, so its message is read out.
      const first = FIELDS.find((f) => closureFormErrors(form)[f]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus();
      return;
    }
    create.mutate(input, {
      onSuccess: (result) => {
        toast.success(t.closureSaved);
        onCreated(result);
      },
      onError: (error) => {
        const message = reportServerError(error, { title: t.closureSaveError, fallback: t.closureSaveError });
        if (isApiError(error) && error.status !== 0) setProblem(message);
        const fields: ClosureFormErrors = {};
        if (isApiError(error)) for (const [name, text] of Object.entries(error.fields)) if (SERVER_FIELD[name]) fields[SERVER_FIELD[name]] = text;
        setServerErrors(fields);
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => (!open && !create.isPending ? onClose() : undefined)}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{t.closureFormTitle}</DialogTitle>
          <DialogDescription>{t.closureFormHint}</DialogDescription>
        </DialogHeader>
        <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 p-3">
            <div className="flex flex-col gap-0.5">
              <label htmlFor={`${id}-allday`} className="cursor-pointer text-sm font-semibold text-slate-900">
                {t.allDay}
              </label>
              <p id={`${id}-allday-hint`} className="text-xs text-slate-600">
                {t.allDayHint}
              </p>
            </div>
            <Switch id={`${id}-allday`} aria-describedby={`${id}-allday-hint`} checked={form.allDay} onCheckedChange={(on) => set('allDay', on)} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-fromDate`} label={form.allDay ? t.fromDate : t.dateLabel} required error={errors.fromDate}>
              {(control) => <Input {...control} type="date" min={today} value={form.fromDate} onChange={(e) => set('fromDate', e.target.value)} />}
            </Field>
            {form.allDay ? (
              <Field id={`${id}-toDate`} label={t.toDate} required error={errors.toDate}>
                {(control) => <Input {...control} type="date" min={form.fromDate || today} value={form.toDate} onChange={(e) => set('toDate', e.target.value)} />}
              </Field>
            ) : (
              <div className="grid grid-cols-2 gap-3">
                <Field id={`${id}-fromTime`} label={t.fromTime} required error={errors.fromTime}>
                  {(control) => (
                    <NativeSelect {...control} compact value={form.fromTime} onChange={(e) => set('fromTime', e.target.value)}>
                      {START_CHOICES.map((time) => (
                        <option key={time} value={time}>
                          {time}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </Field>
                <Field id={`${id}-toTime`} label={t.toTime} required error={errors.toTime}>
                  {(control) => (
                    <NativeSelect {...control} compact value={form.toTime} onChange={(e) => set('toTime', e.target.value)}>
                      {[...new Set([form.toTime, ...endChoicesFor(form.fromTime)])].sort().map((time) => (
                        <option key={time} value={time}>
                          {time}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </Field>
              </div>
            )}
          </div>
          <Field id={`${id}-note`} label={t.note} hint={t.noteHint} error={errors.note}>
            {(control) => (
              <Textarea {...control} rows={2} maxLength={NOTE_MAX} placeholder={t.notePlaceholder} value={form.note} onChange={(e) => set('note', e.target.value)} />
            )}
          </Field>
          {problem ? <Alert>{problem}</Alert> : null}
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={onClose} disabled={create.isPending}>
              {it.common.cancel}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <Spinner className="size-4 text-white" /> : <CalendarOff aria-hidden="true" />}
              {t.saveClosure}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
