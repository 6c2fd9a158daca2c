import { it } from '@sanity/shared/i18n/it';
import { CalendarClock, CalendarOff, ClipboardList, Clock, ListChecks } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** Calendar configuration (spec §2 Calendar card): not connected; connecting arrives with the calendar issue. */
export function CalendarCard() {
  const s = it.settings;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <CalendarClock className="size-5 text-brand-700" aria-hidden="true" />
            {s.calendarCard}
          </CardTitle>
          <Badge tone="neutral">
            <CalendarOff aria-hidden="true" />
            {s.calendarNone}
          </Badge>
        </div>
        <CardDescription id="calendar-soon">{s.calendarSoon}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" disabled aria-describedby="calendar-soon">
          {s.calendarConnect}
        </Button>
      </CardContent>
    </Card>
  );
}

/** Entry points of the services, hours and custom-fields dialogs (their editors are a later issue). */
export function PracticeCard() {
  const s = it.settings;
  const entries = [
    { label: s.services, icon: ListChecks },
    { label: s.hours, icon: Clock },
    { label: s.customFields, icon: ClipboardList },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{s.practiceTitle}</CardTitle>
        <CardDescription>{s.practiceHint}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          {entries.map((e) => (
            <Button key={e.label} variant="outline" disabled aria-describedby="practice-soon">
              <e.icon aria-hidden="true" />
              {e.label}
            </Button>
          ))}
        </div>
        <p id="practice-soon" className="text-sm text-slate-600">
          {s.practiceSoon}
        </p>
      </CardContent>
    </Card>
  );
}
