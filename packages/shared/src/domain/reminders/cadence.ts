/**
 * When a visit's reminders go (issue 26 item 1). Pure rules, shared by the server's periodic job and
 * the screens that show the choices. A lead is a real duration before the visit's start (48 hours
 * before is 48 real hours, also across a DST Sunday); the words of the message ('domani',
 * 'giovedì 3 dicembre') and the quiet hours are in Rome time (`quiet-hours.ts`, `phrasing.ts`).
 */

/** The shortest and longest lead a practice may choose: 1 hour and 1 week, in minutes. */
export const REMINDER_LEAD_MIN_MINUTES = 60;
export const REMINDER_LEAD_MAX_MINUTES = 7 * 24 * 60;
/** At most this many reminders per visit. */
export const REMINDER_LEADS_MAX = 3;
/** The platform's default set until an admin changes it: 48 hours and 2 hours before. */
export const DEFAULT_REMINDER_LEADS: readonly number[] = [2880, 120];
/** The choices a doctor and the admin are offered, longest first (1 week … 1 hour). */
export const REMINDER_LEAD_CHOICES: readonly number[] = [10080, 4320, 2880, 1440, 240, 120, 60];

/** One lead's outcome for a visit at the time of a run: send it now, or record it as skipped. */
export interface LeadDecision {
  leadMinutes: number;
  /** The moment the lead fell due: the visit's start minus the lead. */
  dueAt: Date;
  action: 'send' | 'skip';
}

export interface ReminderDueInput {
  startsAt: Date;
  /** The practice's set (or the platform's), in minutes. */
  leads: readonly number[];
  /**
   * When the visit got this start (booked, or moved): a lead whose moment came before is not owed
   * (the booking's or the move's own e-mail has just told the patient).
   */
  since: Date;
  now: Date;
  /** The leads already claimed (sent, queued or skipped) for this start. */
  decided: ReadonlySet<number>;
}

export const dueAtOf = (startsAt: Date, leadMinutes: number): Date => new Date(startsAt.getTime() - leadMinutes * 60_000);

/**
 * The leads to decide now. A lead is due once its moment has come (and came after `since`); only the
 * latest due one can be sent, the older due ones are skipped (a missed 48-hour reminder is pointless
 * once the 2-hour one is due). That latest one is sent when at least half of its lead remains
 * before the visit (on time, or late by a server that was down but still useful: a 2-hour reminder
 * still goes 1 hour before, not 40 minutes before; a 48-hour one still goes 30 hours before, not 20),
 * otherwise skipped too. Nothing once the visit has started.
 */
export function dueReminders({ startsAt, leads, since, now, decided }: ReminderDueInput): LeadDecision[] {
  if (now.getTime() >= startsAt.getTime()) return [];
  const due = [...new Set(leads)]
    .filter((lead) => !decided.has(lead))
    .map((leadMinutes) => ({ leadMinutes, dueAt: dueAtOf(startsAt, leadMinutes) }))
    .filter(({ dueAt }) => dueAt.getTime() > since.getTime() && dueAt.getTime() <= now.getTime())
    // Latest moment first: the shortest lead.
    .sort((a, b) => a.leadMinutes - b.leadMinutes);
  return due.map((lead, index): LeadDecision => {
    const remainingMinutes = (startsAt.getTime() - now.getTime()) / 60_000;
    const useful = index === 0 && remainingMinutes * 2 >= lead.leadMinutes;
    return { ...lead, action: useful ? 'send' : 'skip' };
  });
}

/** A set of leads without repeats, longest first (ReminderLeadsSchema checks its size and range). */
export function normaliseLeads(leads: readonly number[]): number[] {
  return [...new Set(leads)].sort((a, b) => b - a);
}
