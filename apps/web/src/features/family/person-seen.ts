import { type Appointment } from '@sanity/shared/schemas/appointments';

/**
 * Who an appointment is for (issue 30): a family member of the booking account, or the holder.
 * No strings and no components here: the sidebar (every page's first load) reads it through
 * appointments' `toEntries`.
 */
export type SeenMember = { id: string; name: string; relationshipLabel: string | null; birthDate: string | null };

/** The family member the visit is for, or null when it is for the booking account's holder. */
export function seenMember(raw: Pick<Appointment, 'personSeen'> | null | undefined): SeenMember | null {
  const seen = raw?.personSeen;
  if (!seen?.familyMemberId) return null;
  return { id: seen.familyMemberId, name: seen.name.trim(), relationshipLabel: seen.relationshipLabel, birthDate: seen.birthDate };
}
