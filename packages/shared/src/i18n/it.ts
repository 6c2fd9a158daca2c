import { coreMessages } from './it/core';
import { shellMessages } from './it/shell';
import { contentMessages } from './it/content';
import { appointmentStateMessages } from './it/appointment-state';
import { assistantMessages } from './it/assistant';
import { legalMessages } from './it/legal';
import { doctorPathMessages } from './it/doctor-path';

/**
 * Every user-facing Italian string of the platform, written once. The spec's texts are used
 * verbatim; strings the spec does not give are marked "(nostro)" in docs/ux-choices.md.
 * Sections live by feature in ./it/*.ts; this object joins those that the signed-in shell and the
 * dashboard show, as every page loads it. The rest are catalogues of their own, out of every page's
 * first load: the admin area's and the audit log's strings are `itAdmin` (./it-admin.ts), the
 * calendar's `itCalendar` (./it-calendar.ts), the privacy rights' `itPrivacy` (./it-privacy.ts), the
 * public pages' `itPublic`, the settings' `itSettings`, the articles' `itContent`, the booking's
 * and patients' `itBooking`, the sign-in and registration's `itAuth`, the appointments' screens'
 * `itAppointments` and a new doctor's setup steps' `itOnboarding` (issue 27).
 */
export const it = {
  ...coreMessages, ...shellMessages, ...contentMessages, ...appointmentStateMessages,
  ...assistantMessages,
  ...legalMessages,
  ...doctorPathMessages,
} as const;

/** Error code names of the spec (§8 backend status mapping), keyed by HTTP status. */
export const errorCodeByStatus: Record<number, string> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  499: 'cancelled',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline-exceeded',
};
