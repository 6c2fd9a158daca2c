import { z } from 'zod';
import { PAGE_CURSOR_MAX_LENGTH } from '../domain/appointments/list-pages';
import { ACCESS_LOG_PAGE_DEFAULT, ACCESS_LOG_PAGE_MAX, ADMIN_AUDIT_PAGE_DEFAULT, ADMIN_AUDIT_PAGE_MAX } from '../domain/privacy/audit-log';
import { it } from '../i18n/it';
import { itAdmin } from '../i18n/it-admin';
import { id, text } from './fields';

/**
 * The audit log (issue 13 point 7, ADR 0015): GET /api/account/access-log (who read or changed the
 * caller's data) and GET /api/admin/audit (the whole log, admins only). Newest first, keyset pages.
 */
const invalid = it.validation.invalidRequest;


/** Every action name the log may hold: the keys of the catalogue's labels (the server checks they match its `AuditAction`). */
export type AuditActionName = keyof typeof itAdmin.audit.actions;
export const AUDIT_ACTION_NAMES = Object.keys(itAdmin.audit.actions) as [AuditActionName, ...AuditActionName[]];

const limit = (max: number, fallback: number) =>
  z.coerce.number({ message: invalid }).int({ message: invalid }).min(1, { message: invalid }).max(max, { message: invalid }).default(fallback);
const cursor = text().max(PAGE_CURSOR_MAX_LENGTH, { message: invalid }).optional();

/** ?limit&cursor of GET /api/account/access-log. */
export const AccessLogQuerySchema = z.object({ limit: limit(ACCESS_LOG_PAGE_MAX, ACCESS_LOG_PAGE_DEFAULT), cursor });
export type AccessLogQuery = z.infer<typeof AccessLogQuerySchema>;

/**
 * Who acted, as the patient may know it: a doctor by name ('doctor'), any admin as
 * 'Amministratore' ('admin': which admin is not revealed), a deleted account as 'Account
 * eliminato' ('deleted'), a doctor's collaborator as 'Anna Verdi, segreteria del Dott. Marco Bianchi' ('staff', issue 30).
 */
export const AccessLogActorKindSchema = z.enum(['doctor', 'admin', 'deleted', 'other', 'staff']);

/** One entry of the caller's access log. */
export const AccessLogEntrySchema = z.object({
  id: z.string(),
  /** When (ISO instant). */
  at: z.string(),
  actorName: z.string(),
  actorKind: AccessLogActorKindSchema,
  /** The stable action name (`crm.patient.read`, …) and its Italian label. */
  action: z.string(),
  label: z.string(),
  /** For an appointment read: when that appointment is (null once it no longer exists). */
  appointmentAt: z.string().nullable(),
});
export type AccessLogEntry = z.infer<typeof AccessLogEntrySchema>;

export const AccessLogPageSchema = z.object({ entries: z.array(AccessLogEntrySchema), nextCursor: z.string().nullable() });
export type AccessLogPage = z.infer<typeof AccessLogPageSchema>;

/** ?actorId&subjectId&action&limit&cursor of GET /api/admin/audit; the filters combine (and). */
export const AdminAuditQuerySchema = z.object({
  actorId: id().optional(),
  subjectId: id().optional(),
  action: z.enum(AUDIT_ACTION_NAMES, { message: invalid }).optional(),
  limit: limit(ADMIN_AUDIT_PAGE_MAX, ADMIN_AUDIT_PAGE_DEFAULT),
  cursor,
});
export type AdminAuditQuery = z.infer<typeof AdminAuditQuerySchema>;

export const AuditActorRoleSchema = z.enum(['doctor', 'admin', 'patient', 'system', 'staff']);

/** An account named in an admin's entry: its id and current display name ('Account eliminato' once gone). */
const AuditPartySchema = z.object({ id: z.string(), name: z.string() });

/** One entry as the admin sees it: both parties by name, the target id and the details (ids, flags, counts). */
export const AdminAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: AuditPartySchema.extend({ role: AuditActorRoleSchema }),
  /** Issue 30: whom the actor acted for (a staff member: the doctor); null when for itself. */
  onBehalfOf: AuditPartySchema.nullable(),
  /** Null for actions on platform data (a sector, a plan, the settings). */
  subject: AuditPartySchema.nullable(),
  action: z.string(),
  label: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

export const AdminAuditPageSchema = z.object({ entries: z.array(AdminAuditEntrySchema), nextCursor: z.string().nullable() });
export type AdminAuditPage = z.infer<typeof AdminAuditPageSchema>;
