import { authSettingsMessages } from './it/auth-settings';
import { shellSettingsMessages } from './it/shell-settings';
import { practiceSettingsMessages } from './it/practice-settings';
import { appointmentsSettingsMessages } from './it/appointments-settings';
import { practiceAddressMessages } from './it/practice-address';
import { practiceHoursMessages } from './it/practice-hours';
import { securityMessages } from './it/security';
import { adminDoctorsMessages } from './it/admin-doctors';

/**
 * The settings and admin screens' Italian strings (profile forms, membership, the practice, its
 * address and hours, notification preferences, the admin area's frame, account security and the
 * doctors' review), kept out of `it` like
 * `itCalendar` (issue 27: the signed-in dashboard's first load): only the screens that show them,
 * loaded later, and the server read them.
 */
export const itSettings = {
  ...authSettingsMessages,
  ...shellSettingsMessages,
  ...practiceSettingsMessages,
  ...appointmentsSettingsMessages,
  ...practiceAddressMessages,
  ...practiceHoursMessages,
  ...securityMessages,
  ...adminDoctorsMessages,
} as const;
