/**
 * Page sizes of the audit log's lists (docs/api.md "Admin and privacy (issue 13)"). Plain constants,
 * apart from the zod schemas, so the web's screens read them without bringing zod along.
 */
/** GET /api/account/access-log: the patient's own entries. */
export const ACCESS_LOG_PAGE_DEFAULT = 20;
export const ACCESS_LOG_PAGE_MAX = 100;
/** GET /api/admin/audit: the whole log. */
export const ADMIN_AUDIT_PAGE_DEFAULT = 50;
export const ADMIN_AUDIT_PAGE_MAX = 200;
