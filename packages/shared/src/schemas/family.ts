import { z } from 'zod';
import { codiceFiscaleRefusal, normalizeCodiceFiscale, type CodiceFiscaleRefusal } from '../domain/family/codice-fiscale';
import { itFamily as f } from '../i18n/it-family';
import { localDate, text } from './fields';
import { RelationshipSchema } from './family-person';

export { ContactSchema, PersonSeenSchema, RelationshipSchema, type Contact, type PersonSeen } from './family-person';

/**
 * The family members' contract (issue 30 points 1 and 2; docs/contracts/family.md): the holder's list,
 * adding, changing and removing a member, the invitation of a member of age to an account of their
 * own, and its acceptance. Dates of birth are calendar days (YYYY-MM-DD); instants are ISO 8601.
 */


const CF_MESSAGES: Record<CodiceFiscaleRefusal, (relationship: string) => string> = {
  format: () => f.cfFormat,
  check: () => f.cfCheckDigit,
  surname: () => f.cfSurname,
  name: () => f.cfName,
  birthDate: () => f.cfBirthDate,
  sex: (relationship) => f.cfSex(relationship),
};

/** The Italian message of a codice fiscale refusal (the form and the API say the same). */
export function codiceFiscaleMessage(refusal: CodiceFiscaleRefusal, relationship: z.infer<typeof RelationshipSchema> | undefined): string {
  return CF_MESSAGES[refusal](relationship ? f.relationships[relationship] : '');
}

const personName = (required: string) => text(required).trim().min(1, { message: required }).max(100, { message: f.nameTooLong });

/**
 * POST /api/family and PUT /api/family/:id. `codiceFiscale` is optional ('' or absent: none), stored
 * upper case without spaces, and must agree with the name, surname, date of birth and the sex the
 * relationship implies. The server also refuses a date of birth after today (its clock).
 */
export const FamilyMemberInputSchema = z
  .object({
    nome: personName(f.nomeRequired),
    cognome: personName(f.cognomeRequired),
    birthDate: localDate(f.birthDateInvalid),
    relationship: RelationshipSchema,
    codiceFiscale: text()
      .max(40, { message: f.cfFormat })
      .transform(normalizeCodiceFiscale)
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((v, ctx) => {
    if (!v.codiceFiscale) return;
    const refusal = codiceFiscaleRefusal(v.codiceFiscale, v);
    if (refusal) ctx.addIssue({ code: 'custom', path: ['codiceFiscale'], message: codiceFiscaleMessage(refusal, v.relationship) });
  });
export type FamilyMemberInput = z.infer<typeof FamilyMemberInputSchema>;
export type FamilyMemberFormValues = z.input<typeof FamilyMemberInputSchema>;

export const FAMILY_MEMBER_STATES = ['active', 'invited', 'handed_over'] as const;

export const FamilyMemberSchema = z.object({
  id: z.string(),
  nome: z.string(),
  cognome: z.string(),
  /** 'Luca Rossi'. */
  fullName: z.string(),
  birthDate: z.string(),
  codiceFiscale: z.string().nullable(),
  relationship: RelationshipSchema,
  /** 'Figlio', 'Figlia', … (itFamily.relationships). */
  relationshipLabel: z.string(),
  /** 18 or over today (the server's clock, Europe/Rome): may be invited to an account of their own. */
  isAdult: z.boolean(),
  /** The day they turn 18 (YYYY-MM-DD). */
  adultFrom: z.string(),
  /** active: the holder acts for them; invited: an invitation is pending (the holder still acts for them); handed_over: they have their own account. */
  state: z.enum(FAMILY_MEMBER_STATES),
  /** The pending invitation (state 'invited'); null otherwise. */
  invitation: z.object({ email: z.string(), sentAt: z.string(), expiresAt: z.string() }).nullable(),
  /** When the member took their history to their own account (state 'handed_over'). */
  handedOverAt: z.string().nullable(),
  /** How many appointments (any state) were booked for them and are still the holder's. */
  appointmentCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FamilyMember = z.infer<typeof FamilyMemberSchema>;

/** GET /api/family: every member of the holder (at most FAMILY_MEMBERS_MAX, so one page), active first, then by name. */
export const FamilyMemberListSchema = z.object({ members: z.array(FamilyMemberSchema) });
export type FamilyMemberList = z.infer<typeof FamilyMemberListSchema>;
export const FamilyMemberResponseSchema = z.object({ member: FamilyMemberSchema });
export const FAMILY_MEMBERS_MAX = 20;

/** POST /api/family/:id/invitation: where to send the invitation (the member's own address). */
export const FamilyInviteSchema = z.object({
  email: text(f.emailInvalid)
    .trim()
    .toLowerCase()
    .min(1, { message: f.emailInvalid })
    .pipe(z.email({ message: f.emailInvalid }).max(254, { message: f.emailInvalid })),
});
export type FamilyInvite = z.infer<typeof FamilyInviteSchema>;

/** POST /api/family/invitations/lookup and /accept: the token of the e-mail's link (in the body, never in a logged path). */
export const FamilyInvitationTokenSchema = z.object({ token: text().trim().min(1, { message: f.inviteNotFound }).max(200, { message: f.inviteNotFound }) });
export type FamilyInvitationToken = z.infer<typeof FamilyInvitationTokenSchema>;

/** What the invitation page shows before accepting. */
export const FamilyInvitationInfoSchema = z.object({
  memberName: z.string(),
  holderName: z.string(),
  /** The address the invitation went to: the account accepting must have it. */
  email: z.string(),
  expiresAt: z.string(),
});
export type FamilyInvitationInfo = z.infer<typeof FamilyInvitationInfoSchema>;

/** The hand-over done: what moved to the accepting account. */
export const FamilyHandoverResultSchema = z.object({ appointments: z.number(), documents: z.number() });
export type FamilyHandoverResult = z.infer<typeof FamilyHandoverResultSchema>;

