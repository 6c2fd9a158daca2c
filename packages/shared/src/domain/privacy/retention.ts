/**
 * How long each kind of personal data is kept (issue 13 point 10; docs/privacy.md "Conservazione
 * dei dati", ADR 0015). The server's retention job (modules/retention) deletes what is older;
 * a row is kept for its whole period and deleted once it is older than that (`retentionCutoff`).
 * Periods are in days, so that the job and its tests agree to the millisecond (no month lengths).
 */

const DAY_MS = 86_400_000;

/** Igea's conversations: 12 months after each message. Useful as context for a while, not a health record. */
export const CHAT_HISTORY_RETENTION_DAYS = 365;

/**
 * A cancelled appointment: 24 months after the time it was booked for. Long enough for the
 * patient's and the doctor's disputes (a cancellation fee, a complaint), with no clinical value.
 */
export const CANCELLED_APPOINTMENT_RETENTION_DAYS = 730;

/**
 * Any other appointment (held or pending): 10 years after its start, the civil code's period for
 * keeping the records of a professional activity (art. 2220 c.c.); then deleted with its intake answers.
 */
export const APPOINTMENT_RETENTION_DAYS = 3_653;

/**
 * The audit log (who read or changed whose data): 24 months, after the Garante's guidance on the
 * access logs of health records (the patient can check them for that long; older entries are noise).
 */
export const AUDIT_LOG_RETENTION_DAYS = 730;

/** Dead background jobs: 90 days, for the admin to see and retry (they hold ids, never personal data). */
export const DEAD_JOB_RETENTION_DAYS = 90;

/** Done background jobs: 7 days (the runner deletes them itself; their dedupe keys are no longer needed). */
export const DONE_JOB_RETENTION_DAYS = 7;

/** Ended sessions (expired, or idle past SESSION_IDLE_DAYS): deleted at once, they hold an IP and a device. */
export const ENDED_SESSION_RETENTION_DAYS = 0;

/** Used or expired e-mail links (verification, reset): 1 day, they hold an address and prove nothing any more. */
export const ACCOUNT_TOKEN_RETENTION_DAYS = 1;

/** Failed logins (an e-mail and an IP): 1 day, or the lock-out window when that is longer (it never is by default). */
export const LOGIN_FAILURE_RETENTION_DAYS = 1;

/** Messages of the landing's contact form: 24 months, to answer follow-ups; they are not health data. */
export const CONTACT_MESSAGE_RETENTION_DAYS = 730;

/** The instant before which rows of a `days`-day period are deleted at `now` (a row exactly `days` old is kept). */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * Issue 29: the documents of a visit (referti, prescriptions, the patient's attachments): 24 months
 * after being added. Sanity delivers them; it is not the doctor's clinical record (the doctor keeps
 * their own copy under their own obligations). Never longer than the appointments they belong to
 * (a cancelled one is deleted 24 months after its start, and a document is always added before a
 * cancellation, which happens before the start), so a file never outlives its row.
 */
export const DOCUMENT_RETENTION_DAYS = 730;
