import type { PracticeAddress } from '@sanity/shared/schemas/practice-address';
import type { Db } from '../../db/client';

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
  /**
   * The booking account. Its copies of the e-mails go to `email` only when `emailVerified`
   * (ADR 0012): an address nobody proved may belong to a stranger.
   */
  patient: { id: string; name: string; email: string; emailVerified: boolean };
  /**
   * The person visited, as entered in the booking form (may differ from the account): contact data
   * for the doctor, never a recipient (anyone could type a stranger's address there).
   */
  customer: { name: string; email: string; phone: string };
  /** Where the visit takes place: the doctor's practice address when the job runs; null when the doctor has none. */
  location: PracticeAddress | null;
  cancellation?: { by: 'patient' | 'doctor'; reason: string | null; at: Date };
  /** The last move (issue 25), when it was ever moved: the start before it, who moved it, how many moves so far (the ICS SEQUENCE). */
  move?: { previousStartsAt: Date; by: 'patient' | 'doctor' | 'waitlist'; count: number };
}

/**
 * The notifications the appointments feature triggers. Each call writes the e-mail jobs into `tx`,
 * the appointments feature's own transaction (the outbox: they exist if and only if the change
 * commits); nothing is sent inside the request. `flush()` after the commit has them sent at once.
 */
export interface AppointmentNotifier {
  appointmentBooked(tx: Db, appointmentId: string): Promise<void>;
  appointmentCancelled(tx: Db, appointmentId: string): Promise<void>;
  /** Issue 25: the 'spostato' e-mails of move number `move` (the appointment's reschedule count after it); an older move's e-mails still queued are dropped. */
  appointmentMoved(tx: Db, appointmentId: string, move: number): Promise<void>;
  reminderDue(tx: Db, appointmentId: string): Promise<void>;
  flush(): void;
}

/** An appointment as the e-mail jobs load it when they run. */
export interface AppointmentNoticeState {
  notice: AppointmentNotice;
  status: 'confermato' | 'annullato' | 'pending';
  reminderSent: boolean;
}

/**
 * What the e-mail jobs need from the appointments feature, which owns the table: the appointment
 * as it is now (null when it was deleted), and the reminders' bookkeeping.
 */
export interface AppointmentNoticeSource {
  noticeFor(appointmentId: string): Promise<AppointmentNoticeState | null>;
  markReminderSent(appointmentId: string, at: Date): Promise<void>;
  /** Marks confirmed, unreminded appointments starting in (now, until] and enqueues one reminder job for each, in one transaction; returns how many. */
  enqueueDueReminders(now: Date, until: Date, limit: number): Promise<number>;
  /**
   * Issue 25: new signed links ('choose another time', 'cancel') for the patient's e-mail after a
   * doctor's move, valid until the visit starts; null when the visit is cancelled or started.
   */
  actionLinksFor(appointmentId: string, now: Date): Promise<{ reschedule: string; cancel: string } | null>;
  /**
   * Issue 26 (contract 2): new signed links of a confirmation or reminder as full URLs ('Confermo la
   * presenza', 'Disdici', 'Sposta' with the 24-hour cut-off, and the SMS's one `manage` page), valid
   * until the visit starts; null when the visit is cancelled or started.
   */
  reminderLinksFor(appointmentId: string, now: Date): Promise<{ confirm: string; cancel: string; reschedule: string; manage: string } | null>;
}
