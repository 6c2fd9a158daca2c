import { and, asc, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentDocuments, type AppointmentDocumentRow } from '../../db/schema/documents';

export type NewDocumentRow = typeof appointmentDocuments.$inferInsert;

/** The documents' own table (issue 29); appointments are read through the appointments service. */
export function createDocumentsRepository(db: Db) {
  return {
    /** Issue 30: a claimed contact's documents become the account's (the parties are copied from the appointment). */
    async reassignPatient(from: readonly string[], to: string): Promise<number> {
      if (from.length === 0) return 0;
      const moved = await db.update(appointmentDocuments).set({ patientId: to }).where(inArray(appointmentDocuments.patientId, [...from])).returning({ id: appointmentDocuments.id });
      return moved.length;
    },

    async insert(row: NewDocumentRow): Promise<AppointmentDocumentRow> {
      const [inserted] = await db.insert(appointmentDocuments).values(row).returning();
      return inserted!;
    },

    async byId(id: string): Promise<AppointmentDocumentRow | undefined> {
      const [row] = await db.select().from(appointmentDocuments).where(eq(appointmentDocuments.id, id));
      return row;
    },

    /** The documents of some appointments, oldest first (at most DOCUMENTS_PER_APPOINTMENT_MAX each). */
    ofAppointments(appointmentIds: readonly string[]): Promise<AppointmentDocumentRow[]> {
      if (appointmentIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(appointmentDocuments)
        .where(inArray(appointmentDocuments.appointmentId, [...appointmentIds]))
        .orderBy(asc(appointmentDocuments.createdAt), asc(appointmentDocuments.id));
    },

    async countOf(appointmentId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(appointmentDocuments).where(eq(appointmentDocuments.appointmentId, appointmentId));
      return row?.n ?? 0;
    },

    /** A patient's documents, newest first, at most `limit`. */
    ofPatient(patientId: string, limit: number): Promise<AppointmentDocumentRow[]> {
      return db
        .select()
        .from(appointmentDocuments)
        .where(eq(appointmentDocuments.patientId, patientId))
        .orderBy(desc(appointmentDocuments.createdAt), desc(appointmentDocuments.id))
        .limit(limit);
    },

    /** The doctor's first opening of a patient's document; true when this call was it. */
    async markOpened(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(appointmentDocuments)
        .set({ doctorOpenedAt: at })
        .where(and(eq(appointmentDocuments.id, id), isNull(appointmentDocuments.doctorOpenedAt)))
        .returning({ id: appointmentDocuments.id });
      return rows.length > 0;
    },

    async remove(id: string): Promise<AppointmentDocumentRow | undefined> {
      const [row] = await db.delete(appointmentDocuments).where(eq(appointmentDocuments.id, id)).returning();
      return row;
    },

    /** Every document of a patient's visits, whoever uploaded them (the patient's erasure). */
    async removeOfPatient(patientId: string): Promise<AppointmentDocumentRow[]> {
      return db.delete(appointmentDocuments).where(eq(appointmentDocuments.patientId, patientId)).returning();
    },

    /** Retention: up to `limit` documents uploaded before `before`, removed; their rows. */
    async removeOlderThan(before: Date, limit: number): Promise<AppointmentDocumentRow[]> {
      const ids = db.select({ id: appointmentDocuments.id }).from(appointmentDocuments).where(lt(appointmentDocuments.createdAt, before)).limit(limit);
      return db.delete(appointmentDocuments).where(inArray(appointmentDocuments.id, ids)).returning();
    },
  };
}
