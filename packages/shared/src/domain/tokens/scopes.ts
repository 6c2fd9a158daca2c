/**
 * Issue 31 point 3: what a personal access token may do. A token reaches only the FHIR API and the
 * webhook API; the app's own routes refuse it whatever its scopes.
 * - appointments:read: the patient's own appointments and Patient resource (FHIR);
 * - agenda:read: a doctor's agenda and patients (FHIR), doctors only;
 * - webhooks:manage: the webhook API, doctors (their practice) and the admin (the platform).
 */
export const TOKEN_SCOPES = ['appointments:read', 'agenda:read', 'webhooks:manage'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** Every token starts with this: a secret scanner (and a person) recognises it. */
export const TOKEN_PREFIX = 'snt_';

/** How many tokens one account may hold (revoked ones do not count). */
export const TOKENS_PER_ACCOUNT_MAX = 20;

/** The scopes an account may put on its tokens: a patient only reads their own appointments. */
export function grantableScopes(account: { isDoctor: boolean; isAdmin: boolean }): TokenScope[] {
  const scopes: TokenScope[] = ['appointments:read'];
  if (account.isDoctor) scopes.push('agenda:read');
  if (account.isDoctor || account.isAdmin) scopes.push('webhooks:manage');
  return scopes;
}
