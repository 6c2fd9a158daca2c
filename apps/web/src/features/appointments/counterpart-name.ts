import { itAppointments } from '@sanity/shared/i18n/it-appointments';
import { isDoctorRole } from '@sanity/shared/domain/roles';
import { type Appointment } from '@sanity/shared/schemas/appointments';

const firstText = (...values: Array<string | null | undefined>) => values.find((v) => typeof v === 'string' && v.trim() !== '')?.trim() ?? null;

/**
 * The counterpart shown in 'Dettagli Appuntamento' (spec §2, §6): the patient to doctors, the
 * professional to everyone else (the patient by first name and surname, else the display name;
 * the doctor by the registered display name, title included: both composed by the server), else
 * 'Nome non disponibile'.
 */
export function counterpartName(raw: Pick<Appointment, 'client' | 'clientName' | 'professionalName' | 'otherParty'> & Partial<Pick<Appointment, 'personSeen'>>, viewerRole: string): string {
  // Issue 30: a family member's visit names the member to the doctor; the holder is the contact.
  const member = raw.personSeen?.familyMemberId ? raw.personSeen.name : null;
  if (isDoctorRole(viewerRole)) return firstText(member, raw.client.name, raw.client.displayName, raw.clientName) ?? itAppointments.appointments.nameUnavailable;
  return firstText(raw.professionalName, raw.otherParty.name) ?? itAppointments.appointments.nameUnavailable;
}
