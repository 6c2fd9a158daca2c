/**
 * Limits of the admin's accounts screen (issue 13). Plain constants apart from the zod schemas, so
 * the web reads them without bringing zod along.
 */
export const ADMIN_USERS_PAGE_DEFAULT = 25;
export const ADMIN_USERS_PAGE_MAX = 100;
/** A search longer than this cannot be a name or an address anyway. */
export const ADMIN_USERS_QUERY_MAX = 100;
/** Why an account was disabled: a few words at least, a paragraph at most. */
export const DISABLE_REASON_MIN = 3;
export const DISABLE_REASON_MAX = 500;
