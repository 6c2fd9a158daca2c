import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentDocuments } from '../../db/schema/documents';
import { storedFiles } from '../../db/schema/uploads';
import { mediaUrl } from '../uploads/storage';

/**
 * Issue 30 point 2: the documents of a family member's visits follow the visits to the member's
 * own account, in the hand-over's transaction `tx`. What the holder attached for the member becomes
 * the member's too (theirs to delete, counted in their quota); the doctor's documents stay the
 * doctor's. How many documents moved.
 */
export async function handOverDocuments(tx: Db, appointmentIds: readonly string[], holderId: string, accountId: string): Promise<number> {
  if (appointmentIds.length === 0) return 0;
  const moved = await tx
    .update(appointmentDocuments)
    .set({
      patientId: accountId,
      uploaderId: sql`case when ${appointmentDocuments.uploadedBy} = 'patient' and ${appointmentDocuments.uploaderId} = ${holderId} then ${accountId} else ${appointmentDocuments.uploaderId} end`,
    })
    .where(and(inArray(appointmentDocuments.appointmentId, [...appointmentIds]), eq(appointmentDocuments.patientId, holderId)))
    .returning({ uploadedBy: appointmentDocuments.uploadedBy, uploaderId: appointmentDocuments.uploaderId, storageKey: appointmentDocuments.storageKey });
  const own = moved.filter((d) => d.uploadedBy === 'patient' && d.uploaderId === accountId).map((d) => mediaUrl(d.storageKey));
  if (own.length > 0) await tx.update(storedFiles).set({ ownerId: accountId }).where(and(inArray(storedFiles.url, own), eq(storedFiles.ownerId, holderId)));
  return moved.length;
}
