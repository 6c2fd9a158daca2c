import { itAppointments } from '@sanity/shared/i18n/it-appointments';
import { AppError } from '../../lib/app-error';
import type { Visit } from '../appointments/visits';

/**
 * Who may see an appointment's video room (issue 29), in one place: its doctor and its patient.
 * Anyone else is answered as if the appointment did not exist (404), so its existence is not revealed.
 */
export function requireRoomParticipant(viewerId: string, visit: Visit | null): Visit & { as: 'doctor' | 'patient' } {
  if (visit?.doctorId === viewerId) return { ...visit, as: 'doctor' };
  if (visit?.patientId === viewerId) return { ...visit, as: 'patient' };
  throw new AppError(404, itAppointments.appointments.notFound);
}
