import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notificationPreferences, phoneVerifications } from '../../../db/schema/reminders';

export type PreferencesRow = typeof notificationPreferences.$inferSelect;
export type VerificationRow = typeof phoneVerifications.$inferSelect;

/** The opt-out link's secret: 16 random bytes (22 URL-safe characters: it is in every SMS, which counts characters). */
export const newOptOutToken = () => randomBytes(16).toString('base64url');

/** The rows of one person's channels and their pending phone code (issue 26). */
export function createPreferencesRepository(db: Db) {
  return {
    async find(userId: string): Promise<PreferencesRow | undefined> {
      const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)).limit(1);
      return row;
    },

    async findByOptOutToken(token: string): Promise<PreferencesRow | undefined> {
      const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.optOutToken, token)).limit(1);
      return row;
    },

    /** The row with its defaults (e-mail on, SMS off) and its opt-out secret, made on first use; the existing one otherwise. */
    async ensure(userId: string, now: Date): Promise<PreferencesRow> {
      await db.insert(notificationPreferences).values({ userId, optOutToken: newOptOutToken(), updatedAt: now }).onConflictDoNothing({ target: notificationPreferences.userId });
      const row = await this.find(userId);
      if (!row) throw new Error('notification preferences: row missing after insert');
      return row;
    },

    async update(userId: string, set: Partial<Omit<PreferencesRow, 'userId' | 'optOutToken'>>, now: Date): Promise<void> {
      await db.update(notificationPreferences).set({ ...set, updatedAt: now }).where(eq(notificationPreferences.userId, userId));
    },

    async verification(userId: string): Promise<VerificationRow | undefined> {
      const [row] = await db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId)).limit(1);
      return row;
    },

    /** The row locked for this transaction: two requests of one account count their codes one after the other. */
    async lockVerification(userId: string): Promise<VerificationRow | undefined> {
      const [row] = await db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId)).limit(1).for('update');
      return row;
    },

    async saveVerification(row: VerificationRow): Promise<void> {
      const { phone, codeHash, expiresAt, attempts, sends, windowStartedAt } = row;
      await db.insert(phoneVerifications).values(row).onConflictDoUpdate({ target: phoneVerifications.userId, set: { phone, codeHash, expiresAt, attempts, sends, windowStartedAt } });
    },

    async updateVerification(userId: string, set: Partial<Omit<VerificationRow, 'userId'>>): Promise<void> {
      await db.update(phoneVerifications).set(set).where(eq(phoneVerifications.userId, userId));
    },
  };
}
