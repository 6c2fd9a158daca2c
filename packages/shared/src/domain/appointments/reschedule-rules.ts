import { PATIENT_CANCEL_CUTOFF_HOURS } from '../../constants';

const HOUR_MS = 3_600_000;

/** Why an appointment may not be moved now by this party; null when it may. */
export type RescheduleRefusal = 'cancelled' | 'past' | 'cutoff';

/**
 * Issue 25 item 6: a cancelled or started appointment never moves; the doctor moves any future
 * one; the patient up to the cancellation cut-off (ADR 0007: moving frees the time as late as a
 * cancellation would), unless a doctor's move gave them a link that lifts it (`ignoreCutoff`).
 * The server refuses with it and the details dialog says why 'Sposta' is not offered.
 */
export function rescheduleRefusal(
  appointment: { status: string; startsAt: Date },
  by: 'patient' | 'doctor' | 'waitlist',
  now: Date,
  ignoreCutoff = false,
): RescheduleRefusal | null {
  if (appointment.status === 'annullato') return 'cancelled';
  if (appointment.startsAt.getTime() <= now.getTime()) return 'past';
  if (by === 'doctor' || ignoreCutoff) return null;
  return appointment.startsAt.getTime() - now.getTime() < PATIENT_CANCEL_CUTOFF_HOURS * HOUR_MS ? 'cutoff' : null;
}
