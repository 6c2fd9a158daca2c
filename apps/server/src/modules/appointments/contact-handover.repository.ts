import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { appointmentActionTokens } from '../../db/schema/schedule';

/** Issue 30: appointments changing hands, in the caller's transaction: a family member's handed over, a claimed contact's. */
export function createContactHandOverRepository(db: Db) {
  return {
    /**
     * Issue 30 point 2: a family member's appointments become their own account's (patient_id),
     * no longer a member's of the holder; the holder's signed links to them (issues 25, 26) stop
     * working. The idempotency keys were the holder's requests'. The ids moved.
     */
    async handOverMember(memberId: string, holderId: string, accountId: string, now: Date): Promise<string[]> {
      const moved = await db
        .update(appointments)
        .set({ patientId: accountId, familyMemberId: null, idempotencyKey: null, requestHash: null, updatedAt: now })
        .where(and(eq(appointments.familyMemberId, memberId), eq(appointments.patientId, holderId)))
        .returning({ id: appointments.id });
      const ids = moved.map((r) => r.id);
      if (ids.length > 0) await db.delete(appointmentActionTokens).where(inArray(appointmentActionTokens.appointmentId, ids));
      return ids;
    },

    /** Issue 30: moves the appointments of claimed contacts to the account that claimed them; how many. */
    async reassignPatient(from: readonly string[], to: string): Promise<number> {
      if (from.length === 0) return 0;
      const moved = await db.update(appointments).set({ patientId: to }).where(inArray(appointments.patientId, [...from])).returning({ id: appointments.id });
      return moved.length;
    },
  };
}
