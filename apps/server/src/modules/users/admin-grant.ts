import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import type { Db } from '../../db/client';
import type { AuditService } from '../audit/audit.service';

export type AdminGrantResult = 'granted' | 'revoked' | 'unchanged' | 'not-found';

/**
 * Gives or takes the admin flag by e-mail, for the operator at the console (`npm run admin`): a
 * platform without demo data has no admin until someone is made one, and only an admin approves
 * doctors. Erased accounts are never found. Recorded in the audit log as the system's action.
 */
export async function setAdminByEmail(db: Db, audit: AuditService, email: string, admin: boolean): Promise<AdminGrantResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, admin: users.admin, erasedAt: users.erasedAt })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()))
      .for('update');
    if (!row || row.erasedAt) return 'not-found';
    const flag = admin ? 1 : 0;
    if (row.admin === flag) return 'unchanged';
    await tx.update(users).set({ admin: flag }).where(eq(users.id, row.id));
    await audit.record({ actorId: 'console', actorRole: 'system', subjectId: row.id, action: admin ? 'admin.user.grant-admin' : 'admin.user.revoke-admin' }, tx);
    return admin ? 'granted' : 'revoked';
  });
}
