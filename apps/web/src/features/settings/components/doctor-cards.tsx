import { it } from '@sanity/shared/i18n/it';
import { CalendarClock, CalendarOff } from 'lucide-react';
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
