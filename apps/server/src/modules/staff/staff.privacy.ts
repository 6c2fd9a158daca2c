import { doctorDisplayName } from '@sanity/shared/domain/names';
import type { DataExport } from '@sanity/shared/schemas/privacy';
import { asc, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffMembers } from '../../db/schema/staff';
import { users } from '../../db/schema/users';

const STATUS_WORD = { invited: 'invitata', active: 'attiva', revoked: 'revocata' } as const;
/** Enough for any practice (at most 20 live collaborators, ADR 0035) and its history of revoked ones. */
const EXPORT_MAX = 500;

/**
 * The collaborators' part of the privacy rights (issue 30). Export: the practices the account works
 * or worked for as staff, and a doctor's collaborators, never an invitation link nor its hash.
 * Erasure: a person who deletes their account leaves every practice at once, and no practice keeps
 * their address (the invitations to it go too). The audit log keeps only ids (ADR 0015).
 */
export const staffPrivacy = {
  async of(db: Db, userId: string): Promise<DataExport['staff']> {
    const doctorName = { displayName: users.displayName, name: users.name, nome: users.nome, cognome: users.cognome };
    const [practices, collaborators] = await Promise.all([
      db
        .select({ acceptedAt: staffMembers.acceptedAt, invitedAt: staffMembers.invitedAt, clinical: staffMembers.clinical, revokedAt: staffMembers.revokedAt, doctor: doctorName })
        .from(staffMembers)
        .innerJoin(users, eq(users.id, staffMembers.doctorId))
        .where(eq(staffMembers.accountId, userId))
        .orderBy(asc(users.displayName), asc(staffMembers.invitedAt))
        .limit(EXPORT_MAX),
      db
        .select({ row: staffMembers, account: { ...doctorName, erasedAt: users.erasedAt } })
        .from(staffMembers)
        .leftJoin(users, eq(users.id, staffMembers.accountId))
        .where(eq(staffMembers.doctorId, userId))
        .orderBy(desc(staffMembers.invitedAt), desc(staffMembers.id))
        .limit(EXPORT_MAX),
    ]);
    return {
      practices: practices.map((r) => ({
        doctorName: doctorDisplayName(r.doctor),
        since: (r.acceptedAt ?? r.invitedAt).toISOString(),
        clinical: r.clinical,
        revokedAt: r.revokedAt?.toISOString() ?? null,
      })),
      collaborators: collaborators.map(({ row, account }) => ({
        name: account && !account.erasedAt ? doctorDisplayName(account) : null,
        email: row.email,
        status: STATUS_WORD[row.status],
        invitedAt: row.invitedAt.toISOString(),
        since: row.acceptedAt?.toISOString() ?? null,
        clinical: row.clinical,
        revokedAt: row.revokedAt?.toISOString() ?? null,
      })),
    };
  },

  async erase(tx: Db, userId: string, email: string): Promise<void> {
    await tx.delete(staffMembers).where(or(eq(staffMembers.accountId, userId), eq(staffMembers.email, email.toLowerCase())));
  },
};
