/**
 * What the notifications feature needs to know about an appointment to tell both parties. The
 * appointments feature builds it; notifications never read the appointments' tables for it.
 */
export interface AppointmentNotice {
  id: string;
  serviceName: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  /** Europe/Rome unless the doctor has another. */
  timeZone: string;
  price: number;
  notes: string;
  customFields: ReadonlyArray<{ name: string; value: string | number | boolean }>;
  doctor: { id: string; name: string; email: string };
  /** The booking account. */
  patient: { id: string; name: string; email: string };
  /** The person visited, as entered in the booking form (may differ from the account). */
  customer: { name: string; email: string; phone: string };
  cancellation?: { by: 'patient' | 'doctor'; reason: string | null; at: Date };
}

/** The notifications the appointments feature triggers. Implementations never throw: a failed e-mail is logged, the booking stands. */
export interface AppointmentNotifier {
  appointmentBooked(notice: AppointmentNotice): Promise<void>;
  appointmentCancelled(notice: AppointmentNotice): Promise<void>;
}

/**
 * Where the reminder job gets its work: the appointments feature, which owns the table, claims due
 * reminders in the database (so several instances never take the same one) and records them sent.
 */
export interface ReminderSource {
  /** Claims confirmed, unreminded appointments starting in (now, until], at most `limit`; a claim older than `leaseMs` may be retaken. */
  claimDueReminders(now: Date, until: Date, leaseMs: number, limit: number): Promise<AppointmentNotice[]>;
  markReminderSent(id: string, at: Date): Promise<void>;
}
