import { z } from 'zod';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, PASSWORD_MAX, PASSWORD_MIN, SECTORS_MAX } from '../constants';
import { PHONE_PATTERN } from '../domain/phone';
import { it } from '../i18n/it';
import { itAuth } from '../i18n/it-auth';
import { newPassword } from './account';
import { text } from './fields';
import { DoctorReviewSchema } from './doctor-review';

const v = it.validation;

// Every field carries its Italian message for a missing or wrongly typed value too, so neither the
// form nor the API ever shows zod's default English text.
const email = text(v.email)
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: v.email }).max(254, { message: v.email }));
const password = z
  .string({ message: v.passwordMin })
  .min(PASSWORD_MIN, { message: v.passwordMin })
  .max(PASSWORD_MAX, { message: v.tooLong });
/** The sigla of an Ordine's province ('MI'): two letters, upper case. */
export const alboProvince = text(itAuth.doctorRegistration.licenseProvinceInvalid)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: itAuth.doctorRegistration.licenseProvinceInvalid });
/** An optional doctor field: its "required" message also covers a value that is not text. */
const doctorText = (message: string, max: number) =>
  text(message).trim().max(max, { message: v.tooLong }).optional();

export const LoginSchema = z.object({
  email,
  password,
});
export type LoginInput = z.infer<typeof LoginSchema>;

/**
 * Registration as the form and the API both see it (spec §5). Doctor-only fields are optional in
 * the shape and required by the refinement, so one schema serves both account types and reports
 * each message on its own field.
 */
export const RegisterSchema = z
  .object({
    role: z.enum(['user', 'doctor'], { message: v.roleRequired }),
    /** Spec §5 sends it beside the role (a patient is 'patient'); it must agree with the role, which alone decides. */
    userType: z.enum(['patient', 'doctor', 'professionista'], { message: v.userTypeMismatch }).optional(),
    displayName: text(v.displayNameMin)
      .trim()
      .min(DISPLAY_NAME_MIN, { message: v.displayNameMin })
      .max(DISPLAY_NAME_MAX, { message: v.tooLong }),
    email,
    // A new password is also refused when it is one of the most common; login keeps the plain rule
    // so that older accounts with such a password can still sign in (and change it).
    password: newPassword,
    confirmPassword: password,
    acceptTerms: z.boolean({ message: v.acceptTerms }).optional(),
    acceptDoctorTerms: z.boolean({ message: v.acceptDoctorTerms }).optional(),
    specialization: doctorText(v.specializationRequired, 120),
    licenseNumber: doctorText(v.licenseRequired, 60),
    /** Issue 24: the Ordine's province of the Albo registration (sigla). Optional in the API: older clients send the number alone. */
    licenseProvince: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), alboProvince.optional()),
    phoneNumber: doctorText(v.phoneRequired, 40),
    sectors: z
      .array(text(v.sectorsRequired).min(1, { message: v.sectorsRequired }), {
        message: v.sectorsRequired,
      })
      .max(SECTORS_MAX, { message: v.tooManySectors })
      .optional(),
  })
  .superRefine((data, ctx) => {
    if (data.password !== data.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: v.passwordsMismatch });
    }
    if (data.userType && (data.role === 'user') !== (data.userType === 'patient')) {
      ctx.addIssue({ code: 'custom', path: ['userType'], message: v.userTypeMismatch });
    }
    if (data.role === 'user') {
      if (data.acceptTerms !== true) {
        ctx.addIssue({ code: 'custom', path: ['acceptTerms'], message: v.acceptTerms });
      }
      return;
    }
    if (!data.specialization) {
      ctx.addIssue({ code: 'custom', path: ['specialization'], message: v.specializationRequired });
    }
    if (!data.licenseNumber) {
      ctx.addIssue({ code: 'custom', path: ['licenseNumber'], message: v.licenseRequired });
    }
    if (!data.phoneNumber) {
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: v.phoneRequired });
    } else if (!PHONE_PATTERN.test(data.phoneNumber)) {
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: v.phoneInvalid });
    }
    if (!data.sectors || new Set(data.sectors).size === 0) {
      ctx.addIssue({ code: 'custom', path: ['sectors'], message: v.sectorsRequired });
    }
    if (data.acceptDoctorTerms !== true) {
      ctx.addIssue({ code: 'custom', path: ['acceptDoctorTerms'], message: v.acceptDoctorTerms });
    }
  });
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** The registration form: a doctor also gives the Ordine's province, which the API keeps optional (issue 24). */
export const RegisterFormSchema = RegisterSchema.superRefine((data, ctx) => {
  if (data.role === 'doctor' && !data.licenseProvince) {
    ctx.addIssue({ code: 'custom', path: ['licenseProvince'], message: itAuth.doctorRegistration.licenseProvinceRequired });
  }
});

/** What the API returns for the signed-in user (and for a user reading their own profile). */
export const UserSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'doctor', 'professionista']),
  admin: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  telefono: z.string().nullable(),
  avatar: z.string().nullable(),
  userid: z.string(),
  indirizzo: z.string().nullable(),
  cap: z.string().nullable(),
  citta: z.string().nullable(),
  provincia: z.string().nullable(),
  specialization: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  /** Issue 24: the Ordine's province of the Albo registration; null when not given (accounts before issue 24). */
  licenseProvince: z.string().nullable(),
  biografia: z.string().nullable(),
  sectors: z.array(z.string()),
  isVerified: z.boolean(),
  /** Whether the account's e-mail was proven (issue 12): false shows the banner with 'Invia di nuovo il link'. */
  emailVerified: z.boolean(),
  /** A doctor's review by an admin (issue 13): null for patients; the reason only when rejected. */
  doctorReview: DoctorReviewSchema.nullable(),
  /** An approved doctor's new nome and cognome waiting for an admin (issue 24); null when none, and for others' profiles. */
  pendingName: z.object({ nome: z.string(), cognome: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ultimoLogin: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;
/** The body of every answer that returns the signed-in user (me, login, register, profile and avatar updates). */
export const UserResponseSchema = z.object({ user: UserSchema });

export const AuthProvidersSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;
