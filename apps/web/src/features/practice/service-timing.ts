/**
 * The choices of a service's buffers and minimum notice in the service editor (issue 25): a short
 * list of round values is quicker to pick on a phone than typing minutes, and cannot be mistyped.
 * A value stored some other way (the API) stays listed, so opening the editor never changes it.
 */

export type TimingChoice = { minutes: number; label: string };

/** Minutes of rest before or after a visit. */
export const BUFFER_CHOICES = [0, 5, 10, 15, 20, 30, 45, 60] as const;

/** Minimum notice of a booking: none, then from half an hour to a week. */
export const NOTICE_CHOICES = [0, 30, 60, 120, 180, 240, 480, 720, 1440, 2880, 4320, 10080] as const;

const HOUR = 60;
const DAY = 24 * HOUR;

/** '1 ora', '2 ore', '30 minuti', '1 giorno', '3 giorni', '1 ora e 30 minuti'. */
export function formatMinutes(minutes: number): string {
  if (minutes >= DAY && minutes % DAY === 0) return minutes === DAY ? '1 giorno' : `${minutes / DAY} giorni`;
  const hours = Math.floor(minutes / HOUR);
  const rest = minutes % HOUR;
  const h = hours === 1 ? '1 ora' : `${hours} ore`;
  const m = rest === 1 ? '1 minuto' : `${rest} minuti`;
  if (hours === 0) return m;
  return rest === 0 ? h : `${h} e ${m}`;
}

/** The choices of one select, with the current value added (in order) when it is not a round one. */
export function choicesWith(values: readonly number[], current: number, none: string): TimingChoice[] {
  const all = values.includes(current) ? [...values] : [...values, current].sort((a, b) => a - b);
  return all.map((minutes) => ({ minutes, label: minutes === 0 ? none : formatMinutes(minutes) }));
}

/** The line under a service's name: only what is set ('Pausa 10 minuti prima · preavviso 2 ore'), or null. */
export function timingSummary(
  timing: { bufferBeforeMinutes?: number; bufferAfterMinutes?: number; minNoticeMinutes?: number },
  words: { before: (t: string) => string; after: (t: string) => string; notice: (t: string) => string },
): string | null {
  const parts = [
    timing.bufferBeforeMinutes ? words.before(formatMinutes(timing.bufferBeforeMinutes)) : null,
    timing.bufferAfterMinutes ? words.after(formatMinutes(timing.bufferAfterMinutes)) : null,
    timing.minNoticeMinutes ? words.notice(formatMinutes(timing.minNoticeMinutes)) : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}
