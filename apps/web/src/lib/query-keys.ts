/**
 * Query keys shared by several features, so none of them has to import another for a key.
 *
 * Every query about doctors starts with `doctorsQueryKey`: the directory, a profile and its services
 * (features/doctors) and a doctor's weekly hours (features/booking). A change that alters what a doctor
 * shows — their profile (users), their practice (practice), an article's favourite count (articles) —
 * refreshes them all with one invalidation of this prefix.
 */
export const doctorsQueryKey = ['doctors'] as const;

/**
 * The signed-in doctor's setup checklist (GET /api/practice/readiness). Refreshed by every save that
 * can complete a step: profile and picture (users), practice address and configuration (practice).
 */
export const readinessQueryKey = ['practice', 'readiness'] as const;

/**
 * Every appointments query (the sidebar, /appuntamenti, a detail, /crm) starts with this key, so a
 * booking (booking), a cancellation (appointments) or a calendar conflict resolved by cancelling
 * (calendar) refreshes them all without importing the appointments feature.
 */
export const appointmentsQueryKey = ['appointments'] as const;

/**
 * Settings › 'Privacy e dati' (GET /api/account/privacy): how the account confirms its deletion and, since
 * issue 30, how many family members it holds; a change to the family (features/family) refreshes it.
 */
export const privacyQueryKey = ['account', 'privacy'] as const;
