import { localDateOf } from '@sanity/shared/domain/slots/compute-slots';
import { itStaffWeb } from '@sanity/shared/i18n/it-staff-web';
import { itSchedule } from '@sanity/shared/i18n/it-schedule';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useBookingRules } from '../api/schedule-api';
import { ClosuresSection } from './closures-section';
import { DateHoursSection } from './date-hours-section';
import { HolidaysSection } from './holidays-section';
import { HorizonSection } from './horizon-section';

/** The anchor of the card: /settings#chiusure (the hours dialog links here). */
export const SCHEDULE_ANCHOR = 'chiusure';

/**
 * 'Chiusure e festività' (issue 25), next to the practice's hours in settings: closures, hours of
 * single dates, the year's holidays with the patron saint, and how far ahead patients may book.
 * Each part saves on its own (no shared draft): a closure is one decision, not part of the week.
 */
export default function ScheduleCard({ desk }: { desk?: { doctorName: string; clinical: boolean } }) {
  return desk ? <DeskScheduleCard {...desk} /> : <DoctorScheduleCard />;
}

function DoctorScheduleCard() {
  const t = itSchedule.screens;
  // 'Today' in the practice's time zone, fixed while the card is shown.
  const [today] = useState(() => localDateOf(new Date()));
  const rules = useBookingRules();
  return (
    <Card id={SCHEDULE_ANCHOR} className="scroll-mt-24">
      <CardHeader>
        <CardTitle>{t.cardTitle}</CardTitle>
        <CardDescription>{t.cardHint}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ClosuresSection today={today} />
        <DateHoursSection today={today} />
        <HolidaysSection today={today} />
        {rules.data ? <HorizonSection key={rules.data.horizonDays} rules={rules.data} /> : null}
      </CardContent>
    </Card>
  );
}

/**
 * `desk` (issue 30): the card as a collaborator at the practice's desk sees it: closures and single
 * dates' hours, the day-to-day agenda. The holidays (which read the practice's booking rules) and the
 * booking horizon are the practice's policy, the doctor's alone (docs/contracts/staff.md §5).
 */
function DeskScheduleCard({ doctorName, clinical }: { doctorName: string; clinical: boolean }) {
  const t = itStaffWeb.practice;
  const [today] = useState(() => localDateOf(new Date()));
  return (
    <Card id={SCHEDULE_ANCHOR} className="scroll-mt-24">
      <CardHeader>
        <CardTitle>{t.dashboardTitle(doctorName)}</CardTitle>
        <CardDescription>{t.dashboardText}</CardDescription>
        <CardDescription>{clinical ? t.clinicalOn : t.clinicalOff}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ClosuresSection today={today} />
        <DateHoursSection today={today} />
      </CardContent>
    </Card>
  );
}
