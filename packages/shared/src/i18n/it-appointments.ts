import { appointmentsMessages } from './it/appointments';

/**
 * The appointments' screens' and details' Italian strings, kept out of `it` like `itCalendar` (issue
 * 27: the signed-in dashboard's first load): only the screens that show them, loaded later, and the
 * server read them. The states' names, which the sidebar shows, stay in `it.appointmentState`.
 */
export const itAppointments = { ...appointmentsMessages } as const;
