/**
 * The versions of the documents an account accepts when it registers (issue 13, consent): the
 * terms and conditions every account accepts, and the professionals' terms a doctor accepts too.
 * A new text gets a new version (its date); the accepted version and when are kept per account in
 * `user_consents` and shown in Settings › Privacy e dati and in the data export.
 */
export const TERMS_VERSION = '2026-11-23';
export const DOCTOR_TERMS_VERSION = '2026-11-23';

export type ConsentDocument = 'terms' | 'doctor-terms';

/** The documents a new account of this role accepts, with their current versions. */
export function consentsForRole(role: 'user' | 'doctor' | 'professionista'): Array<{ document: ConsentDocument; version: string }> {
  const terms = { document: 'terms' as const, version: TERMS_VERSION };
  return role === 'user' ? [terms] : [terms, { document: 'doctor-terms' as const, version: DOCTOR_TERMS_VERSION }];
}
