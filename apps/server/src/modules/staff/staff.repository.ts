import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffMembers, type StaffMemberRow } from '../../db/schema/staff';
import { users } from '../../db/schema/users';

export type { StaffMemberRow };

/** A member with the account that accepted, when one did. */
export interface ListedMember {
  row: StaffMemberRow;
  account: { id: string; displayName: string; nome: string; cognome: string; email: string; erasedAt: Date | null } | null;
}

/** The staff_members table (issue 30). */
export function createStaffRepository(db: Db) {
  return {
    /**
     * The access check of a staff request: the active row of (account, doctor), one indexed statement.
     * A disabled or erased doctor's practice is nobody's to manage.
     */
    async activeMembership(accountId: string, doctorId: string): Promise<{ clinical: boolean } | null> {
      const [row] = await db
        .select({ clinical: staffMembers.clinical })
        .from(staffMembers)
        .innerJoin(users, eq(users.id, staffMembers.doctorId))
        .where(and(eq(staffMembers.accountId, accountId), eq(staffMembers.doctorId, doctorId), eq(staffMembers.status, 'active'), eq(users.isDisabled, false), sql`${users.erasedAt} is null`))
        .limit(1);
      return row ?? null;
    },

    /** The practices an account works for: its active rows with their doctors (not disabled or erased). */
    practicesOf(accountId: string) {
      return db
        .select({ doctorId: staffMembers.doctorId, clinical: staffMembers.clinical, doctor: { displayName: users.displayName, name: users.name, nome: users.nome, cognome: users.cognome } })
        .from(staffMembers)
        .innerJoin(users, eq(users.id, staffMembers.doctorId))
        .where(and(eq(staffMembers.accountId, accountId), eq(staffMembers.status, 'active'), eq(users.isDisabled, false), sql`${users.erasedAt} is null`))
        .orderBy(users.displayName)
        .limit(50);
    },

    async listOf(doctorId: string, limit: number): Promise<ListedMember[]> {
      const rows = await db
        .select({
          row: staffMembers,
          account: { id: users.id, displayName: users.displayName, nome: users.nome, cognome: users.cognome, email: users.email, erasedAt: users.erasedAt },
        })
        .from(staffMembers)
        .leftJoin(users, eq(users.id, staffMembers.accountId))
        .where(eq(staffMembers.doctorId, doctorId))
        .orderBy(desc(staffMembers.invitedAt), desc(staffMembers.id))
        .limit(limit);
      return rows.map((r) => ({ row: r.row, account: r.account?.id ? r.account : null }));
    },

    async findOf(doctorId: string, id: string): Promise<ListedMember | null> {
      const [r] = await db
        .select({
          row: staffMembers,
          account: { id: users.id, displayName: users.displayName, nome: users.nome, cognome: users.cognome, email: users.email, erasedAt: users.erasedAt },
        })
        .from(staffMembers)
        .leftJoin(users, eq(users.id, staffMembers.accountId))
        .where(and(eq(staffMembers.doctorId, doctorId), eq(staffMembers.id, id)))
        .limit(1);
      return r ? { row: r.row, account: r.account?.id ? r.account : null } : null;
    },

    findById: async (id: string): Promise<StaffMemberRow | null> => (await db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1))[0] ?? null,

    findByTokenHash: async (hash: string): Promise<StaffMemberRow | null> =>
      (await db.select().from(staffMembers).where(eq(staffMembers.tokenHash, hash)).limit(1))[0] ?? null,

    /** How many invited or active rows the doctor has (the cap), counted under the doctor's advisory lock. */
    async countLive(doctorId: string): Promise<number> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`staff:${doctorId}`}, 0))`);
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(staffMembers).where(and(eq(staffMembers.doctorId, doctorId), ne(staffMembers.status, 'revoked')));
      return row?.n ?? 0;
    },

    insert: async (row: typeof staffMembers.$inferInsert): Promise<StaffMemberRow> => (await db.insert(staffMembers).values(row).returning())[0]!,

    /** Changes a row that is still in one of `statuses`; null when it is not (changed meanwhile). */
    async update(id: string, statuses: ReadonlyArray<StaffMemberRow['status']>, set: Partial<typeof staffMembers.$inferInsert>): Promise<StaffMemberRow | null> {
      const [row] = await db
        .update(staffMembers)
        .set(set)
        .where(and(eq(staffMembers.id, id), inArray(staffMembers.status, [...statuses])))
        .returning();
      return row ?? null;
    },
  };
}
