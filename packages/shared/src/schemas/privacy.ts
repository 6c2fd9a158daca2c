import { z } from 'zod';
import { PASSWORD_MAX } from '../constants';
import { it } from '../i18n/it';
import { UserSchema } from './auth';
import { text } from './fields';
import { itPrivacy } from '../i18n/it-privacy';

const p = itPrivacy;
const v = it.validation;

/** One accepted document (issue 13, consent): which, which version, when. */
export const ConsentSchema = z.object({
  document: z.enum(['terms', 'doctor-terms']),
  version: z.string(),
  /** ISO instant. */
  acceptedAt: z.string(),
});
export type Consent = z.infer<typeof ConsentSchema>;

/**
 * GET /api/account/privacy: what Settings › 'Privacy e dati' needs. `deletion` says how the
 * account confirms its deletion ('password', or 'email' for an account that only signs in with
 * Google), or why it cannot delete itself here ('doctor', 'admin').
 */
export const PrivacyStatusSchema = z.object({
  consents: z.array(ConsentSchema),
  deletion: z.enum(['password', 'email', 'doctor', 'admin']),
  /**
   * Issue 30: the family members in the account's care (`members`, erased with it, their visits
   * too: deleting the account then needs `confirmFamilyErasure`) and those already handed over to
   * an account of their own (`handedOver`, whose history stays theirs).
   */
  family: z.object({ members: z.number(), handedOver: z.number() }),
});
export type PrivacyStatus = z.infer<typeof PrivacyStatusSchema>;

/** GET /api/account/consents. */
export const ConsentListSchema = z.object({ consents: z.array(ConsentSchema) });
export type ConsentList = z.infer<typeof ConsentListSchema>;

/**
 * DELETE /api/account: the current password for an account that has one, else the account's
 * e-mail typed again (Google-only accounts). Which one is required is checked by the server.
 */
export const DeleteAccountSchema = z.object({
  currentPassword: z.string({ message: p.passwordRequired }).max(PASSWORD_MAX, { message: v.tooLong }).optional(),
  confirmEmail: text(p.emailMismatch).trim().toLowerCase().max(254, { message: v.tooLong }).optional(),
  /** Issue 30: required (true) when the account has family members in its care: they and their visits are erased with it. */
  confirmFamilyErasure: z.boolean({ message: v.invalidRequest }).optional(),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

/** GET /api/account/export: `format=html` for the readable page, JSON otherwise. */
export const ExportQuerySchema = z.object({ format: z.enum(['json', 'html'], { message: v.invalidRequest }).default('json') });

const answer = z.object({ name: z.string(), value: z.union([z.string(), z.number(), z.boolean()]) });

/**
 * The data export (GDPR art. 15 and 20): everything the platform holds about the account, and of
 * other people only the names needed to read it (the doctor of an appointment, a followed doctor).
 * Times are ISO instants. The HTML version shows the same content in tables.
 */
export const DataExportSchema = z.object({
  format: z.literal('sanity-export'),
  version: z.literal(1),
  generatedAt: z.string(),
  /** The account as `User` (what /api/auth/me answers), plus what only the export tells. */
  profile: UserSchema.extend({
    emailVerifiedAt: z.string().nullable(),
    doctorReviewedAt: z.string().nullable(),
    isDisabled: z.boolean(),
    googleLinked: z.boolean(),
    hasPassword: z.boolean(),
  }),
  consents: z.array(ConsentSchema),
  appointments: z.array(
    z.object({
      id: z.string(),
      doctorId: z.string(),
      doctorName: z.string(),
      serviceName: z.string(),
      title: z.string(),
      status: z.string(),
      /** The state as the app names it: 'Confermato', 'Annullato', 'Completato' (issue 24). */
      statusLabel: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      price: z.number(),
      customerName: z.string(),
      customerEmail: z.string(),
      customerPhone: z.string(),
      notes: z.string(),
      answers: z.array(answer),
      /** The art. 9 consent given with the answers (issue 24). */
      healthDataConsent: z.object({ version: z.string(), acceptedAt: z.string() }).nullable(),
      attendees: z.array(z.object({ email: z.string(), displayName: z.string() })),
      cancelledAt: z.string().nullable(),
      cancelledBy: z.string().nullable(),
      cancelReason: z.string().nullable(),
      createdAt: z.string(),
      /** Issue 30: the family member visited (null: the account holder), by name. */
      familyMemberId: z.string().nullable(),
      personSeen: z.string(),
    }),
  ),
  /** Issue 30: the family members in the account's care (and those handed over to an account of their own). */
  family: z.array(
    z.object({
      id: z.string(),
      nome: z.string(),
      cognome: z.string(),
      birthDate: z.string(),
      codiceFiscale: z.string().nullable(),
      relationship: z.string(),
      state: z.string(),
      handedOverAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** ADR 0039: the account's answers to the practices' contacts offered by its verified phone (the accepted visits are in `appointments`). */
  contactClaims: z.array(z.object({ contactId: z.string(), decision: z.enum(['accepted', 'declined']), decidedAt: z.string() })),
  favorites: z.array(z.object({ articleId: z.string(), title: z.string(), addedAt: z.string() })),
  follows: z.array(z.object({ doctorId: z.string(), doctorName: z.string(), since: z.string() })),
  /** Issue 25: the waiting lists one joined, with what one asked for and how each ended. */
  waitlist: z.array(
    z.object({
      doctorName: z.string(),
      serviceName: z.string().nullable(),
      appointmentId: z.string().nullable(),
      /** Issue 30: the family member the entry waits for; null for the account holder. */
      familyMemberId: z.string().nullable(),
      memberName: z.string().nullable(),
      weekdays: z.array(z.number()),
      timeFrom: z.string().nullable(),
      timeTo: z.string().nullable(),
      untilDate: z.string(),
      status: z.string(),
      createdAt: z.string(),
      endedAt: z.string().nullable(),
    }),
  ),
  /** Issue 26: the reminder channels, the SMS number (verified, or waiting for its code) and the messages sent about one's appointments. */
  notifications: z.object({
    emailReminders: z.boolean(),
    sms: z.boolean(),
    smsPhone: z.string().nullable(),
    smsPhoneVerifiedAt: z.string().nullable(),
    pendingPhone: z.object({ phone: z.string(), codesSent: z.number(), since: z.string() }).nullable(),
    sent: z.array(z.object({ appointmentId: z.string().nullable(), channel: z.string(), kind: z.string(), sentAt: z.string() })),
  }),
  /** Issue 28: the reviews one wrote (signed as shown) and the reports one made. */
  reviews: z.array(
    z.object({
      id: z.string(),
      doctorName: z.string(),
      rating: z.number(),
      subScores: z.record(z.string(), z.number()),
      text: z.string(),
      author: z.string(),
      status: z.string(),
      findings: z.array(z.string()),
      createdAt: z.string(),
      reply: z.object({ text: z.string(), publishedAt: z.string() }).nullable(),
    }),
  ),
  reviewReports: z.array(z.object({ reviewId: z.string(), reason: z.string(), createdAt: z.string() })),
  chat: z.array(z.object({ role: z.string(), content: z.string(), at: z.string() })),
  sessions: z.array(z.object({ device: z.string().nullable(), createdAt: z.string(), lastSeenAt: z.string(), expiresAt: z.string() })),
  memberships: z.array(z.object({ membershipId: z.string(), activatedAt: z.string(), expiresAt: z.string() })),
  files: z.array(z.object({ url: z.string(), bytes: z.number(), createdAt: z.string() })),
  /** Issue 29: the documents of one's visits (the doctor's and one's own), each with the link that downloads it (signed in). */
  documents: z.array(
    z.object({
      id: z.string(),
      appointmentId: z.string(),
      appointmentStartsAt: z.string(),
      serviceName: z.string(),
      doctorName: z.string(),
      kind: z.string(),
      title: z.string(),
      fileName: z.string(),
      contentType: z.string(),
      size: z.number(),
      uploadedBy: z.string(),
      createdAt: z.string(),
      url: z.string(),
    }),
  ),
  /**
   * Issue 31: one's personal access tokens, revoked and expired ones too (never the token nor its
   * hash: only the first characters the list shows), and the webhook endpoints one registered
   * (never the signing secret).
   */
  tokens: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      scopes: z.array(z.string()),
      prefix: z.string(),
      createdAt: z.string(),
      lastUsedAt: z.string().nullable(),
      expiresAt: z.string().nullable(),
      revokedAt: z.string().nullable(),
    }),
  ),
  webhooks: z.array(
    z.object({
      id: z.string(),
      scope: z.string(),
      url: z.string(),
      description: z.string(),
      events: z.array(z.string()),
      enabled: z.boolean(),
      disabledAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /**
   * Issue 30: the practices one works or worked for as a collaborator ('Segreteria'), and a doctor's
   * collaborators (invited, active or revoked). Never an invitation link, its token or its hash.
   */
  staff: z.object({
    practices: z.array(z.object({ doctorName: z.string(), since: z.string(), clinical: z.boolean(), revokedAt: z.string().nullable() })),
    collaborators: z.array(
      z.object({
        /** The account that accepted; null while only invited. */
        name: z.string().nullable(),
        /** The address the invitation went to. */
        email: z.string(),
        status: z.enum(['invitata', 'attiva', 'revocata']),
        invitedAt: z.string(),
        /** When the invitation was accepted. */
        since: z.string().nullable(),
        clinical: z.boolean(),
        revokedAt: z.string().nullable(),
      }),
    ),
  }),
  contactMessages: z.array(z.object({ nome: z.string(), cognome: z.string(), email: z.string(), telefono: z.string().nullable(), note: z.string().nullable(), sentAt: z.string() })),
  accessLog: z.array(z.object({ at: z.string(), who: z.string(), role: z.string(), action: z.string(), targetId: z.string().nullable() })),
  /** Only for a doctor: their practice and content. */
  practice: z
    .object({
      services: z.array(z.object({ id: z.string(), name: z.string(), duration: z.number(), price: z.number(), isActive: z.boolean() })),
      articles: z.array(z.object({ id: z.string(), title: z.string(), type: z.string(), status: z.string(), createdAt: z.string() })),
    })
    .nullable(),
});
export type DataExport = z.infer<typeof DataExportSchema>;
