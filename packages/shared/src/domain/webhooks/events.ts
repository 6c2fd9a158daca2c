/**
 * Issue 31 point 4: the events a webhook endpoint may subscribe to, and the shape of what is sent.
 * A payload carries ids and times only: never intake answers, notes, the service's name or any
 * other health data (the receiver reads the rest through the FHIR API with a token, if allowed).
 */
export const WEBHOOK_EVENTS = [
  'appointment.booked',
  'appointment.moved',
  'appointment.cancelled',
  'appointment.confirmed',
  'appointment.no_show',
  'review.published',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export interface AppointmentEventData {
  appointmentId: string;
  doctorId: string;
  patientId: string;
  serviceId: string;
  status: 'confermato' | 'annullato' | 'pending';
  mode: 'in_studio' | 'online';
  startsAt: string;
  endsAt: string;
  /** appointment.moved: the start before the move. */
  previousStartsAt?: string;
  /** appointment.cancelled: who cancelled. */
  cancelledBy?: 'patient' | 'doctor';
  /** appointment.confirmed: when the patient confirmed attendance. */
  confirmedAt?: string;
  /** appointment.no_show: when the doctor marked it. */
  markedAt?: string;
}

export interface ReviewEventData {
  reviewId: string;
  doctorId: string;
  appointmentId: string | null;
  rating: number;
  publishedAt: string;
}

/** One event as a feature reports it, before it becomes one delivery per subscribed endpoint. */
export type PlatformEvent =
  | { type: Exclude<WebhookEventType, 'review.published'>; doctorId: string; occurredAt: Date; data: AppointmentEventData }
  | { type: 'review.published'; doctorId: string; occurredAt: Date; data: ReviewEventData };

/** The JSON body of a delivery (Standard Webhooks' recommended `type`, `timestamp`, `data`). */
export interface WebhookPayload {
  type: WebhookEventType;
  timestamp: string;
  data: AppointmentEventData | ReviewEventData;
}

/** How long the previous secret keeps signing after a rotation (both signatures are sent meanwhile). */
export const SECRET_ROTATION_OVERLAP_HOURS = 24;
/** An endpoint whose deliveries have failed for this long without a success is disabled. */
export const WEBHOOK_DISABLE_AFTER_DAYS = 3;
/** Attempts of one delivery through the job runner (its backoff: 30 s doubling, so the last comes about an hour after the first). */
export const WEBHOOK_DELIVERY_ATTEMPTS = 8;
/** Endpoints one owner may register. */
export const WEBHOOK_ENDPOINTS_PER_OWNER_MAX = 10;
