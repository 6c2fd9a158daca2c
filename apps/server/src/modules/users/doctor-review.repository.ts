import type { DoctorReviewStatus } from '@sanity/shared/domain/doctors/review';
import type { AdminDoctorFilter } from '@sanity/shared/schemas/doctor-review';
import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sectors } from '../../db/schema/sectors';
import { userSectors, users, type UserRow } from '../../db/schema/users';

/** The review columns written together (ADR 0013). */
export interface DoctorReviewWrite {
  isVerified: boolean;
  doctorRejectionReason: string | null;
  /** Left as it is when undefined (asking again keeps the last review's time). */
  doctorReviewedAt?: Date;
}

const doctorRole = sql`${users.role} in ('doctor', 'professionista')`;

/** The rows of one review state, as the status derivation reads the columns. */
export function reviewStatusCondition(status: DoctorReviewStatus): SQL {
  if (status === 'approved') return eq(users.isVerified, true);
  if (status === 'rejected') return and(eq(users.isVerified, false), isNotNull(users.doctorRejectionReason))!;
  return and(eq(users.isVerified, false), isNull(users.doctorRejectionReason))!;
}

/** The exact, sortable text of created_at (UTC, microseconds), for the keyset cursor. */
const createdKey = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The admin's review queue over `users` (which the users feature owns): doctors by review state,
 * oldest registration first; erased accounts are never listed.
 */
export function createDoctorReviewRepository(db: Db) {
  return {
    async list(status: AdminDoctorFilter, after: { at: string; id: string } | undefined, limit: number): Promise<Array<{ user: UserRow; sortKey: string }>> {
      return db
        .select({ user: users, sortKey: createdKey })
        .from(users)
        .where(
          and(
            doctorRole,
            isNull(users.erasedAt),
            // 'name-change': approved doctors whose new name waits for the admin (issue 24).
            status === 'name-change' ? and(reviewStatusCondition('approved'), isNotNull(users.pendingNome)) : reviewStatusCondition(status),
            after ? sql`(${users.createdAt}, ${users.id}) > (${after.at}::timestamptz, ${after.id})` : undefined,
          ),
        )
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(limit);
    },

    /** Each user's sectors with their names (inactive ones included: the admin sees what was chosen). */
    async sectorsOf(userIds: readonly string[]): Promise<Map<string, Array<{ id: string; name: string }>>> {
      const out = new Map<string, Array<{ id: string; name: string }>>(userIds.map((id) => [id, []]));
      if (userIds.length === 0) return out;
      const rows = await db
        .select({ userId: userSectors.userId, id: sectors.id, name: sectors.name })
        .from(userSectors)
        .innerJoin(sectors, eq(sectors.id, userSectors.sectorId))
        .where(inArray(userSectors.userId, [...userIds]))
        .orderBy(asc(sectors.name));
      for (const row of rows) out.get(row.userId)?.push({ id: row.id, name: row.name });
      return out;
    },

    /**
     * Writes the review of a doctor only while it is in one of the states `from` (checked by the
     * update itself, so two admins deciding at once cannot both succeed); undefined when nothing changed.
     */
    async setReview(id: string, write: DoctorReviewWrite, from: readonly DoctorReviewStatus[], now: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...write, updatedAt: now })
        .where(and(eq(users.id, id), doctorRole, isNull(users.erasedAt), or(...from.map(reviewStatusCondition))))
        .returning();
      return row;
    },

    async countPending(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(doctorRole, isNull(users.erasedAt), eq(users.isDisabled, false), reviewStatusCondition('pending')));
      return row?.n ?? 0;
    },
  };
}
