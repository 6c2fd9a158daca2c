import { itWaitlist as w } from '@sanity/shared/i18n/it-waitlist';
import { isDoctorRole } from '@sanity/shared/domain/roles';
import { localDateOf } from '@sanity/shared/domain/slots/compute-slots';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { displayNameOf } from '../../../lib/user-names';
import { useSession } from '../../auth/api/get-me';
import { PersonChoice } from '../../family/public/person-choice';
import { useJoinWaitlist } from '../api/join-waitlist';
import { doctorDatePlus } from '../format';

export type JoinWaitlistProps = {
  doctorId: string;
  /** The doctor's bookable services (none with an appointment: its own service counts). */
  services: ReadonlyArray<{ id: string; name: string }>;
  /** The appointment to move earlier; absent: a new booking. */
  appointment?: { id: string; dateTime: string } | undefined;
  onClose: () => void;
};

/** Half-hour steps of the day for the optional hours. */
const HOURS = Array.from({ length: 29 }, (_, i) => `${String(Math.floor(i / 2) + 7).padStart(2, '0')}:${i % 2 === 0 ? '00' : '30'}`);
/** Our default: a month ahead, or the appointment's own day. */
const DEFAULT_DAYS = 30;

/**
 * 'Avvisami se si libera un posto prima' (issue 25): for whom (issue 30: the patient or a family
 * member), which service (or any), optionally which weekdays and hours, until when. The server checks it all and answers in Italian (toasted).
 */
export default function JoinWaitlistDialog({ doctorId, services, appointment, onClose }: JoinWaitlistProps) {
  const join = useJoinWaitlist();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  // Issue 30: a new booking may be for a family member ('Per chi è la visita?', as when booking); a move keeps the appointment's person.
  const mayChoosePerson = !appointment && user !== null && !isDoctorRole(user.role);
  const [person, setPerson] = useState<string | null>(null);
  const [serviceId, setServiceId] = useState('');
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [timeFrom, setTimeFrom] = useState('');
  const [timeTo, setTimeTo] = useState('');
  const lastDay = appointment ? localDateOf(new Date(appointment.dateTime)) : undefined;
  const [untilDate, setUntilDate] = useState(lastDay ?? doctorDatePlus(DEFAULT_DAYS));
  const weekdaysId = useId();

  const toggle = (day: number) => setWeekdays((days) => (days.includes(day) ? days.filter((d) => d !== day) : [...days, day]));
  const submit = () =>
    join.mutate(
      {
        doctorId,
        ...(appointment ? { appointmentId: appointment.id } : { serviceId: serviceId || null, ...(person ? { familyMemberId: person } : {}) }),
        weekdays,
        timeFrom: timeFrom || null,
        timeTo: timeTo || null,
        untilDate,
      },
      {
        onSuccess: () => {
          toast.success(w.joined);
          onClose();
        },
        onError: (error) => toast.error(w.joinTitle, { description: errorMessage(error) }),
      },
    );

  return (
    <Dialog open onOpenChange={(open) => (!open && !join.isPending ? onClose() : undefined)}>
      <DialogContent size="sm">
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <DialogHeader>
            <DialogTitle>{w.joinTitle}</DialogTitle>
            <DialogDescription>{appointment ? w.joinIntroMove : w.joinIntro}</DialogDescription>
          </DialogHeader>
          {mayChoosePerson ? <PersonChoice holderName={displayNameOf(user)} selected={person} onSelect={(m) => setPerson(m?.id ?? null)} /> : null}
          {appointment ? null : (
            <Field label={w.serviceLabel}>
              {(control) => (
                <NativeSelect {...control} value={serviceId} onChange={(e) => setServiceId(e.target.value)}>
                  <option value="">{w.anyService}</option>
                  {services.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          )}
          <fieldset className="flex flex-col gap-2" aria-describedby={weekdaysId}>
            <legend className="mb-2 text-sm font-medium text-slate-800">{w.weekdaysLabel}</legend>
            <div className="flex flex-wrap gap-1.5">
              {w.weekdayShort.map((label, i) => {
                const day = i + 1;
                const on = weekdays.includes(day);
                return (
                  <label
                    key={day}
                    className={cn(
                      'inline-flex min-h-9 min-w-11 cursor-pointer items-center justify-center rounded-full border px-3 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                      on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700',
                    )}
                  >
                    <input type="checkbox" className="sr-only" checked={on} onChange={() => toggle(day)} aria-label={w.weekdayLong[i]} />
                    {label}
                  </label>
                );
              })}
            </div>
            <p id={weekdaysId} className="text-xs text-slate-600">
              {w.weekdaysHint}
            </p>
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-slate-800">{w.hoursLabel}</legend>
            {/* Side by side from 640 px; stacked on a phone, where two selects would cut 'Qualsiasi ora'. */}
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label={w.hoursFrom}>
                {(control) => (
                  <NativeSelect {...control} value={timeFrom} onChange={(e) => setTimeFrom(e.target.value)}>
                    <option value="">{w.anyHour}</option>
                    {HOURS.slice(0, -1).map((h) => (
                      <option key={h}>{h}</option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
              <Field label={w.hoursTo}>
                {(control) => (
                  <NativeSelect {...control} value={timeTo} onChange={(e) => setTimeTo(e.target.value)}>
                    <option value="">{w.anyHour}</option>
                    {HOURS.slice(1).map((h) => (
                      <option key={h}>{h}</option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
            </div>
          </fieldset>
          <Field label={w.untilLabel} required hint={appointment ? w.untilHintMove : undefined}>
            {(control) => <Input {...control} type="date" value={untilDate} min={doctorDatePlus(1)} max={lastDay} onChange={(e) => setUntilDate(e.target.value)} />}
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={join.isPending}>
              {w.cancel}
            </Button>
            <Button type="submit" disabled={join.isPending}>
              {join.isPending ? w.submitting : w.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
