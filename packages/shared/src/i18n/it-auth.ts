import { authMessages } from './it/auth';
import { doctorRegistrationMessages } from './it/doctor-registration';

/**
 * The sign-in and registration screens' Italian strings (a patient's and a doctor's), kept out of `it`
 * like `itCalendar` (issue 27: the signed-in dashboard's first load): only the screens that show them,
 * loaded later, and the server read them.
 */
export const itAuth = { ...authMessages, ...doctorRegistrationMessages } as const;
