import { scheduleScreens } from './it-schedule-screens';

/**
 * Issue 25's Italian strings (closures, holidays, date hours, buffers, notice, horizon): the server's
 * refusals and the doctor's screens. Kept out of `it` like `itCalendar`: only lazily loaded screens
 * and the server read them (the dashboard's first load is at its budget).
 */
export const itSchedule = {
  /** The web's screens (engineer B): settings, the closure over bookings, the booking dialog's notes. */
  screens: scheduleScreens,
};
