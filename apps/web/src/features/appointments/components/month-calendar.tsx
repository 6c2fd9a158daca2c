import { itAppointments } from '@sanity/shared/i18n/it-appointments';
import { EXTERNAL_EVENT_CATEGORY } from '@sanity/shared/domain/appointments/map-appointment';
import { isDoctorRole } from '@sanity/shared/domain/roles';
import { format, isToday } from 'date-fns';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatMonthYear, itLocale } from '../../../lib/format';
import { type AppointmentEntry } from '../appointment-entry';
import { groupByDay } from '../month-days';
import { monthGridDays } from '../../../lib/month-grid';
import { preloadAppointmentDetails } from './appointment-details-host';
import { itCalendar } from '@sanity/shared/i18n/it-calendar';
import { itFamilyPerson } from '@sanity/shared/i18n/it-family-person';
import { seenMember } from '../../family/public/person-seen';

const a = itAppointments.appointments;
const MAX_PER_CELL = 2;
/** The one line an entry of a busy day shows from 640 px: whole words up to the cell's edge, then '…'. */
const SHOWN_SHORT = 'sm:not-sr-only sm:truncate sm:font-medium';

type Props = { month: Date; entries: AppointmentEntry[]; viewerRole: string; onOpen: (e: AppointmentEntry) => void; onShowList: () => void };

/**
 * The month grid (spec §2, §9): 42 cells, Monday first, one table cell per day holding its date;
 * each appointment is a button opening 'Dettagli Appuntamento'; the days of the neighbouring
 * months show theirs too (the page reads the whole grid). Each entry names whom it is with first
 * (issue 24): the patient for a doctor, then the service; the service for a patient, then the
 * doctor (and 'Per Luca Rossi' for a family member's visit, issue 30). Words are never cut: the
 * first line wraps at spaces (two lines at most), and a line, or a word, too long for the cell ends
 * in '…' ('Elettrocardiog…', not 'Elettrocard|iogramma');
 * the whole text is the tooltip and the button's name. A day with two or more entries shows each
 * in short, its time and one line (whom it is with, or 'Per Luca Rossi' for a family member's
 * visit), so two visits stay inside a cell of the usual height; past two, '+N' (beside the date from
 * 640 px) leads to the list.
 * On phones the entries show their start time only (the text stays for screen readers).
 */
export function MonthCalendar({ month, entries, viewerRole, onOpen, onShowList }: Props) {
  const doctorViewer = isDoctorRole(viewerRole);
  const days = monthGridDays(month);
  const byDay = groupByDay(entries);
  const weekdays = days.slice(0, 7).map((d) => ({
    short: format(d.date, 'EEEEEE', { locale: itLocale }),
    long: format(d.date, 'EEEE', { locale: itLocale }),
  }));

  return (
    <Card className="overflow-hidden">
      <table className="w-full table-fixed border-collapse">
        <caption className="sr-only">{formatMonthYear(month)}</caption>
        <thead>
          <tr className="border-b border-slate-200 bg-slate-50">
            {weekdays.map((w) => (
              <th key={w.long} scope="col" abbr={w.long} className="py-2 text-xs font-semibold text-slate-600 capitalize">
                {w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 6 }, (_, week) => (
            <tr key={week} className="border-b border-slate-100 last:border-b-0">
              {days.slice(week * 7, week * 7 + 7).map(({ date, inMonth }) => {
                const today = isToday(date);
                const items = byDay.get(format(date, 'yyyy-MM-dd')) ?? [];
                const extra = items.length - MAX_PER_CELL;
                // Two or more entries: each shows one line only (the rest stays in the name and the tooltip).
                const short = items.length > 1;
                return (
                  <td
                    key={date.toISOString()}
                    className={cn('h-18 border-r border-slate-100 p-0.5 align-top last:border-r-0 sm:h-25 sm:p-1.5 xl:h-30', !inMonth && 'bg-slate-50/70')}
                  >
                    {/* A grid, so that from 640 px '+N' sits beside the date (the entries keep the cell's height) while it is read after them. */}
                    <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-0.5 sm:gap-1">
                      <span
                        aria-current={today ? 'date' : undefined}
                        className={cn(
                          'col-start-1 row-start-1 inline-flex size-6 items-center justify-center rounded-full text-xs sm:size-7 sm:text-sm',
                          today ? 'bg-brand-700 font-semibold text-white' : inMonth ? 'text-slate-800' : 'text-slate-500',
                        )}
                      >
                        <span aria-hidden="true">{format(date, 'd')}</span>
                        <span className="sr-only">{format(date, 'EEEE d MMMM yyyy', { locale: itLocale })}</span>
                      </span>
                      {items.slice(0, MAX_PER_CELL).map((entry) => {
                        const external = entry.category === EXTERNAL_EVENT_CATEGORY;
                        const when = entry.time.slice(0, 5);
                        // An external event has only its own title; an appointment has a counterpart and a service.
                        const [first, second] = external ? [entry.type, null] : doctorViewer ? [entry.patientName, entry.type] : [entry.type, entry.patientName];
                        // Issue 30: a family member's visit says whose to the holder, as the list does (the doctor's first line is the member).
                        const member = doctorViewer ? null : seenMember(entry.raw);
                        const whose = member ? itFamilyPerson.forPerson(member.name) : null;
                        return (
                          <button
                            key={entry.id}
                            type="button"
                            onClick={() => onOpen(entry)}
                            title={`${entry.allDay ? itCalendar.allDay : when} ${first}${second ? ` – ${second}` : ''}${whose ? ` – ${whose}` : ''}`}
                            onPointerEnter={preloadAppointmentDetails}
                            onFocus={preloadAppointmentDetails}
                            className={cn(
                              'col-span-2 flex min-h-6 w-full items-center gap-1 overflow-hidden rounded-md px-1 text-left text-[0.6875rem] leading-tight sm:flex-col sm:items-stretch sm:gap-0 sm:px-1.5 sm:py-0.5 sm:text-xs',
                              entry.sample
                                ? 'border border-dashed border-amber-400 bg-amber-50 text-amber-900 hover:bg-amber-100'
                                : external
                                  ? 'border border-violet-200 bg-violet-50 text-violet-900 hover:bg-violet-100'
                                  : entry.isActive
                                    ? 'bg-brand-50 text-brand-900 hover:bg-brand-100'
                                    : 'bg-slate-100 text-slate-600 line-through hover:bg-slate-200',
                            )}
                          >
                            {entry.allDay ? (
                              <span className="shrink-0 font-semibold">
                                <span aria-hidden="true">{itCalendar.allDayShort}</span>
                                <span className="sr-only">{itCalendar.allDay}</span>
                              </span>
                            ) : (
                              <span className="shrink-0 font-semibold tabular-nums">{when}</span>
                            )}
                            <span className={cn('sr-only', !(short && whose) && (short ? SHOWN_SHORT : 'sm:not-sr-only sm:line-clamp-2 sm:font-medium sm:text-ellipsis'))}>{first}</span>
                            {second ? (
                              <>
                                <span className="sr-only">, </span>
                                <span className={cn('sr-only', !short && 'sm:not-sr-only sm:truncate')}>{second}</span>
                              </>
                            ) : null}
                            {whose ? (
                              <>
                                <span className="sr-only">, </span>
                                <span className={cn('sr-only', short ? SHOWN_SHORT : 'sm:not-sr-only sm:truncate sm:font-medium')}>{whose}</span>
                              </>
                            ) : null}
                            {entry.sample ? <span className="sr-only">({a.sampleBadge})</span> : null}
                            {external ? <span className="sr-only">({EXTERNAL_EVENT_CATEGORY})</span> : null}
                          </button>
                        );
                      })}
                      {extra > 0 ? (
                        <button type="button" onClick={onShowList} className="col-span-2 justify-self-start rounded px-1 text-[0.6875rem] font-medium text-brand-800 hover:underline sm:col-span-1 sm:col-start-2 sm:row-start-1 sm:self-center sm:justify-self-end sm:text-xs">
                          <span aria-hidden="true">+{extra}</span>
                          <span className="sr-only">{a.moreOnDay(extra)}</span>
                        </button>
                      ) : null}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
