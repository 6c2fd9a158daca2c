import { z } from 'zod';
import { RELATIONSHIPS } from '../domain/family/relationships';
import { itFamily as f } from '../i18n/it-family';

/**
 * The parts of the family contract (issue 30) that the appointments' and /crm's answers carry. Kept
 * apart from ./family.ts, whose input schema loads the codice fiscale library: a booking or an
 * agenda screen needs only these.
 */
export const RelationshipSchema = z.enum(RELATIONSHIPS, { message: f.relationshipRequired });

/**
 * The person an appointment is for (in AppointmentSchema.personSeen): a family member of the
 * booking account, or the account holder themself (`familyMemberId` null).
 */
export const PersonSeenSchema = z.object({
  familyMemberId: z.string().nullable(),
  name: z.string(),
  relationship: RelationshipSchema.nullable(),
  /** 'Figlio', … ; null for the holder. */
  relationshipLabel: z.string().nullable(),
  birthDate: z.string().nullable(),
});
export type PersonSeen = z.infer<typeof PersonSeenSchema>;

/** The account holder as an appointment's or a /crm entry's contact. */
export const ContactSchema = z.object({ userId: z.string(), name: z.string(), email: z.string(), phone: z.string() });
export type Contact = z.infer<typeof ContactSchema>;

