import { itAppointments } from '@sanity/shared/i18n/it-appointments';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { cn } from '../../../lib/cn';
import { type AppointmentEntry, stateOf } from '../appointment-entry';
import { groupByDay } from '../month-days';
import { dayHeading } from '../long-date';
import { preloadAppointmentDetails } from './appointment-details-host';
import { AppointmentStateBadge } from './appointment-state-badge';
import { TelevisitBadge } from '../../video/public/televisit-badge';
import { PersonSeenLine } from '../../family/public/appointment-people';

const a = itAppointments.appointments;

type Props = {
  entries: AppointmentEntry[];
  /** The instant the states are read at ('Confermato' / 'Completato'). */
  now: Date;
  /** 'desc': the most recent day first ('Passati'). */
  order?: 'asc' | 'desc';
  emptyTitle?: string;
  onOpen: (e: AppointmentEntry) => void;
  showFindDoctor: boolean;
  /** Whose list it is: a family member's visit says 'Per Luca Rossi' to the holder, 'Contatto: Maria Rossi' to the doctor (issue 30). */
  viewer: 'patient' | 'doctor';
};

/** Entries by day, each a button opening 'Dettagli Appuntamento' and showing its state (the shared rule). */
export function AppointmentList({ entries, now, order = 'asc', emptyTitle = a.empty, onOpen, showFindDoctor, viewer }: Props) {
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={CalendarDays}
        title={emptyTitle}
        description={showFindDoctor ? a.emptyHint : undefined}
        action={
          showFindDoctor ? (
            <Link to="/dottori" className={buttonClasses('secondary', 'md')}>
              {a.findDoctor}
            </Link>
          ) : undefined
        }
      />
    );
  }
  const ascending = [...groupByDay(entries).values()];
  const days = order === 'asc' ? ascending : ascending.reverse().map((items) => [...items].reverse());
  return (
    <div className="flex flex-col gap-5">
      {days.map((items) => (
        <section key={items[0]!.id} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-700">{dayHeading(items[0]!.date)}</h3>
          <ul className="flex flex-col gap-2">
            {items.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  onClick={() => onOpen(entry)}
                  onPointerEnter={preloadAppointmentDetails}
                  onFocus={preloadAppointmentDetails}
                  className={cn(
                    'flex w-full flex-col gap-1 rounded-xl border bg-white p-4 text-left shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 sm:flex-row sm:items-center sm:gap-4',
                    entry.sample ? 'border-dashed border-amber-300' : 'border-slate-200',
                    !entry.isActive && 'opacity-80',
                  )}
                >
                  <span className="w-28 shrink-0 text-sm font-semibold text-brand-800 tabular-nums">{entry.time}</span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className={cn('font-medium break-words text-slate-900', !entry.isActive && 'line-through decoration-slate-400')}>{entry.type}</span>
                    <span className="text-sm break-words text-slate-600">{entry.patientName}</span>
                    <PersonSeenLine raw={entry.raw} viewer={viewer} />
                  </span>
                  <span className="flex flex-wrap gap-1.5">
                    {entry.sample ? <Badge tone="amber">{a.sampleBadge}</Badge> : null}
                    {entry.sample ? null : <AppointmentStateBadge state={stateOf(entry, now)} />}
                    {entry.raw?.mode === 'online' ? <TelevisitBadge /> : null}
                    {entry.category === a.externalCategory ? <Badge tone="brand">{a.externalCategory}</Badge> : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
