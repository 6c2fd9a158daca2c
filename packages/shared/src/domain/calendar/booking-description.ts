import { itCalendar } from '../../i18n/it-calendar';
import { itVideo } from '../../i18n/it-video';

/**
 * How an app booking is recognised in an external calendar (spec §9): its event description holds
 * the product's marker sentence and a line 'ID Paziente: <id>'. These are a format, read back by
 * every pull (parse-remote-event.ts), not display text: rewording them would turn every event
 * already pushed into an 'Evento esterno'. The marker is also the first line of the description
 * of the `invito.ics` e-mailed with each booking (it.notifications.eventDescription), so an
 * invitation the doctor accepted into the same calendar is recognised as the booking too.
 */
export const BOOKING_MARKER = 'Appuntamento prenotato su Sanity.';
export const PATIENT_ID_LABEL = 'ID Paziente:';
/** Our line: lets a pull match an event to its booking even when the calendar changed its uid. */
export const APPOINTMENT_ID_LABEL = 'ID Appuntamento:';

/** The uid of a booking's event everywhere (pushed event, ICS feed, e-mailed invitation): one event per booking. */
export const bookingEventUid = (appointmentId: string): string => `${appointmentId}@sanity`;

export interface BookingDescriptionInput {
  appointmentId: string;
  /** The booking account's id (the spec's 'ID Paziente'). */
  patientId: string;
  /** Only written when `detailed`: the doctor opted in (calendar_connections.detailed_titles). */
  serviceName?: string | null;
  detailed: boolean;
  /** Issue 29: an online visit's /televisita page, only when the doctor chose to show it in their calendar. */
  televisitUrl?: string | null;
}

/**
 * The description of a pushed booking, one item a line: the marker, 'ID Paziente:', 'ID
 * Appuntamento:', and with detailed titles the service name. Never the intake answers, the notes
 * or anything else about the patient's health: the doctor's calendar may be shared or synced to
 * devices the app does not control.
 */
export function buildBookingDescription(input: BookingDescriptionInput): string {
  const lines = [BOOKING_MARKER, `${PATIENT_ID_LABEL} ${input.patientId}`, `${APPOINTMENT_ID_LABEL} ${input.appointmentId}`];
  const service = input.serviceName?.trim();
  if (input.detailed && service) lines.push(`${itCalendar.serviceLabel} ${oneLine(service)}`);
  if (input.televisitUrl) lines.push(`${itVideo.linkInCalendarLabel}: ${oneLine(input.televisitUrl)}`);
  return lines.join('\n');
}

/** A value written on one line: a service name with a line break must not forge an 'ID Paziente:' line. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ');
}
