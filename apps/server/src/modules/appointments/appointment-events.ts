import type { AppointmentEventData, PlatformEvent, WebhookEventType } from '@sanity/shared/domain/webhooks/events';
import type { Db } from '../../db/client';
import type { AppointmentRow } from './appointments.repository';

/**
 * Issue 31: the appointments feature reports its changes (booked, moved, cancelled, attendance
 * confirmed, no-show) inside the transaction that makes them, beside the e-mail jobs; the webhooks
 * feature turns each into signed deliveries. One call per event, in the one place each happens.
 */
export interface AppointmentEvents {
  emit(tx: Db, event: PlatformEvent): Promise<void>;
  /** After the commit: deliver now. */
  flush(): void;
}

export const noAppointmentEvents: AppointmentEvents = { emit: () => Promise.resolve(), flush: () => undefined };

type AppointmentEventType = Exclude<WebhookEventType, 'review.published'>;

/** What an event says about a visit: ids and times only, never the service's name, notes, intake answers or the person visited. */
export function appointmentEvent(type: AppointmentEventType, row: AppointmentRow, occurredAt: Date): PlatformEvent {
  const data: AppointmentEventData = {
    appointmentId: row.id,
    doctorId: row.doctorId,
    patientId: row.patientId,
    serviceId: row.serviceId,
    status: row.status === 'confermato' || row.status === 'annullato' ? row.status : 'pending',
    mode: row.mode,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
  if (type === 'appointment.moved' && row.previousStartsAt) data.previousStartsAt = row.previousStartsAt.toISOString();
  if (type === 'appointment.cancelled' && (row.cancelledBy === 'patient' || row.cancelledBy === 'doctor')) data.cancelledBy = row.cancelledBy;
  if (type === 'appointment.confirmed' && row.attendanceConfirmedAt) data.confirmedAt = row.attendanceConfirmedAt.toISOString();
  if (type === 'appointment.no_show' && row.noShowAt) data.markedAt = row.noShowAt.toISOString();
  return { type, doctorId: row.doctorId, occurredAt, data };
}
