import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { familyMembers, type FamilyMemberRow } from '../../db/schema/family';

export type NewFamilyMemberRow = typeof familyMembers.$inferInsert;

/** The family members' own table (issue 30). */
export function createFamilyRepository(db: Db) {
  return {
    async byId(id: string): Promise<FamilyMemberRow | undefined> {
      const [row] = await db.select().from(familyMembers).where(eq(familyMembers.id, id)).limit(1);
      return row;
    },

    /** Locks the row for the caller's transaction (an invitation accepted twice at once moves the history once). */
    async lockById(id: string): Promise<FamilyMemberRow | undefined> {
      const [row] = await db.select().from(familyMembers).where(eq(familyMembers.id, id)).for('update').limit(1);
      return row;
    },

    async byInviteHash(hash: string): Promise<FamilyMemberRow | undefined> {
      const [row] = await db.select().from(familyMembers).where(eq(familyMembers.inviteTokenHash, hash)).limit(1);
      return row;
    },

    /** A holder's members (bounded by FAMILY_MEMBERS_MAX) with how many appointments each still has with the holder. */
    async ofHolder(holderId: string): Promise<Array<{ row: FamilyMemberRow; appointmentCount: number }>> {
      return db
        .select({
          row: familyMembers,
          appointmentCount: sql<number>`(select count(*)::int from ${appointments} a where a.family_member_id = ${familyMembers.id})`,
        })
        .from(familyMembers)
        .where(eq(familyMembers.holderId, holderId))
        .orderBy(sql`${familyMembers.handedOverAt} is not null`, asc(familyMembers.nome), asc(familyMembers.cognome), asc(familyMembers.id));
    },

    async countOfHolder(holderId: string): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(familyMembers).where(eq(familyMembers.holderId, holderId));
      return row?.n ?? 0;
    },

    async appointmentCount(memberId: string): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(appointments).where(eq(appointments.familyMemberId, memberId));
      return row?.n ?? 0;
    },

    async insert(row: NewFamilyMemberRow): Promise<FamilyMemberRow> {
      const [inserted] = await db.insert(familyMembers).values(row).returning();
      return inserted!;
    },

    async update(id: string, values: Partial<NewFamilyMemberRow>): Promise<FamilyMemberRow> {
      const [updated] = await db.update(familyMembers).set(values).where(eq(familyMembers.id, id)).returning();
      return updated!;
    },

    async remove(id: string): Promise<void> {
      await db.delete(familyMembers).where(eq(familyMembers.id, id));
    },

    /** Privacy: every member of a holder, for the export; how many are still in their care. */
    all: (holderId: string) => db.select().from(familyMembers).where(eq(familyMembers.holderId, holderId)).orderBy(asc(familyMembers.createdAt), asc(familyMembers.id)),
    async handedOverCount(holderId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(familyMembers)
        .where(and(eq(familyMembers.holderId, holderId), isNotNull(familyMembers.handedOverAt)));
      return row?.n ?? 0;
    },
    /** Privacy: the holder's members go with the holder (their appointments first, by the appointments' erasure). */
    async eraseOfHolder(holderId: string): Promise<number> {
      const gone = await db.delete(familyMembers).where(eq(familyMembers.holderId, holderId)).returning({ id: familyMembers.id });
      return gone.length;
    },
  };
}
export type FamilyRepository = ReturnType<typeof createFamilyRepository>;
