import { z } from 'zod';

/**
 * What the booking dialog's engine needs of a doctor's schedule from today to the horizon (issue
 * 25; GET /api/doctors/:id/availabilities, `schedule`): with the weekly hours, the dialog computes
 * exactly the times the server accepts. Apart from schedule.ts (no Italian catalogue here: the
 * profile page loads this schema).
 */
export const PublicScheduleSchema = z.object({
  /** Patients may book up to today + this many days. */
  horizonDays: z.number(),
  /** Closed times [startsAt, endsAt) with the note for patients ('Studio chiuso per ferie'). */
  closures: z.array(z.object({ startsAt: z.string(), endsAt: z.string(), allDay: z.boolean(), note: z.string() })),
  /** Local dates with their own hours for every service (an empty list: closed that date). */
  dateHours: z.record(z.string(), z.array(z.object({ start: z.string(), end: z.string() }))),
  /** Holidays the practice is closed on. */
  closedDates: z.array(z.string()),
  services: z.array(z.object({ serviceId: z.string(), bufferBeforeMinutes: z.number(), bufferAfterMinutes: z.number(), minNoticeMinutes: z.number() })),
});
export type PublicSchedule = z.infer<typeof PublicScheduleSchema>;
