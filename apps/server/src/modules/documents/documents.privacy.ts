import { doctorDisplayName } from '@sanity/shared/domain/names';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { appointmentDocuments } from '../../db/schema/documents';
import { storedFiles } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';
import type { JobRunner } from '../jobs/jobs.service';
import { mediaUrl } from '../uploads/storage';

/**
 * The documents' part of the privacy rights (issue 29; docs/privacy.md). Export: every document of
 * the patient's visits, whoever added it, with the link that downloads it (the export is a file
 * opened outside the app, so the link is absolute; it asks the patient to be signed in). Erasure:
 * the rows in the erasure's transaction, the files (the doctor's too) by the uploads' `erase-files` job.
 */
export const documentsPrivacy = {
  async of(db: Db, patientId: string, publicUrl: string) {
    const rows = await db
      .select({ doc: appointmentDocuments, startsAt: appointments.startsAt, serviceName: appointments.serviceName, displayName: users.displayName, name: users.name })
      .from(appointmentDocuments)
      .innerJoin(appointments, eq(appointments.id, appointmentDocuments.appointmentId))
      .innerJoin(users, eq(users.id, appointmentDocuments.doctorId))
      .where(eq(appointmentDocuments.patientId, patientId))
      .orderBy(asc(appointmentDocuments.createdAt), asc(appointmentDocuments.id));
    return rows.map(({ doc, startsAt, serviceName, displayName, name }) => ({
      id: doc.id,
      appointmentId: doc.appointmentId,
      appointmentStartsAt: startsAt.toISOString(),
      serviceName,
      doctorName: doctorDisplayName({ displayName, name }),
      kind: doc.kind,
      title: doc.title,
      fileName: doc.fileName,
      contentType: doc.contentType,
      size: doc.size,
      uploadedBy: doc.uploadedBy,
      createdAt: doc.createdAt.toISOString(),
      url: `${publicUrl}/api/documents/${doc.id}/file`,
    }));
  },

  /** In the erasure's transaction: the rows, their quota records and a job deleting the files; how many. */
  async erase(tx: Db, jobs: JobRunner, patientId: string): Promise<number> {
    const rows = await tx.delete(appointmentDocuments).where(eq(appointmentDocuments.patientId, patientId)).returning({ key: appointmentDocuments.storageKey });
    if (rows.length === 0) return 0;
    const urls = rows.map((r) => mediaUrl(r.key));
    await tx.delete(storedFiles).where(inArray(storedFiles.url, urls));
    await jobs.enqueue(tx, { kind: 'erase-files', payload: { urls } });
    return rows.length;
  },
};
