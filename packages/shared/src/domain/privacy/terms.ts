/**
 * The versions of the documents an account accepts when it registers (issue 13, consent): the
 * terms and conditions every account accepts, and the professionals' terms a doctor accepts too.
 * A new text gets a new version (its date); the accepted version and when are kept per account in
 * `user_consents` and shown in Settings › Privacy e dati and in the data export.
 */
export const TERMS_VERSION = '2026-11-23';
export const DOCTOR_TERMS_VERSION = '2026-11-23';

/**
 * The notices a person reads rather than accepts (issue 24): the privacy notice (GDPR art. 13) and
 * the cookie statement. Their version is shown on the page and changes with their text, like the
 * terms' above; registration accepts the terms "having read" the privacy notice of this version.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-24';
export const COOKIE_NOTICE_VERSION = '2026-11-24';

/**
 * The explicit consent to the processing of health data (GDPR art. 9(2)(a)) that a booking with
 * answers to the doctor's intake questions carries (issue 24): the text of the checkbox in the
 * booking dialog and of the privacy notice's section on health data. Stored on the appointment with
 * the time it was given; a new text gets a new version.
 */
export const HEALTH_DATA_CONSENT_VERSION = '2026-11-24';

export type ConsentDocument = 'terms' | 'doctor-terms';

/** The documents a new account of this role accepts, with their current versions. */
export function consentsForRole(role: 'user' | 'doctor' | 'professionista'): Array<{ document: ConsentDocument; version: string }> {
  const terms = { document: 'terms' as const, version: TERMS_VERSION };
  return role === 'user' ? [terms] : [terms, { document: 'doctor-terms' as const, version: DOCTOR_TERMS_VERSION }];
}
