import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AppointmentLinkPurpose } from '@sanity/shared/schemas/reschedule';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentActionTokens } from '../../db/schema/schedule';

/** What a signed link is for a visit now. */
export type ActionLinkState = 'ok' | 'unknown' | 'used' | 'changed' | 'expired';

const hashOf = (raw: string) => createHash('sha256').update(raw).digest('hex');

/**
 * The signed links of an appointment (issue 25: after a doctor's move the patient may pick another
 * time or cancel without signing in). Only the SHA-256 of a token is stored; a token is single use
 * and expires when the visit starts. Its `expires_at` IS that start: a link whose appointment has
 * moved since (its start is no longer the expiry) or was cancelled no longer works, with no extra
 * column to keep in step.
 */
export function createActionLinks(db: Db) {
  return {
    /**
     * A new token for each purpose, for the visit as it is now (`startsAt`), in one statement (all
     * or none, without a transaction of its own); the raw tokens for the message.
     */
    async issue<P extends AppointmentLinkPurpose>(appointmentId: string, purposes: readonly P[], startsAt: Date, now: Date): Promise<Record<P, string>> {
      const tokens = {} as Record<P, string>;
      // The SMS's manage link carries 128 random bits (22 characters) so that the SMS keeps its
      // address link within its length; the e-mails' links keep 256. Either is past guessing.
      for (const purpose of purposes) tokens[purpose] = randomBytes(purpose === 'manage' ? 16 : 32).toString('base64url');
      await db
        .insert(appointmentActionTokens)
        .values(purposes.map((purpose) => ({ id: randomUUID(), appointmentId, purpose, tokenHash: hashOf(tokens[purpose]), expiresAt: startsAt, createdAt: now })));
      return tokens;
    },

    /** The token's row (any state), or null for a token we never issued. */
    async find(raw: string) {
      const [row] = await db.select().from(appointmentActionTokens).where(eq(appointmentActionTokens.tokenHash, hashOf(raw))).limit(1);
      return row ?? null;
    },

    /**
     * Marks the token used in the caller's transaction, only while it is unused, unexpired and the
     * appointment still starts at its expiry; false otherwise. One statement: two clicks racing on
     * the same link cannot both pass.
     */
    async consume(tx: Db, raw: string, purpose: AppointmentLinkPurpose, startsAt: Date, now: Date): Promise<boolean> {
      const used = await tx
        .update(appointmentActionTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(appointmentActionTokens.tokenHash, hashOf(raw)),
            eq(appointmentActionTokens.purpose, purpose),
            isNull(appointmentActionTokens.usedAt),
            gt(appointmentActionTokens.expiresAt, now),
            eq(appointmentActionTokens.expiresAt, startsAt),
          ),
        )
        .returning({ id: appointmentActionTokens.id });
      return used.length > 0;
    },
  };
}

/**
 * A link's state against its appointment as it is now: used, then changed (moved or cancelled), then
 * expired. A used 'confirm' link still works (issue 26): a second click is told the presence is
 * already confirmed, which is true, rather than refused.
 */
export function actionLinkState(
  token: { usedAt: Date | null; expiresAt: Date; purpose: string } | null,
  appointment: { status: string; startsAt: Date } | null,
  now: Date,
): ActionLinkState {
  if (!token || !appointment) return 'unknown';
  if (token.usedAt && token.purpose !== 'confirm') return 'used';
  if (appointment.status === 'annullato' || appointment.startsAt.getTime() !== token.expiresAt.getTime()) return 'changed';
  if (token.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'ok';
}
