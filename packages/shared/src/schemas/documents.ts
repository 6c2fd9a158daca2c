import { z } from 'zod';
import { it } from '../i18n/it';
import { itVideo } from '../i18n/it-video';
import { PersonSeenSchema } from './family-person';
import { text } from './fields';

/**
 * Issue 29: documents on an appointment. The doctor attaches a referto, a prescription, a
 * therapy plan or another file; the patient attaches 'paziente' files before the visit.
 */
export const DOCTOR_DOCUMENT_KINDS = ['referto', 'prescrizione', 'piano_terapeutico', 'altro'] as const;
export const DOCUMENT_KINDS = [...DOCTOR_DOCUMENT_KINDS, 'paziente'] as const;
export const DocumentKindSchema = z.enum(DOCUMENT_KINDS, { message: itVideo.kindInvalid });
export type DocumentKind = z.infer<typeof DocumentKindSchema>;

/** The largest document, and how many one appointment may hold (its list is never unbounded). */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const DOCUMENTS_PER_APPOINTMENT_MAX = 50;
/** GET /api/documents answers at most this many, newest first. */
export const MY_DOCUMENTS_MAX = 500;

export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const DocumentContentTypeSchema = z.enum(DOCUMENT_CONTENT_TYPES);
export type DocumentContentType = z.infer<typeof DocumentContentTypeSchema>;

/** A document's title: 2 to 120 characters once trimmed. */
export const DocumentTitleSchema = text(itVideo.titleInvalid).trim().min(2, { message: itVideo.titleInvalid }).max(120, { message: itVideo.titleInvalid });

/** The text fields of POST /api/appointments/:id/documents (multipart, beside `file`). */
export const DocumentUploadFieldsSchema = z.object({ title: DocumentTitleSchema, kind: DocumentKindSchema });
export type DocumentUploadFields = z.infer<typeof DocumentUploadFieldsSchema>;

export const AppointmentDocumentSchema = z.object({
  id: z.string(),
  appointmentId: z.string(),
  kind: DocumentKindSchema,
  title: z.string(),
  fileName: z.string(),
  contentType: DocumentContentTypeSchema,
  size: z.number().int().nonnegative(),
  uploadedBy: z.enum(['doctor', 'patient']),
  createdAt: z.string(),
  /** For the appointment's doctor: a patient's document not yet opened. Always false for everyone else. */
  isNew: z.boolean(),
});
export type AppointmentDocument = z.infer<typeof AppointmentDocumentSchema>;
export const AppointmentDocumentListSchema = z.array(AppointmentDocumentSchema);

/** GET /api/documents: all the signed-in patient's documents, newest first. */
export const MyDocumentSchema = AppointmentDocumentSchema.extend({
  doctorId: z.string(),
  doctorName: z.string(),
  appointmentStartsAt: z.string(),
  serviceName: z.string(),
  /** Issue 30: whose visit it was (a family member of the account, or the holder), as on the appointment. */
  personSeen: PersonSeenSchema,
});
export type MyDocument = z.infer<typeof MyDocumentSchema>;
export const MyDocumentsSchema = z.object({ documents: z.array(MyDocumentSchema) });
export type MyDocuments = z.infer<typeof MyDocumentsSchema>;

/** Path parameter of /api/documents/:id. */
export const DocumentParamsSchema = z.object({ id: text(it.validation.invalidRequest).trim().min(1).max(100) });
