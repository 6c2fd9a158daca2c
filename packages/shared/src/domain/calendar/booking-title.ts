import { oneLine } from './booking-description';
import { itCalendar } from '../../i18n/it-calendar';

/**
 * The title of a booking's event in the doctor's calendar: 'Appuntamento', or 'Appuntamento:
 * <service>' when the doctor opted into detailed titles. The service name can tell the reason of
 * the visit, so it is written only on the doctor's explicit choice; the patient's name never is,
 * the description's 'ID Paziente:' line links the event to the patient inside the app.
 */
export function bookingEventTitle(serviceName: string | null | undefined, detailed: boolean): string {
  const service = serviceName?.trim();
  return detailed && service ? itCalendar.eventTitleWithService(oneLine(service)) : itCalendar.eventTitle;
}
