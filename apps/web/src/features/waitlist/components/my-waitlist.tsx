import { itWaitlist as w } from '@sanity/shared/i18n/it-waitlist';
import type { WaitlistEntry } from '@sanity/shared/schemas/waitlist';
import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Section } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api-client';
import { PersonSeenLine } from '../../family/public/appointment-people';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { myWaitlistQueryOptions } from '../api/my-waitlist';
import { waitingCountQueryOptions } from '../api/waiting-count';
import { doctorDateTime, longLocalDate } from '../format';

/** What an entry waits for, in one line: 'Visita · lun, gio · 09:00–12:00 · fino al 20 dicembre 2026'. */
export function describeEntry(entry: WaitlistEntry): string {
  const days = entry.weekdays.length === 0 ? w.anyDay : entry.weekdays.map((d) => w.weekdayLong[d - 1]).join(', ');
  const hours = entry.timeFrom && entry.timeTo ? `${entry.timeFrom}–${entry.timeTo}` : w.anyHour.toLowerCase();
  const what = entry.appointmentDateTime ? w.moveOf(doctorDateTime(entry.appointmentDateTime)) : (entry.serviceName ?? w.anyService);
  return [what, days, hours, w.untilDate(longLocalDate(entry.untilDate))].join(' · ');
}

/**
 * "Le tue liste d'attesa" on /appuntamenti (issue 25): each active entry with 'Esci dalla lista', and
 * for a family member's 'Per Luca Rossi' (issue 30).
 * Nothing is shown while the patient waits for nothing.
 */
export function MyWaitlist() {
  const entries = useQuery(myWaitlistQueryOptions());
  const leave = useLeaveWaitlist();
  if (entries.isError) return <Alert>{w.listError}</Alert>;
  if (!entries.data || entries.data.length === 0) return null;
  return (
    <Section title={w.listTitle} id="waitlist">
      <p className="text-sm text-slate-600">{w.listIntro}</p>
      <ul className="flex flex-col gap-3">
        {entries.data.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 items-start gap-3">
              <BellRing className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{entry.doctorName}</p>
                <p className="text-sm break-words text-slate-700">{describeEntry(entry)}</p>
                <PersonSeenLine raw={entry} viewer="patient" className="block font-medium" />
              </div>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="self-start sm:self-center"
              disabled={leave.isPending}
              // Two entries with one doctor (hers and her son's) are told apart by whom they are for.
              aria-label={`${w.leave}: ${entry.doctorName}${entry.personSeen.familyMemberId ? ` (${entry.personSeen.name})` : ''}`}
              onClick={() =>
                leave.mutate(entry.id, {
                  onSuccess: () => toast.success(w.left),
                  onError: (error) => toast.error(w.leave, { description: errorMessage(error) }),
                })
              }
            >
              {w.leave}
            </Button>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The doctor's count on /appuntamenti: how many patients wait for an earlier time (none: nothing shown). */
export function WaitingCount() {
  const count = useQuery(waitingCountQueryOptions());
  if (!count.data) return null;
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
      <BellRing className="size-4 text-brand-700" aria-hidden="true" />
      {w.doctorWaiting(count.data)}
    </p>
  );
}
