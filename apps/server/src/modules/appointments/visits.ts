import { doctorDisplayName } from '@sanity/shared/domain/names';
import type { AppointmentMode } from '@sanity/shared/schemas/video';
import type { PersonSeen } from '@sanity/shared/schemas/family-person';
import { partyName, personSeenOf } from './appointments.dto';
import type { AppointmentRecord } from './appointments.repository';

/**
 * What the video room and the documents (issue 29) need of an appointment: its two parties, its
 * state, mode and time. They decide who may see what from this, never from the table.
 */
export interface Visit {
  id: string;
  doctorId: string;
  patientId: string;
  status: 'confermato' | 'annullato' | 'pending';
  mode: AppointmentMode;
  startsAt: Date;
  endsAt: Date;
  serviceName: string;
  /** 'Dott.ssa Laura Esposito': the doctor's registered display name. */
  doctorName: string;
  /** The booking account's display name (a room's participant name). */
  patientName: string;
  /** Issue 30: who is visited, a family member of the booking account or its holder (as every appointment answer says). */
  personSeen: PersonSeen;
}

export function toVisit({ row, doctor, patient, member }: Pick<AppointmentRecord, 'row' | 'doctor' | 'patient' | 'member'>): Visit {
  const status = row.status === 'confermato' || row.status === 'annullato' ? row.status : 'pending';
  return {
    id: row.id,
    doctorId: row.doctorId,
    patientId: row.patientId,
    status,
    mode: row.mode,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    serviceName: row.serviceName,
    doctorName: doctorDisplayName(doctor),
    patientName: patient.displayName.trim() || partyName(patient),
    personSeen: personSeenOf({ row, member, patient }),
  };
}
