import { itAppointments } from '@sanity/shared/i18n/it-appointments';
import { type AppointmentPeriod } from '@sanity/shared/schemas/appointments';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { LoadMore } from '../../../components/ui/load-more';
import { LoadingText } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { type AppointmentEntry, type AppointmentSource, toEntries } from '../appointment-entry';
import { periodAppointmentsQueryOptions } from '../api/get-appointments';
import { AppointmentList } from './appointment-list';

const a = itAppointments.appointments;

type Props = { source: AppointmentSource; role: string; now: Date; onOpen: (e: AppointmentEntry) => void };

/**
 * The 'Lista' view (issue 24): 'Prossimi' (soonest first) and 'Passati' (most recent first), each
 * a page at a time with 'Carica altri appuntamenti', instead of the calendar's month. Only the
 * tab on screen is read.
 */
export function AppointmentPeriodList({ source, role, now, onOpen }: Props) {
  const [period, setPeriod] = useState<AppointmentPeriod>('upcoming');
  return (
    <Tabs value={period} onValueChange={(v) => setPeriod(v as AppointmentPeriod)} className="flex flex-col gap-4">
      <TabsList aria-label={a.periodLabel} className="w-full sm:w-auto sm:self-start">
        <TabsTrigger value="upcoming">{a.upcomingTab}</TabsTrigger>
        <TabsTrigger value="past">{a.pastTab}</TabsTrigger>
      </TabsList>
      <TabsContent value="upcoming">
        <PeriodPages source={source} role={role} now={now} period="upcoming" onOpen={onOpen} />
      </TabsContent>
      <TabsContent value="past">
        <PeriodPages source={source} role={role} now={now} period="past" onOpen={onOpen} />
      </TabsContent>
    </Tabs>
  );
}

function PeriodPages({ source, role, now, period, onOpen }: Props & { period: AppointmentPeriod }) {
  const query = useInfiniteQuery(periodAppointmentsQueryOptions(source, period));
  if (query.isPending) return <LoadingText>{a.loading}</LoadingText>;
  if (query.isError) return <Alert>{a.loadError}</Alert>;
  const entries = toEntries(query.data.pages.flatMap((p) => p.items), role, now);
  const upcoming = period === 'upcoming';
  return (
    <div className="flex flex-col gap-5">
      <AppointmentList
        entries={entries}
        now={now}
        order={upcoming ? 'asc' : 'desc'}
        emptyTitle={upcoming ? a.upcomingEmpty : a.pastEmpty}
        onOpen={onOpen}
        showFindDoctor={upcoming && source === 'patient'}
        viewer={source === 'patient' ? 'patient' : 'doctor'}
      />
      <LoadMore pages={query} label={a.loadMore} />
    </div>
  );
}
