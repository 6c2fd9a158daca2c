import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A file on an appointment (issue 29): a doctor's referto, prescription, therapy plan or other, or
 * what the patient attached before the visit. The bytes live in the file storage under
 * `storage_key` (`documents/{appointmentId}/{id}.{ext}`, never served by /media), counted in the
 * uploader's quota through `stored_files`. Goes with its appointment, and on the patient's erasure.
 */
export const appointmentDocuments = pgTable(
  'appointment_documents',
  {
    id: text('id').primaryKey(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['referto', 'prescrizione', 'piano_terapeutico', 'altro', 'paziente'] }).notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type', { enum: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: text('uploaded_by', { enum: ['doctor', 'patient'] }).notNull(),
    /** The appointment's two parties, copied from it when uploaded (they never change): lists and checks without reading the appointments' table. */
    doctorId: text('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: text('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The uploading account (only it may delete the document); null once that account is gone. */
    uploaderId: text('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the appointment's doctor first opened a patient's document: until then it is 'Nuovo' for them. */
    doctorOpenedAt: timestamptz('doctor_opened_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('appointment_documents_appointment_idx').on(t.appointmentId, t.createdAt),
    index('appointment_documents_patient_idx').on(t.patientId, t.createdAt),
    check('appointment_documents_kind_check', sql`${t.kind} in ('referto', 'prescrizione', 'piano_terapeutico', 'altro', 'paziente')`),
    check('appointment_documents_uploader_check', sql`(${t.uploadedBy} = 'patient') = (${t.kind} = 'paziente')`),
    check('appointment_documents_size_check', sql`${t.size} >= 0`),
  ],
);

/** A doctor's video visit settings (issue 29): whether the televisita link may appear in their external calendar and ICS feed. */
export const doctorVideoSettings = pgTable('doctor_video_settings', {
  doctorId: text('doctor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  linkInCalendar: boolean('link_in_calendar').notNull().default(false),
  updatedAt: timestamptz('updated_at').notNull(),
});

export type AppointmentDocumentRow = typeof appointmentDocuments.$inferSelect;
