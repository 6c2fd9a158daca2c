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
  /**
   * Issue 30: the family member visited, when the booking account booked for one ('la visita di
   * Luca Rossi'); the account holder is then the contact. Absent or null: the holder is visited.
   */
  member?: { name: string; relationshipLabel: string } | null;
  /** Where the visit takes place: the doctor's practice address when the job runs; null when the doctor has none. */
  location: PracticeAddress | null;
  /** Issue 29: an online visit's /televisita/:id page on Sanity (the e-mails' link, the .ics URL); null in the studio. */
  televisitUrl?: string | null;
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
  /** Issue 26: enqueues the channel jobs of one claimed reminder (the e-mail, and the SMS when a provider is wired). */
  reminderDue(tx: Db, reminder: ReminderRef): Promise<void>;
  flush(): void;
}

/** One reminder of one visit: its row in `appointment_reminders` (the start it was for and its lead). */
export interface ReminderRef {
  appointmentId: string;
  startsAt: Date;
  leadMinutes: number;
}

/** An appointment as the e-mail jobs load it when they run. */
export interface AppointmentNoticeState {
  notice: AppointmentNotice;
  status: 'confermato' | 'annullato' | 'pending';
}

/**
 * What the e-mail jobs need from the appointments feature, which owns the table: the appointment
 * as it is now (null when it was deleted), and the reminders' bookkeeping (issue 26).
 */
export interface AppointmentNoticeSource {
  noticeFor(appointmentId: string): Promise<AppointmentNoticeState | null>;
  /**
   * Claims the reminders due at `now` (the practice's leads, else `defaults`) of up to `limit` visits
   * and enqueues the channel jobs of those to send, in one transaction; how many were queued and skipped.
   */
  enqueueDueReminders(now: Date, defaults: readonly number[], limit: number): Promise<{ queued: number; skipped: number }>;
  /** A channel's job sent the reminder ('sent' wins) or found it no longer owed ('skipped', only over 'queued'). */
  decideReminder(ref: ReminderRef, status: 'sent' | 'skipped', now: Date): Promise<void>;
  /** Of these doctors, those with a confirmed visit starting in [from, to). */
  doctorsWithVisits(doctorIds: readonly string[], from: Date, to: Date): Promise<string[]>;
  /** A doctor's confirmed visits starting in [from, to), earliest first (no notes, no intake answers). */
  agendaOf(doctorId: string, from: Date, to: Date): Promise<Array<{ startsAt: Date; endsAt: Date; patientName: string; serviceName: string }>>;
  /**
   * Issue 25: new signed links ('choose another time', 'cancel') for the patient's e-mail after a
   * doctor's move, valid until the visit starts; null when the visit is cancelled or started.
   */
  actionLinksFor(appointmentId: string, now: Date): Promise<{ reschedule: string; cancel: string } | null>;
  /**
   * Issue 26 (contract 2): new signed links of a confirmation or reminder as full URLs ('Confermo la
   * presenza', 'Disdici', 'Sposta' with the 24-hour cut-off, and the SMS's one `manage` page), valid
   * until the visit starts; null when the visit is cancelled or started. `startsAt`: the visit's
   * start as the caller has just read it, not cancelled; the appointment is then not read again.
   */
  reminderLinksFor(appointmentId: string, now: Date, startsAt?: Date): Promise<{ confirm: string; cancel: string; reschedule: string } | null>;
  /** The SMS's one link to a page with the visit and its three actions (issue 26); null when the visit cannot change any more. */
  manageLinkFor(appointmentId: string, now: Date): Promise<string | null>;
}

/** The person visited: the family member booked for (issue 30), else the name given when booking, else the account's. */
export const customerName = (notice: AppointmentNotice) => notice.member?.name || notice.customer.name || notice.patient.name;
