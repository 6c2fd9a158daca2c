import { doctorDisplayName } from '@sanity/shared/domain/names';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { follows } from '../../db/schema/follows';
import { users } from '../../db/schema/users';

/** The follows' part of the privacy rights (issue 13): the doctors followed (by name) in the export, deleted with the account. */
export const followsPrivacy = {
  async of(db: Db, userId: string) {
    const rows = await db
      .select({ doctorId: follows.doctorId, since: follows.createdAt, displayName: users.displayName, name: users.name })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.doctorId))
      .where(eq(follows.followerId, userId))
      .orderBy(asc(follows.createdAt));
    return rows.map((r) => ({ doctorId: r.doctorId, doctorName: doctorDisplayName(r), since: r.since.toISOString() }));
  },
  async erase(db: Db, userId: string): Promise<void> {
    await db.delete(follows).where(eq(follows.followerId, userId));
  },
};
