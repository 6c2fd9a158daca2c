import { coreMessages } from './it/core';
import { authMessages } from './it/auth';
import { shellMessages } from './it/shell';
import { practiceMessages } from './it/practice';
import { contentMessages } from './it/content';
import { appointmentsMessages } from './it/appointments';
import { practiceAddressMessages } from './it/practice-address';
import { practiceHoursMessages } from './it/practice-hours';
import { onboardingMessages } from './it/onboarding';
import { assistantMessages } from './it/assistant';
import { securityMessages } from './it/security';
import { adminDoctorsMessages } from './it/admin-doctors';
import { legalMessages } from './it/legal';
import { doctorPathMessages } from './it/doctor-path';

/**
 * Every user-facing Italian string of the platform, written once. The spec's texts are used
 * verbatim; strings the spec does not give are marked "(nostro)" in docs/ux-choices.md.
 * Sections live by feature in ./it/*.ts; this object joins them, so callers keep one `it`. The admin
 * area's and the audit log's strings are `itAdmin` (./it-admin.ts) the calendar's `itCalendar`
 * (./it-calendar.ts) and the privacy rights' `itPrivacy` (./it-privacy.ts), out of every page's first load.
 */
export const it = {
  ...coreMessages, ...authMessages, ...shellMessages, ...practiceMessages, ...contentMessages, ...appointmentsMessages,
  ...practiceAddressMessages,
  ...practiceHoursMessages,
  ...onboardingMessages,
  ...assistantMessages,
  ...securityMessages,
  ...adminDoctorsMessages,
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
