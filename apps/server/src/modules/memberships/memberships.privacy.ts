import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { membershipActivations } from '../../db/schema/memberships';

/** The memberships' part of the privacy rights (issue 13): the account's activations in the export, deleted with the account. */
export const membershipsPrivacy = {
  async of(db: Db, userId: string) {
    const rows = await db.select().from(membershipActivations).where(eq(membershipActivations.userId, userId)).orderBy(asc(membershipActivations.activatedAt));
    return rows.map((r) => ({ membershipId: r.membershipId, activatedAt: r.activatedAt.toISOString(), expiresAt: r.expiresAt.toISOString() }));
  },
  async erase(db: Db, userId: string): Promise<void> {
    await db.delete(membershipActivations).where(eq(membershipActivations.userId, userId));
  },
};
