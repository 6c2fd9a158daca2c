import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { formatPracticeAddress } from '@sanity/shared/domain/practice/address';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { customerName, type AppointmentNotice } from './appointment-notice';

export type IcsMethod = 'REQUEST' | 'CANCEL';

/** The UID every calendar keys the appointment by: the same for the invitation and its cancellation. */
export const icsUid = (appointmentId: string) => `${appointmentId}@sanity`;

/** The content type of the `invito.ics` attachment. */
export const icsContentType = (method: IcsMethod) => `text/calendar; method=${method}; charset=UTF-8`;

/**
 * One VEVENT (RFC 5545) for the appointment, in a VCALENDAR with METHOD REQUEST (booked) or
 * CANCEL (cancelled, STATUS:CANCELLED, a higher SEQUENCE); a moved visit is a REQUEST of the same UID with its move count as SEQUENCE. DTSTART/DTEND carry TZID=<time zone>
 * with the wall-clock time there, and the VTIMEZONE that defines it, so calendars show Rome time.
 */
export function buildAppointmentIcs(notice: AppointmentNotice, method: IcsMethod, now: Date, audience: 'patient' | 'doctor'): string {
  const cancelled = method === 'CANCEL';
  const t = itSettings.notifications;
  const calendar = ical({
    prodId: { company: 'Sanity', product: 'Sanity', language: 'IT' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const descriptionLines = [t.eventDescription, `${t.labelService}: ${notice.serviceName}`, `${t.labelDoctor}: ${notice.doctor.name}`, `${t.labelPatient}: ${customerName(notice)}`];
  if (notice.notes) descriptionLines.push(`${t.labelNotes}: ${notice.notes}`);
  if (cancelled && notice.cancellation?.reason) descriptionLines.push(`${t.labelReason}: ${notice.cancellation.reason}`);
  calendar.createEvent({
    id: icsUid(notice.id),
    // Each move raises it (issue 25), so a calendar replaces the event it holds rather than keeping the older time; a cancellation is one more.
    sequence: (notice.move?.count ?? 0) + (cancelled ? 1 : 0),
    stamp: now,
    // TZDate makes ical-generator print the wall-clock time in the zone (a plain Date would print the process's zone).
    start: new TZDate(notice.startsAt, notice.timeZone),
    end: new TZDate(notice.endsAt, notice.timeZone),
    timezone: notice.timeZone,
    summary:
      audience === 'patient'
        ? t.eventSummaryPatient(notice.member ? `${notice.serviceName} (${notice.member.name})` : notice.serviceName, notice.doctor.name)
        : t.eventSummaryDoctor(notice.serviceName, customerName(notice)),
    description: descriptionLines.join('\n'),
    // One line; ical-generator escapes its commas and semicolons (RFC 5545 §3.3.11), as for SUMMARY.
    // An online visit (issue 29) takes place at no address: its room's page on Sanity is the event's URL.
    location: notice.location && !notice.televisitUrl ? formatPracticeAddress(notice.location) : null,
    url: notice.televisitUrl ?? null,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: notice.doctor.name, email: notice.doctor.email },
    // A contact a practice booked by phone without an address (issue 30) is no attendee: an ATTENDEE needs one.
    attendees: notice.patient.email
      ? [
          {
            name: notice.patient.name,
            email: notice.patient.email,
            role: ICalAttendeeRole.REQ,
            status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
          },
        ]
      : [],
  });
  // The calendar-level time zone would also make ical-generator print DTSTAMP without its Z
  // (RFC 5545 wants UTC there), so the VTIMEZONE is inserted here instead.
  const vtimezone = getVtimezoneComponent(notice.timeZone);
  const text = calendar.toString();
  if (!vtimezone) return text;
  return text.replace('BEGIN:VEVENT', `${vtimezone.replace(/\r?\n/g, '\r\n').trimEnd()}\r\nBEGIN:VEVENT`);
}
