import { birthdayAt, FAMILY_ADULT_AGE, isAdultOn } from '@sanity/shared/domain/family/age';
import { itFamily as f } from '@sanity/shared/i18n/it-family';
import type { FamilyMember } from '@sanity/shared/schemas/family';
import type { FamilyMemberRow } from '../../db/schema/family';

/** 'Luca Rossi'. */
export const fullNameOf = (row: Pick<FamilyMemberRow, 'nome' | 'cognome'>) => `${row.nome} ${row.cognome}`.trim();

/** The state the API shows: handed over, invited (a pending invitation not yet expired at `now`), or active. */
export function stateOf(row: FamilyMemberRow, now: Date): FamilyMember['state'] {
  if (row.handedOverAt) return 'handed_over';
  if (row.inviteEmail && row.inviteExpiresAt && row.inviteExpiresAt > now) return 'invited';
  return 'active';
}

/** A member as their holder sees them; `today` is the local date in Europe/Rome (the age rule). */
export function toFamilyMemberDto(row: FamilyMemberRow, appointmentCount: number, now: Date, today: string): FamilyMember {
  const state = stateOf(row, now);
  return {
    id: row.id,
    nome: row.nome,
    cognome: row.cognome,
    fullName: fullNameOf(row),
    birthDate: row.birthDate,
    codiceFiscale: row.codiceFiscale,
    relationship: row.relationship,
    relationshipLabel: f.relationships[row.relationship],
    isAdult: isAdultOn(row.birthDate, today),
    adultFrom: birthdayAt(row.birthDate, FAMILY_ADULT_AGE),
    state,
    invitation:
      state === 'invited' && row.inviteEmail && row.invitedAt && row.inviteExpiresAt
        ? { email: row.inviteEmail, sentAt: row.invitedAt.toISOString(), expiresAt: row.inviteExpiresAt.toISOString() }
        : null,
    handedOverAt: row.handedOverAt?.toISOString() ?? null,
    appointmentCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
