import { it } from '@sanity/shared/i18n/it';
import { useQuery } from '@tanstack/react-query';
import { CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { type AppointmentEntry, selectUpcoming, sourceForRole, toEntries, upcomingWindow } from '../appointment-entry';
import { upcomingAppointmentsQueryOptions } from '../api/get-appointments';
import { cardDateParts } from '../card-date';
import { AppointmentDetailsHost, preloadAppointmentDetails } from './appointment-details-host';
import { TelevisitBadge } from '../../video/public/televisit-badge';
import { PersonSeenLine } from '../../family/public/person-seen-line';
import { isDoctorRole } from '@sanity/shared/domain/roles';

/**
 * 'Prossimi Appuntamenti' (spec §2 Right sidebar, §9): the next 2 future active appointments, as
 * cards with year, Italian month, day and title (and for a family member's visit 'Per Luca Rossi',
 * issue 30); a card opens 'Dettagli Appuntamento'. Patients read
 * now → 3 months through the patient endpoint, doctors the professional endpoint (§6).
 */
export function UpcomingAppointments({ role }: { role: string }) {
  const [now] = useState(() => new Date());
  const { timeMin, timeMax } = upcomingWindow(now, role);
  const source = sourceForRole(role);
  const query = useQuery(upcomingAppointmentsQueryOptions(source, role, timeMin, timeMax));
  const [open, setOpen] = useState<AppointmentEntry | null>(null);

  const upcoming = query.data ? selectUpcoming(toEntries(query.data, role, now), new Date()) : [];
  const patient = !isDoctorRole(role);

  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {it.common.loadingShort}
      </p>
    );
  }

  return (
    <>
      {upcoming.length === 0 ? (
        <div className="flex items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-4 text-sm text-slate-600">
          <CalendarX2 className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
          {query.isError ? it.shell.upcomingLoadError : it.shell.noUpcoming}
        </div>
      ) : (
        <ul className="flex flex-col gap-2">
          {upcoming.map((entry) => {
            const d = cardDateParts(entry.date);
            return (
              <li key={entry.id}>
                <button
                  type="button"
                  onClick={() => setOpen(entry)}
                  onPointerEnter={preloadAppointmentDetails}
                  onFocus={preloadAppointmentDetails}
                  className="flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-left shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40"
                >
                  <span className="flex w-14 shrink-0 flex-col items-center rounded-lg bg-brand-50 px-1 py-1.5 text-brand-800">
                    <span className="text-[0.6875rem] leading-none font-medium">{d.year}</span>
                    <span className="text-2xl leading-tight font-bold tabular-nums">{d.day}</span>
                    <span className="text-[0.6875rem] leading-none font-medium capitalize">{d.month}</span>
                  </span>
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className="line-clamp-2 text-sm font-semibold text-slate-900">{entry.type}</span>
                    <span className="text-xs text-slate-600 tabular-nums">{entry.time}</span>
                    {/* Issue 29: an online visit says so before anyone sets off for the studio. */}
                    {entry.raw?.mode === 'online' ? <TelevisitBadge className="self-start" /> : null}
                    <span className="line-clamp-2 text-xs break-words text-slate-600" title={entry.patientName}>
                      {entry.patientName}
                    </span>
                    {/* Issue 30: a family member's visit says whose, as the appointment list does (the doctor's card already names the member). */}
                    {patient ? <PersonSeenLine raw={entry.raw} viewer="patient" className="line-clamp-2 text-xs font-medium text-slate-800" /> : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <AppointmentDetailsHost entry={open} viewerRole={role} onClose={() => setOpen(null)} />
    </>
  );
}
