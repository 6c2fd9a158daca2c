import { televisitPageUrl } from '@sanity/shared/domain/video/televisit-url';
import { PATIENT_CANCEL_CUTOFF_HOURS } from '@sanity/shared/constants';
import { canUndoNoShow, noShowRefusal } from '@sanity/shared/domain/appointments/attendance-rules';
import { rescheduleRefusal } from '@sanity/shared/domain/appointments/reschedule-rules';
import { doctorDisplayName } from '@sanity/shared/domain/names';
import type { Appointment, CrmPatient } from '@sanity/shared/schemas/appointments';
import type { PracticeAddress } from '@sanity/shared/schemas/practice-address';
import type { AppointmentNotice } from '../notifications/appointment-notice';
import { itFamily } from '@sanity/shared/i18n/it-family';
import type { Contact, PersonSeen } from '@sanity/shared/schemas/family';
import type { AppointmentRecord } from './appointments.repository';
import type { MemberRow, PartyRow } from './person-columns';
import { fullNameOf } from '../family/family.dto';

const HOUR_MS = 3_600_000;
export const APPOINTMENT_TYPE = 'Appuntamento';

/** A patient's first name and surname, else the display name (spec §2 'Dettagli Appuntamento'); doctors go by `doctorDisplayName`. */
export function partyName(party: Pick<PartyRow, 'nome' | 'cognome' | 'displayName'>): string {
  const full = `${party.nome} ${party.cognome}`.trim();
  return full || party.displayName.trim();
}

/**
 * Who looks: `id` is the party they act for (a patient, or the doctor, also when a collaborator acts
 * for the doctor: lib/actor.ts); a collaborator carries `kind: 'staff'`, its own `accountId` (the
 * audit log's actor) and whether the doctor granted 'accesso clinico'.
 */
export type Viewer = { id: string; accountId?: string; kind?: 'self' | 'staff'; clinical?: boolean };

/** Whether the viewer may read the patients' notes, intake answers and documents: everyone for themself; staff with the grant. */
export const readsClinical = (viewer: Viewer): boolean => viewer.kind !== 'staff' || viewer.clinical === true;

/**
 * Issue 30: who is visited — the family member the appointment is for, else the account holder
 * as named when booking (the booking account's name when none was given).
 */
export function personSeenOf(record: Pick<AppointmentRecord, 'row' | 'member'> & { patient?: PartyRow | undefined }): PersonSeen {
  const member: MemberRow | null | undefined = record.member;
  if (member && record.row.familyMemberId) return memberSeen(member);
  return holderSeen(record.row.customerName.trim() || (record.patient ? partyName(record.patient) : ''));
}

/** A family member as the person seen (also the waiting list's entries and offers, issue 30). */
export function memberSeen(member: MemberRow): PersonSeen {
  return {
    familyMemberId: member.id,
    name: fullNameOf(member),
    relationship: member.relationship,
    relationshipLabel: itFamily.relationships[member.relationship],
    birthDate: member.birthDate,
  };
}

/** The account holder themself as the person seen, under `name`. */
export const holderSeen = (name: string): PersonSeen => ({ familyMemberId: null, name, relationship: null, relationshipLabel: null, birthDate: null });

/** The account holder as the appointment's contact: the data given when booking, the account's as fallback. */
export function contactOf(record: Pick<AppointmentRecord, 'row'> & { patient?: PartyRow | undefined }): Contact {
  const { row, patient } = record;
  return {
    userId: row.patientId,
    name: row.customerName || (patient ? partyName(patient) : ''),
    email: row.customerEmail || patient?.email || '',
    phone: row.customerPhone || patient?.telefono || '',
  };
}

/** Whether `viewer` may cancel now: an active future visit; the booking patient only outside the cut-off (ADR 0007). */
export function canCancel(record: Pick<AppointmentRecord, 'row'>, viewer: Viewer, now: Date): boolean {
  const { row } = record;
  if (row.status === 'annullato' || row.startsAt <= now) return false;
  if (viewer.id === row.doctorId) return true;
  return viewer.id === row.patientId && row.startsAt.getTime() - now.getTime() >= PATIENT_CANCEL_CUTOFF_HOURS * HOUR_MS;
}

/**
 * The spec §3 server shape, seen by one of the two parties. `location` is the doctor's practice
 * address as it is now (issue 15), read by the caller, in one statement for a whole page.
 */
export function toAppointmentDto(record: Pick<AppointmentRecord, 'row' | 'doctor' | 'member'> & { patient?: PartyRow | undefined }, viewer: Viewer, now: Date, location: PracticeAddress | null): Appointment {
  const { row, doctor } = record;
  const personSeen = personSeenOf(record);
  // The doctor by their registered display name, title included (docs/ux-choices.md "One name per doctor").
  const professionalName = doctorDisplayName(doctor);
  const status = row.status === 'confermato' || row.status === 'annullato' ? row.status : 'pending';
  return {
    id: row.id,
    title: row.title,
    type: APPOINTMENT_TYPE,
    category: row.category,
    status,
    notes: row.notes,
    professionalId: row.doctorId,
    professionalName,
    clientId: row.patientId,
    patientId: row.patientId,
    client: { userId: row.patientId, name: row.customerName, displayName: row.customerName, email: row.customerEmail, phone: row.customerPhone },
    clientName: row.customerName,
    otherParty: { name: viewer.id === row.doctorId ? personSeen.name : professionalName },
    personSeen,
    contact: contactOf(record),
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    dateTime: row.startsAt.toISOString(),
    endDateTime: row.endsAt.toISOString(),
    duration: row.durationMinutes,
    price: row.priceCents / 100,
    customFields: row.customFields,
    healthDataConsent:
      row.healthConsentVersion && row.healthConsentAt ? { version: row.healthConsentVersion, acceptedAt: row.healthConsentAt.toISOString() } : null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: row.cancelledBy === 'patient' || row.cancelledBy === 'doctor' ? row.cancelledBy : null,
    cancelReason: row.cancelReason,
    canCancel: canCancel(record, viewer, now),
    canReschedule: rescheduleRefusal(row, viewer.id === row.doctorId ? 'doctor' : 'patient', now) === null,
    previousDateTime: row.previousStartsAt?.toISOString() ?? null,
    attendanceConfirmedAt: row.attendanceConfirmedAt?.toISOString() ?? null,
    noShowAt: row.noShowAt?.toISOString() ?? null,
    canMarkNoShow: viewer.id === row.doctorId && row.noShowAt === null && noShowRefusal(row, now) === null,
    canUndoNoShow: viewer.id === row.doctorId && row.noShowAt !== null && canUndoNoShow(row.noShowAt, now),
    createdAt: row.createdAt.toISOString(),
    location,
    mode: row.mode,
  };
}

export interface PatientSummaryRow {
  /** The member's id for a family member's entry, else the booking account's (issue 30). */
  personId: string;
  patientId: string;
  displayName: string;
  accountEmail: string;
  accountPhone: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  member: MemberRow | null;
  count: number;
  lastAt: Date;
  lastVisitAt: Date | null;
  nextAt: Date | null;
  noShowCount: number;
}

/**
 * A /crm entry: contact data as given in the patient's most recent booking, the account's as
 * fallback. Issue 30: a family member is a patient of their own, by their name, with the holder
 * as the contact (`contact`, and the contact's e-mail and phone in `email` and `phone`).
 */
export function toCrmPatient(row: PatientSummaryRow): CrmPatient {
  const email = row.customerEmail || row.accountEmail;
  const phone = row.customerPhone || row.accountPhone || '';
  const holderName = row.customerName || row.displayName;
  const member = row.member;
  return {
    clientId: row.personId,
    kind: member ? 'family_member' : 'account',
    familyMemberId: member?.id ?? null,
    birthDate: member?.birthDate ?? null,
    relationshipLabel: member ? itFamily.relationships[member.relationship] : null,
    contact: member ? { userId: row.patientId, name: holderName, email, phone } : null,
    name: member ? fullNameOf(member) : holderName,
    email,
    phone,
    appointmentCount: row.count,
    lastAppointmentAt: row.lastAt.toISOString(),
    lastVisitAt: row.lastVisitAt?.toISOString() ?? null,
    nextAppointmentAt: row.nextAt?.toISOString() ?? null,
    noShowCount: row.noShowCount,
  };
}

/**
 * An appointment in the doctor's list (issue 23): without the patient's notes and intake answers.
 * A list is the doctor's working view (times, names, services) and is not logged (ADR 0015: an
 * entry per list would bury the real reads), so it carries no health data either; the doctor reads
 * them by opening the appointment or the patient's record in /crm, both logged. Data minimisation
 * also keeps them out of what else reads this list (Igea, the server-drawn page).
 */
export function withoutPatientNotes(appointment: Appointment): Appointment {
  return { ...appointment, notes: '', customFields: [] };
}

const MOVERS = ['patient', 'doctor', 'waitlist'] as const;
const moverOf = (by: string | null) => MOVERS.find((m) => m === by) ?? 'patient';

/** What the notifications feature needs to tell both parties of the appointment as it is now. */
export function toAppointmentNotice(record: AppointmentRecord, location: PracticeAddress | null, timeZone: string, publicUrl: string): AppointmentNotice {
  const { row, doctor, patient } = record;
  return {
    location,
    // Issue 29: Sanity's own page of the room (never the Jitsi address: that one opens only in its window, to the two parties).
    televisitUrl: row.mode === 'online' ? televisitPageUrl(publicUrl, row.id) : null,
    id: row.id,
    serviceName: row.serviceName,
    title: row.title,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    timeZone,
    price: row.priceCents / 100,
    notes: row.notes,
    customFields: row.customFields,
    // E-mails address people by their display name, with the doctor's title ('Dott.ssa Laura Esposito').
    doctor: { id: doctor.id, name: doctorDisplayName(doctor), email: doctor.email },
    patient: { id: patient.id, name: patient.displayName.trim() || partyName(patient), email: patient.email, emailVerified: patient.emailVerifiedAt !== null },
    customer: { name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
    member: record.member && row.familyMemberId ? { name: fullNameOf(record.member), relationshipLabel: itFamily.relationships[record.member.relationship] } : null,
    ...(row.status === 'annullato' && row.cancelledAt
      ? { cancellation: { by: row.cancelledBy === 'doctor' ? 'doctor' : 'patient', reason: row.cancelReason, at: row.cancelledAt } }
      : {}),
    ...(row.previousStartsAt && row.rescheduleCount > 0
      ? { move: { previousStartsAt: row.previousStartsAt, by: moverOf(row.rescheduledBy), count: row.rescheduleCount } }
      : {}),
  };
}
