import { z } from 'zod';
import { PAGE_CURSOR_MAX_LENGTH } from '../domain/appointments/list-pages';
import {
  DOCTOR_REVIEW_PAGE_DEFAULT,
  DOCTOR_REVIEW_PAGE_MAX,
  DOCTOR_REVIEW_STATUSES,
  REJECTION_REASON_MAX,
  REJECTION_REASON_MIN,
} from '../domain/doctors/review';
import { it } from '../i18n/it';
import { itSettings } from '../i18n/it-settings';
import { text } from './fields';

const invalid = it.validation.invalidRequest;

export const DoctorReviewStatusSchema = z.enum(DOCTOR_REVIEW_STATUSES);

/** A doctor's review as the doctor reads it on their own account (`User.doctorReview`). */
export const DoctorReviewSchema = z.object({
  status: DoctorReviewStatusSchema,
  /** Why an admin rejected the profile; null unless rejected. */
  reason: z.string().nullable(),
});
export type DoctorReview = z.infer<typeof DoctorReviewSchema>;

/** The admin's lists: a review state, or 'name-change': approved doctors whose new name waits (issue 24). */
export const ADMIN_DOCTOR_FILTERS = [...DOCTOR_REVIEW_STATUSES, 'name-change'] as const;
export type AdminDoctorFilter = (typeof ADMIN_DOCTOR_FILTERS)[number];

/** GET /api/admin/doctors: pending doctors by default, oldest registration first, paged. */
export const AdminDoctorListQuerySchema = z.object({
  status: z.enum(ADMIN_DOCTOR_FILTERS, { message: invalid }).default('pending'),
  limit: z.coerce
    .number({ message: invalid })
    .int({ message: invalid })
    .min(1, { message: invalid })
    .max(DOCTOR_REVIEW_PAGE_MAX, { message: invalid })
    .default(DOCTOR_REVIEW_PAGE_DEFAULT),
  cursor: text().max(PAGE_CURSOR_MAX_LENGTH, { message: invalid }).optional(),
});
export type AdminDoctorListQuery = z.infer<typeof AdminDoctorListQuerySchema>;

/** One doctor as the admin reviews them: who they say they are and where the review stands. */
export const AdminDoctorEntrySchema = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string(),
  specialization: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  /** Issue 24: the Ordine's province of the Albo registration. */
  licenseProvince: z.string().nullable(),
  sectors: z.array(z.object({ id: z.string(), name: z.string() })),
  telefono: z.string().nullable(),
  createdAt: z.string(),
  status: DoctorReviewStatusSchema,
  rejectionReason: z.string().nullable(),
  /** When an admin last approved or rejected; null while never reviewed. */
  reviewedAt: z.string().nullable(),
  /** The new name the doctor asked for (issue 24), as it would be shown; null when none. */
  pendingName: z.string().nullable(),
});
export type AdminDoctorEntry = z.infer<typeof AdminDoctorEntrySchema>;

export const AdminDoctorListSchema = z.object({
  doctors: z.array(AdminDoctorEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AdminDoctorList = z.infer<typeof AdminDoctorListSchema>;

export const AdminDoctorResponseSchema = z.object({ doctor: AdminDoctorEntrySchema });

/** POST /api/admin/doctors/:id/reject: the reason the doctor will read (e-mail and their dashboard). */
export const RejectDoctorSchema = z.object({
  reason: text(itSettings.adminDoctors.reasonRequired)
    .trim()
    .min(REJECTION_REASON_MIN, { message: itSettings.adminDoctors.reasonLength(REJECTION_REASON_MIN, REJECTION_REASON_MAX) })
    .max(REJECTION_REASON_MAX, { message: itSettings.adminDoctors.reasonLength(REJECTION_REASON_MIN, REJECTION_REASON_MAX) }),
});
export type RejectDoctorInput = z.infer<typeof RejectDoctorSchema>;

/** POST /api/practice/review/request: the doctor's review state after asking again. */
export const DoctorReviewResponseSchema = z.object({ review: DoctorReviewSchema });
