import { isDoctorRole } from '../roles';

/**
 * A doctor's review by an admin (issue 13, ADR 0013), derived from two columns of the account:
 * approved is `isVerified`; rejected has a rejection reason; pending is neither (every new doctor).
 */
export const DOCTOR_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DoctorReviewStatus = (typeof DOCTOR_REVIEW_STATUSES)[number];

export interface DoctorReviewFields {
  role: string;
  isVerified: boolean;
  doctorRejectionReason: string | null;
}

/** The review state of a doctor account; null for a patient (nothing to review). */
export function doctorReviewStatus(account: DoctorReviewFields): DoctorReviewStatus | null {
  if (!isDoctorRole(account.role)) return null;
  if (account.isVerified) return 'approved';
  return account.doctorRejectionReason !== null ? 'rejected' : 'pending';
}

/**
 * Whether others may see this account as a doctor: listed, opened, booked, found by Igea and in
 * the sitemap. One rule for every place a doctor is shown to someone else; the SQL form is
 * `publicDoctorCondition` in the server's users module and must say the same.
 */
export function isPubliclyVisibleDoctor(account: { role: string; isVerified: boolean; isDisabled: boolean; erasedAt: Date | null }): boolean {
  return isDoctorRole(account.role) && account.isVerified && !account.isDisabled && account.erasedAt === null;
}

/** A rejection's reason, as the admin types it and the doctor reads it. */
export const REJECTION_REASON_MIN = 3;
export const REJECTION_REASON_MAX = 500;
/** Doctors per page of the admin's review list. */
export const DOCTOR_REVIEW_PAGE_DEFAULT = 20;
export const DOCTOR_REVIEW_PAGE_MAX = 100;
