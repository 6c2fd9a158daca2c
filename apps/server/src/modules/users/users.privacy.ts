import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userSectors, users, type UserRow } from '../../db/schema/users';
import { itPrivacy } from '@sanity/shared/i18n/it-privacy';

/**
 * The users feature's part of the privacy rights (issue 13, ADR 0014): the account row for the
 * export, and the tombstone it becomes when the owner deletes the account.
 */
export const usersPrivacy = {
  async profileOf(db: Db, userId: string): Promise<{ row: UserRow; sectorIds: string[] } | null> {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row) return null;
    const sectors = await db.select({ id: userSectors.sectorId }).from(userSectors).where(eq(userSectors.userId, userId)).orderBy(asc(userSectors.sectorId));
    return { row, sectorIds: sectors.map((s) => s.id) };
  },

  /** Locks the account's row for the caller's transaction; false when it is gone or already erased (a concurrent deletion won). */
  async lockLive(db: Db, userId: string): Promise<boolean> {
    const [row] = await db.select({ erasedAt: users.erasedAt }).from(users).where(eq(users.id, userId)).for('update');
    return row !== undefined && row.erasedAt === null;
  },

  /**
   * Replaces every personal field of the row and keeps it, so that the doctors' anonymised
   * appointments keep their key (deleting it would cascade to them). The e-mail becomes a random,
   * unique `erased-…@invalid`: the address is free for a new registration at once.
   */
  async tombstone(db: Db, userId: string, now: Date): Promise<void> {
    const erased = itPrivacy.erasedName;
    await db.delete(userSectors).where(eq(userSectors.userId, userId));
    await db
      .update(users)
      .set({
        name: erased,
        displayName: erased,
        nome: '',
        cognome: '',
        email: `erased-${randomBytes(12).toString('hex')}@invalid`,
        passwordHash: null,
        googleSub: null,
        telefono: null,
        avatar: null,
        indirizzo: null,
        cap: null,
        citta: null,
        provincia: null,
        specialization: null,
        licenseNumber: null,
        licenseProvince: null,
        biografia: null,
        emailVerifiedAt: null,
        isDisabled: true,
        disabledAt: null,
        disabledReason: null,
        doctorRejectionReason: null,
        ultimoLogin: null,
        erasedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
  },
};
