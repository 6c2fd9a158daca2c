import { isAdminFlag } from '@sanity/shared/domain/roles';
import { itVideo as v } from '@sanity/shared/i18n/it-video';
import type { AppointmentDocumentRow } from '../../db/schema/documents';
import { AppError } from '../../lib/app-error';
import type { Visit } from '../appointments/visits';

/** Who is asking: the session's account. */
export interface DocumentViewer {
  id: string;
  admin: number;
  /** Issue 30: a doctor's collaborator with 'accesso clinico' acts for the doctor (`id`) as this account (the audit log's actor). */
  accountId?: string;
  kind?: 'self' | 'staff';
}

/** The viewer of a request: the actor (lib/actor.ts); a collaborator never carries its own account's admin flag into the practice. */
export function documentViewerOf(actor: { id: string; accountId: string; kind: 'self' | 'staff' }, admin: number): DocumentViewer {
  return { id: actor.id, accountId: actor.accountId, kind: actor.kind, admin: actor.kind === 'staff' ? 0 : admin };
}

/** How the viewer stands to an appointment's documents. */
export type DocumentRole = 'doctor' | 'patient' | 'admin';

const notFound = () => new AppError(404, v.documentNotFound);

/**
 * Who may do what with the documents of an appointment (issue 29), in one place. Its doctor and
 * its patient list, read and add; an admin lists and reads (each read logged for the patient),
 * never adds; anyone else is answered as if there were nothing (404).
 */
export function roleOn(viewer: DocumentViewer, visit: Pick<Visit, 'doctorId' | 'patientId'> | null | undefined): DocumentRole {
  if (visit?.doctorId === viewer.id) return 'doctor';
  if (visit?.patientId === viewer.id) return 'patient';
  if (visit && isAdminFlag(viewer.admin)) return 'admin';
  throw notFound();
}

/** Adding a document: the doctor with a doctor's kind, the patient with 'paziente' until the visit's end. */
export function requireUploader(role: DocumentRole): 'doctor' | 'patient' {
  // An admin sees that the appointment exists (they may list it), so this is a refusal, not a 404.
  if (role === 'admin') throw new AppError(403, v.adminCannotUpload);
  return role;
}

/** Deleting: only the account that uploaded it. */
export function requireDeleter(viewer: DocumentViewer, doc: AppointmentDocumentRow | undefined): AppointmentDocumentRow {
  if (!doc || doc.uploaderId !== viewer.id) throw notFound();
  return doc;
}
