import { doctorDisplayName } from '@sanity/shared/domain/names';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/privacy';
import { users } from '../../db/schema/users';
import { itPrivacy } from '@sanity/shared/i18n/it-privacy';

/**
 * The audit log's part of the export (issue 13): who read or changed the account's data, by
 * name for a doctor and as 'Amministratore' for an admin (the admin's name is not the patient's
 * business; the entry says the role).
 */
function whoOf(r: { actorId: string; actorRole: string; displayName: string | null; name: string | null }, subjectId: string): string {
  if (r.actorId === subjectId) return itPrivacy.roleUser;
  if (r.actorRole === 'doctor' && r.displayName !== null) return doctorDisplayName({ displayName: r.displayName, name: r.name });
  return r.actorRole === 'system' ? itPrivacy.system : itPrivacy.admin;
}

export const auditPrivacy = {
  async aboutSubject(db: Db, subjectId: string) {
    const rows = await db
      .select({ at: auditLog.at, actorId: auditLog.actorId, actorRole: auditLog.actorRole, action: auditLog.action, targetId: auditLog.targetId, displayName: users.displayName, name: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(eq(auditLog.subjectId, subjectId))
      .orderBy(asc(auditLog.at), asc(auditLog.id));
    return rows.map((r) => ({
      at: r.at.toISOString(),
      who: whoOf(r, subjectId),
      role: r.actorRole,
      action: r.action,
      targetId: r.targetId,
    }));
  },
};
