import { appointmentsBookingMessages } from './it/appointments-booking';

/**
 * The booking dialog's and the patients list's Italian strings, kept out of `it` like `itCalendar`
 * (issue 27: the signed-in dashboard's first load): only the screens that show them, loaded later,
 * and the server read them.
 */
export const itBooking = { ...appointmentsBookingMessages } as const;
