import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';

/** The two writes of a followed verification link (ADR 0012). */
export function createVerificationRepository() {
  return {
    /** Inside the transaction (on PGlite a read outside it would wait for it to end). */
    async findUser(tx: Db, userId: string): Promise<{ id: string; email: string; isDisabled: boolean } | undefined> {
      const [row] = await tx
        .select({ id: users.id, email: users.email, isDisabled: users.isDisabled })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /** Marks the account's current address verified, if it is still `email`; false when it changed meanwhile. */
    async markVerified(tx: Db, userId: string, email: string, at: Date): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ emailVerifiedAt: at, updatedAt: at })
        .where(and(eq(users.id, userId), eq(users.email, email), isNull(users.emailVerifiedAt)))
        .returning({ id: users.id });
      if (rows.length > 0) return true;
      const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.email === email;
    },

    /** Replaces the account's address with a proven one (the unique index refuses an address taken meanwhile). */
    async replaceEmail(tx: Db, userId: string, email: string, at: Date): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ email, emailVerifiedAt: at, updatedAt: at })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}
