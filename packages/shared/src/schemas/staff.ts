import { z } from 'zod';
import { isValidPhone } from '../domain/phone';
import { PATIENT_SEARCH_MIN_CHARS } from '../domain/staff/staff-rules';
import { it } from '../i18n/it';
import { itStaff } from '../i18n/it-staff';
import { id, instant, text } from './fields';

/**
 * Issue 30 points 3-5 (docs/contracts/staff.md, docs/api.md "Staff"): a doctor's collaborators, the
 * practices a person works for, the patient search and booking on behalf of a patient.
 */
const invalid = it.validation.invalidRequest;
const e = itStaff.errors;

/**
 * The header naming the practice a staff member's request acts for: the doctor's user id. Explicit
 * per request (DESIGN "Actors"): without it an account acts for itself.
 */
export const PRACTICE_HEADER = 'x-sanity-practice';

const email = (message: string) =>
  text(message)
    .trim()
    .toLowerCase()
    .pipe(z.email({ message }).max(254, { message }));

/** A practice the signed-in person works for (GET /api/auth/me `practices`, GET /api/staff/practices). */
export const StaffPracticeSchema = z.object({
  doctorId: z.string(),
  /** 'Dott. Marco Bianchi' */
  doctorName: z.string(),
  /** Whether the doctor granted 'accesso clinico' (intake answers, notes, documents). */
  clinical: z.boolean(),
});
export type StaffPractice = z.infer<typeof StaffPracticeSchema>;
export const StaffPracticeListSchema = z.object({ practices: z.array(StaffPracticeSchema) });

export const STAFF_STATUSES = ['invitata', 'attiva', 'revocata'] as const;
export const StaffStatusSchema = z.enum(STAFF_STATUSES);
export type StaffStatus = z.infer<typeof StaffStatusSchema>;

/** One collaborator as their doctor sees them. */
export const StaffMemberSchema = z.object({
  id: z.string(),
  /** The address the invitation went to. */
  email: z.string(),
  status: StaffStatusSchema,
  clinical: z.boolean(),
  /** The account that accepted; null while invited (or revoked before acceptance). */
  account: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const StaffMemberResponseSchema = z.object({ member: StaffMemberSchema });
export const StaffMemberListSchema = z.object({ members: z.array(StaffMemberSchema) });

/** POST /api/staff/invitations */
export const InviteStaffSchema = z.object({
  email: email(e.invalidEmail),
  clinical: z.boolean({ message: invalid }).default(false),
});
export type InviteStaff = z.infer<typeof InviteStaffSchema>;

/** PATCH /api/staff/:id */
export const UpdateStaffSchema = z.object({ clinical: z.boolean({ message: invalid }) });
export type UpdateStaff = z.infer<typeof UpdateStaffSchema>;

/** The invitation link's token (base64url, 43 characters). */
const token = text(e.invitationInvalid).trim().min(20, { message: e.invitationInvalid }).max(100, { message: e.invitationInvalid });
export const InvitationTokenParamsSchema = z.object({ token });
export const AcceptInvitationSchema = z.object({ token });

/** GET /api/staff/invitations/:token: what the invitee sees before accepting. */
export const InvitationInfoSchema = z.object({
  invitation: z.object({ doctorName: z.string(), email: z.string(), expiresAt: z.string() }),
});
export type InvitationInfo = z.infer<typeof InvitationInfoSchema>;
export const AcceptInvitationResponseSchema = z.object({ practice: StaffPracticeSchema });

/** GET /api/staff/patients/search?q= */
export const PatientSearchQuerySchema = z.object({
  q: text(e.searchTooShort).trim().min(PATIENT_SEARCH_MIN_CHARS, { message: e.searchTooShort }).max(120, { message: invalid }),
});
export type PatientSearchQuery = z.infer<typeof PatientSearchQuerySchema>;

/**
 * One patient found. The practice's own patients carry their contacts; a patient of the platform
 * found by the exact e-mail or phone typed carries only that value, which the caller already knew.
 */
export const PatientHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** 'contact': a patient record without an account, made by a practice (ADR "practice contacts"). */
  kind: z.enum(['account', 'contact']),
  /** Whether they have (had) an appointment with this doctor, or this practice made the contact. */
  ofPractice: z.boolean(),
});
export type PatientHit = z.infer<typeof PatientHitSchema>;
export const PatientSearchResultSchema = z.object({ patients: z.array(PatientHitSchema) });

const phone = text(e.phoneRequired)
  .trim()
  .min(1, { message: e.phoneRequired })
  .max(40, { message: e.invalidPhone })
  .refine(isValidPhone, { message: e.invalidPhone });

/** A patient who phoned and has no record yet: name and phone, e-mail optional. */
export const NewContactSchema = z.object({
  kind: z.literal('new'),
  nome: text(e.nomeRequired).trim().min(1, { message: e.nomeRequired }).max(100, { message: invalid }),
  cognome: text(e.cognomeRequired).trim().min(1, { message: e.cognomeRequired }).max(100, { message: invalid }),
  phone,
  email: z.union([z.literal(''), email(e.invalidEmail)]).optional(),
});
export type NewContact = z.infer<typeof NewContactSchema>;

/** POST /api/staff/bookings: the doctor or a staff member books a slot for a patient. */
export const BookOnBehalfSchema = z.object({
  serviceId: id({ message: invalid }),
  dateTime: instant(),
  mode: z.enum(['in_studio', 'online'], { message: invalid }).optional(),
  notes: text().trim().max(1000, { message: invalid }).default(''),
  patient: z.discriminatedUnion('kind', [z.object({ kind: z.literal('existing'), id: id({ max: 100 }) }), NewContactSchema], { message: invalid }),
});
export type BookOnBehalf = z.infer<typeof BookOnBehalfSchema>;
