import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import {
  DOCTOR_DOCUMENT_KINDS,
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  DOCUMENTS_PER_APPOINTMENT_MAX,
  DocumentUploadFieldsSchema,
  MY_DOCUMENTS_MAX,
  type AppointmentDocument,
  type DocumentContentType,
  type MyDocuments,
} from '@sanity/shared/schemas/documents';
import { itVideo as v } from '@sanity/shared/i18n/it-video';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { AppointmentDocumentRow } from '../../db/schema/documents';
import { auditActorOf } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Visit } from '../appointments/visits';
import type { AuditService } from '../audit/audit.service';
import type { JobRunner } from '../jobs/jobs.service';
import { sanitizeFileName } from '../uploads/article-file-types';
import { receiveFile, type ReceivedFile } from '../uploads/receive-file';
import { mediaUrl, type Storage, type StoredObject } from '../uploads/storage';
import type { StoredFiles } from '../uploads/stored-files';
import { requireDeleter, requireUploader, roleOn, type DocumentViewer } from './documents.access';
import { DOCUMENT_MAIL_JOB } from './document-mail';
import { createDocumentsRepository } from './documents.repository';

export type DocumentsService = ReturnType<typeof createDocumentsService>;

const MB = 1024 * 1024;

/** The extension a stored document gets from its checked type. */
const EXTENSION: Record<DocumentContentType, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const isDocumentType = (mime: string | undefined): mime is DocumentContentType => (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(mime ?? '');
const isDoctorKind = (kind: string) => (DOCTOR_DOCUMENT_KINDS as readonly string[]).includes(kind);

/** The row as its viewer sees it: `isNew` only for the appointment's doctor, on a patient's document not yet opened. */
function toDto(row: AppointmentDocumentRow, viewerId: string): AppointmentDocument {
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    kind: row.kind,
    title: row.title,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
    isNew: viewerId === row.doctorId && row.uploadedBy === 'patient' && row.doctorOpenedAt === null,
  };
}

/** Where an upload is going, settled before a byte of its body is read. */
export interface UploadTarget {
  visit: Visit;
  as: 'doctor' | 'patient';
}

/**
 * Documents on an appointment (issue 29): a doctor's referti, prescriptions, therapy plans and
 * other files for the patient, the patient's own files before the visit. Checked by content (PDF,
 * JPEG, PNG, WebP), counted in the uploader's quota, stored under `documents/` (which /media never
 * serves), read back only through GET /api/documents/:id/file. Who may do what: documents.access.ts.
 */
export function createDocumentsService(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  files: StoredFiles;
  jobs: JobRunner;
  audit: Pick<AuditService, 'record'>;
  logger: FastifyBaseLogger;
  /** The appointments service's reads. */
  visitOf: (id: string) => Promise<Visit | null>;
  visitsOf: (ids: readonly string[]) => Promise<Visit[]>;
  /** Deletes a stored file and its quota record, never throwing (the uploads service). */
  removeFile: (url: string) => Promise<void>;
  tmpDir?: string;
}) {
  const { db, clock, storage, files, jobs, audit, logger, visitOf, visitsOf, removeFile } = deps;
  const repo = createDocumentsRepository(db);
  const tmpDir = deps.tmpDir ?? tmpdir();

  async function visitFor(viewer: DocumentViewer, appointmentId: string) {
    const visit = await visitOf(appointmentId);
    return { visit: visit!, role: roleOn(viewer, visit) };
  }

  return {
    /** Whether `viewer` may add a document to the appointment now: 404, 403 (admin) or 422 before the body is read. */
    async uploadTarget(viewer: DocumentViewer, appointmentId: string, now = clock.now()): Promise<UploadTarget> {
      const { visit, role } = await visitFor(viewer, appointmentId);
      const as = requireUploader(role);
      if (visit.status === 'annullato') throw new AppError(422, v.cancelledAppointment, { code: 'failed-precondition' });
      if (as === 'patient' && now >= visit.endsAt) throw new AppError(422, v.patientAfterVisit, { code: 'failed-precondition' });
      return { visit, as };
    },

    /** Reads the form's file into a temporary file, 413 past DOCUMENT_MAX_BYTES. */
    receive: (stream: Readable): Promise<ReceivedFile> =>
      receiveFile(stream, { maxBytes: DOCUMENT_MAX_BYTES, tmpDir, tooLarge: () => new AppError(413, v.fileTooLarge(DOCUMENT_MAX_BYTES / MB), { code: 'invalid-argument' }) }),

    /**
     * Stores the received file as a document of `target` (the caller discards the temporary file).
     * The row and, for a doctor's document, the patient's e-mail job commit together.
     */
    async add(
      viewer: DocumentViewer,
      target: UploadTarget,
      input: { title: unknown; kind: unknown; fileName: string | undefined; file: ReceivedFile | null },
      now = clock.now(),
    ): Promise<AppointmentDocument> {
      const fields = DocumentUploadFieldsSchema.safeParse({ title: input.title, kind: input.kind });
      if (!fields.success) {
        const issue = fields.error.issues[0];
        throw new AppError(400, issue?.message ?? v.titleInvalid, { fields: { [String(issue?.path[0] ?? 'title')]: issue?.message ?? v.titleInvalid } });
      }
      const { title, kind } = fields.data;
      if ((target.as === 'doctor') !== isDoctorKind(kind)) throw new AppError(422, v.kindNotAllowed, { code: 'failed-precondition', fields: { kind: v.kindNotAllowed } });
      if (!input.file) throw new AppError(400, v.fileMissing, { fields: { file: v.fileMissing } });
      const mime = (await fileTypeFromFile(input.file.path))?.mime;
      if (!isDocumentType(mime)) throw new AppError(415, v.fileTypeNotAllowed, { code: 'invalid-argument', fields: { file: v.fileTypeNotAllowed } });
      if ((await repo.countOf(target.visit.id)) >= DOCUMENTS_PER_APPOINTMENT_MAX) {
        throw new AppError(422, v.tooManyDocuments(DOCUMENTS_PER_APPOINTMENT_MAX), { code: 'failed-precondition' });
      }

      const id = randomUUID();
      const key = `documents/${target.visit.id}/${id}.${EXTENSION[mime]}`;
      const url = mediaUrl(key);
      // Recorded (or refused 413 over the uploader's quota) before the bytes reach the storage.
      await files.reserve(viewer.id, url, input.file.size);
      let row: AppointmentDocumentRow;
      try {
        await storage.put(key, createReadStream(input.file.path), mime);
        row = await db.transaction(async (tx) => {
          const inserted = await createDocumentsRepository(tx).insert({
            id,
            appointmentId: target.visit.id,
            kind,
            title,
            fileName: sanitizeFileName(input.fileName, `documento.${EXTENSION[mime]}`),
            contentType: mime,
            size: input.file!.size,
            storageKey: key,
            uploadedBy: target.as,
            doctorId: target.visit.doctorId,
            patientId: target.visit.patientId,
            uploaderId: viewer.id,
            createdAt: now,
          });
          if (target.as === 'doctor') await jobs.enqueue(tx, { kind: DOCUMENT_MAIL_JOB, payload: { documentId: id }, dedupeKey: `${DOCUMENT_MAIL_JOB}:${id}` });
          return inserted;
        });
      } catch (error) {
        await removeFile(url);
        throw error;
      }
      jobs.wake();
      logger.info({ documentId: id, appointmentId: target.visit.id, size: row.size }, 'document stored');
      return toDto(row, viewer.id);
    },

    /** GET /api/appointments/:id/documents: oldest first. An admin's look is logged for the patient. */
    async list(viewer: DocumentViewer, appointmentId: string): Promise<AppointmentDocument[]> {
      const { visit, role } = await visitFor(viewer, appointmentId);
      const rows = await repo.ofAppointments([appointmentId]);
      if (role === 'admin') {
        await audit.record({ actorId: viewer.id, actorRole: 'admin', subjectId: visit.patientId, action: 'document.list.read', targetId: appointmentId, details: { documents: rows.length } });
      }
      return rows.map((r) => toDto(r, viewer.id));
    },

    /**
     * The file of a document for GET /api/documents/:id/file. A doctor's or an admin's read is in
     * the patient's access log before anything is sent (no entry, no file); the doctor's first read
     * of a patient's document clears its 'Nuovo'.
     */
    async open(viewer: DocumentViewer, id: string, now = clock.now()): Promise<{ document: AppointmentDocument; object: StoredObject }> {
      const row = await repo.byId(id);
      const role = roleOn(viewer, row);
      const doc = row!;
      if (role !== 'patient') {
        await audit.record({ ...auditActorOf(viewer, role), subjectId: doc.patientId, action: 'document.read', targetId: doc.appointmentId, details: { documentId: doc.id } });
      }
      const object = await storage.get(doc.storageKey);
      if (!object) {
        logger.warn({ documentId: doc.id }, 'document file missing from the storage');
        throw new AppError(404, v.documentNotFound);
      }
      if (role === 'doctor' && doc.uploadedBy === 'patient' && doc.doctorOpenedAt === null) await repo.markOpened(doc.id, now);
      return { document: toDto(doc, viewer.id), object };
    },

    /** DELETE /api/documents/:id: its uploader only. */
    async remove(viewer: DocumentViewer, id: string): Promise<void> {
      const doc = requireDeleter(viewer, await repo.byId(id));
      if (await repo.remove(doc.id)) await removeFile(mediaUrl(doc.storageKey));
    },

    /** GET /api/documents: the patient's documents with their visits, newest first (at most MY_DOCUMENTS_MAX). */
    async mine(patientId: string): Promise<MyDocuments> {
      const rows = await repo.ofPatient(patientId, MY_DOCUMENTS_MAX);
      const visits = new Map((await visitsOf([...new Set(rows.map((r) => r.appointmentId))])).map((x) => [x.id, x]));
      return {
        documents: rows.flatMap((r) => {
          const visit = visits.get(r.appointmentId);
          if (!visit) return [];
          return [{ ...toDto(r, patientId), doctorId: visit.doctorId, doctorName: visit.doctorName, appointmentStartsAt: visit.startsAt.toISOString(), serviceName: visit.serviceName, personSeen: visit.personSeen }];
        }),
      };
    },

    /** The /crm history's documents: those of these appointments that are this doctor's (the page itself is logged by the appointments service). */
    /** Issue 30 (ADR 0036): a claimed contact's documents follow its appointments to the account, in `tx`; how many moved. */
    reassignPatient: (from: readonly string[], to: string, tx: Db) => createDocumentsRepository(tx).reassignPatient(from, to),

    async ofDoctorAppointments(doctorId: string, appointmentIds: readonly string[]): Promise<AppointmentDocument[]> {
      const rows = await repo.ofAppointments(appointmentIds);
      return rows.filter((r) => r.doctorId === doctorId).map((r) => toDto(r, doctorId));
    },

    /** Retention (docs/privacy.md): up to `limit` documents added before `before`, with their files; how many. */
    async purgeBefore(before: Date, limit: number): Promise<number> {
      const rows = await repo.removeOlderThan(before, limit);
      for (const row of rows) await removeFile(mediaUrl(row.storageKey));
      return rows.length;
    },
  };
}
