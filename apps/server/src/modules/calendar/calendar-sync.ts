import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * What the appointments feature asks of the calendar sync (issue 10), as it asks notifications for
 * e-mails: inside a booking's or cancellation's own transaction it enqueues the push job (the
 * outbox: the job exists iff the change commits), `flush()` after the commit wakes the runner, and
 * a booking may then wait a moment for the event to be in the doctor's calendar.
 */
export interface AppointmentCalendarSync {
  /** Enqueues the push of a new confirmed booking when the doctor's calendar is connected; true when enqueued. */
  appointmentBooked(tx: Db, appointment: { id: string; doctorId: string }): Promise<boolean>;
  /** Enqueues the removal of a cancelled booking's event when the doctor has a calendar; true when enqueued. */
  appointmentCancelled(tx: Db, appointment: { id: string; doctorId: string }): Promise<boolean>;
  /**
   * Issue 25: enqueues the push of a moved booking (move number `move`), which updates the event the
   * calendar already has (the stored link's id and etag), never adds one; true when enqueued.
   */
  appointmentMoved(tx: Db, appointment: { id: string; doctorId: string; move: number }): Promise<boolean>;
  /** After the commit: run the enqueued push now rather than at the next poll. */
  flush(): void;
  /** Waits (up to CALENDAR_PUSH_WAIT_MS) for the booking's push; true when its event is in the calendar. */
  waitForPush(appointmentId: string): Promise<boolean>;
}

/** An interval the doctor is busy in their external calendar (cached by the last pull). */
export interface ExternalBusyInterval {
  doctorId: string;
  start: Date;
  end: Date;
}

/**
 * The doctors' busy times from their external calendars meeting [from, to): the slot engine holds
 * them like booked appointments. Read from the cache only, so booking works when a calendar is
 * unreachable (ADR 0010).
 */
export type ExternalBusy = (doctorIds: readonly string[], from: Date, to: Date) => Promise<ExternalBusyInterval[]>;

/**
 * `ExternalBusy` of one doctor as a subquery (a JSON array of `{ start, end }`, or null for none),
 * for a caller to put in the statement it already sends: the availability check reads it with the
 * doctor's row, one round trip fewer on every check (ADR 0016).
 */
export type ExternalBusySql = (doctorId: string, from: Date, to: Date) => SQL<Array<{ start: string; end: string }> | null>;
