/**
 * Page sizes of the appointments lists and /crm (docs/api.md "Appointments"). Plain constants,
 * apart from the zod schemas, so the web's list screens read them without bringing zod along.
 * The maximum of the appointments lists stays 500, the old silent cut, so a client that asked
 * `limit=500` before is still answered.
 */
export const APPOINTMENTS_PAGE_DEFAULT = 100;
export const APPOINTMENTS_PAGE_MAX = 500;
/** The doctor's patients (GET /api/crm/patients) and one patient's history. */
export const CRM_PAGE_DEFAULT = 50;
export const CRM_PAGE_MAX = 200;
/** An opaque cursor is short (a kind, an instant and an id); anything longer is not one of ours. */
export const PAGE_CURSOR_MAX_LENGTH = 500;
