import { it } from '@sanity/shared/i18n/it';
import { addMonths, format, isToday, startOfMonth } from 'date-fns';
import { CalendarDays, ChevronLeft, ChevronRight, List } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { formatMonthYear, itLocale } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { monthGridDays } from '../month-grid';

/** /appuntamenti: month calendar and list views with a switch (spec §2). Bookings arrive with their issue. */
export function AppointmentsPage() {
  const a = it.appointments;
  usePageTitle(a.title);
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const days = monthGridDays(month);
  const weekdays = days.slice(0, 7).map((d) => ({
    short: format(d.date, 'EEEEEE', { locale: itLocale }),
    long: format(d.date, 'EEEE', { locale: itLocale }),
  }));

  const empty = (
    <EmptyState
      icon={CalendarDays}
      title={a.empty}
      description={a.emptyHint}
      action={
        <Link to="/dottori" className={buttonClasses('secondary', 'md')}>
          {a.findDoctor}
        </Link>
      }
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={a.title} description={a.subtitle} />
      <Tabs defaultValue="month" className="flex flex-col gap-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <TabsList aria-label={a.viewLabel} className="w-full sm:w-auto">
            <TabsTrigger value="month">
              <CalendarDays aria-hidden="true" />
              {a.monthView}
            </TabsTrigger>
            <TabsTrigger value="list">
              <List aria-hidden="true" />
              {a.listView}
            </TabsTrigger>
          </TabsList>
          <div className="flex items-center justify-between gap-2 sm:justify-end">
            <button type="button" aria-label={a.prevMonth} onClick={() => setMonth((m) => addMonths(m, -1))} className={buttonClasses('outline', 'icon-sm')}>
              <ChevronLeft aria-hidden="true" />
            </button>
            <p aria-live="polite" className="min-w-36 text-center text-sm font-semibold text-slate-900">
              {formatMonthYear(month)}
            </p>
            <button type="button" aria-label={a.nextMonth} onClick={() => setMonth((m) => addMonths(m, 1))} className={buttonClasses('outline', 'icon-sm')}>
              <ChevronRight aria-hidden="true" />
            </button>
            <button type="button" onClick={() => setMonth(startOfMonth(new Date()))} className={buttonClasses('ghost', 'sm')}>
              {a.today}
            </button>
          </div>
        </div>

        <TabsContent value="month" className="flex flex-col gap-4">
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
                      return (
                        <td key={date.toISOString()} className={cn('h-14 border-r border-slate-100 p-1.5 align-top last:border-r-0 sm:h-20', !inMonth && 'bg-slate-50/70')}>
                          <span
                            aria-current={today ? 'date' : undefined}
                            className={cn(
                              'inline-flex size-7 items-center justify-center rounded-full text-sm',
                              today ? 'bg-brand-700 font-semibold text-white' : inMonth ? 'text-slate-800' : 'text-slate-500',
                            )}
                          >
                            {format(date, 'd')}
                          </span>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <p className="text-sm text-slate-600">{a.empty}</p>
        </TabsContent>
        <TabsContent value="list">{empty}</TabsContent>
      </Tabs>
    </div>
  );
}
