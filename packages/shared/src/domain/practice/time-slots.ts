/**
 * Weekly hours rules of spec §4/§5/§9. Times are wall-clock "HH:MM" strings in the doctor's
 * time zone; these functions never look at a date or a clock.
 */
export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export interface TimeSlot {
  start: string;
  end: string;
}
export interface DaySchedule {
  isAvailable: boolean;
  timeSlots: TimeSlot[];
}
export type WeeklySchedule = Record<WeekDay, DaySchedule>;

const STEP = 30;
const FIRST_START = 6 * 60; // 06:00
const LAST_START = 22 * 60; // 22:00
const LAST_END = 23 * 60 + 30; // 23:30
export const DEFAULT_SLOT: Readonly<TimeSlot> = { start: '09:00', end: '18:00' };

export function toMinutes(hhmm: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!match) return Number.NaN;
  return Number(match[1]) * 60 + Number(match[2]);
}

export function fromMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

function range(from: number, to: number): string[] {
  const out: string[] = [];
  for (let t = from; t <= to; t += STEP) out.push(fromMinutes(t));
  return out;
}

/** Start choices: 06:00 to 22:00 every 30 minutes. */
export const START_CHOICES: readonly string[] = range(FIRST_START, LAST_START);

/** End choices for a start: at least 30 minutes after it, up to 23:30. Empty for an invalid start. */
export function endChoicesFor(start: string): string[] {
  if (!START_CHOICES.includes(start)) return [];
  return range(toMinutes(start) + STEP, LAST_END);
}

export function isValidSlot(slot: TimeSlot): boolean {
  return endChoicesFor(slot.start).includes(slot.end);
}

/** Two slots overlap when one starts before the other ends (touching ends do not overlap). */
export function slotsOverlap(a: TimeSlot, b: TimeSlot): boolean {
  return toMinutes(a.start) < toMinutes(b.end) && toMinutes(b.start) < toMinutes(a.end);
}

/** True when any two slots of the day overlap. */
export function hasOverlap(slots: readonly TimeSlot[]): boolean {
  return slots.some((a, i) => slots.some((b, j) => j > i && slotsOverlap(a, b)));
}

/** A new start for a slot: the end is kept when still valid, else moved to the first valid option. */
export function changeSlotStart(slot: TimeSlot, start: string): TimeSlot {
  const ends = endChoicesFor(start);
  return { start, end: ends.includes(slot.end) ? slot.end : (ends[0] ?? slot.end) };
}

/** Switching a day on creates one default slot 09:00–18:00; switching it off clears the slots. */
export function toggleDay(on: boolean): DaySchedule {
  return on ? { isAvailable: true, timeSlots: [{ ...DEFAULT_SLOT }] } : { isAvailable: false, timeSlots: [] };
}

/** A slot can be removed only while more than one exists. */
export function canRemoveSlot(day: DaySchedule): boolean {
  return day.timeSlots.length > 1;
}

/**
 * The slot a doctor adds after the existing ones: the first 1-hour window after the latest end
 * that is still a valid slot, or null when the day is full.
 */
export function nextSlotAfter(slots: readonly TimeSlot[]): TimeSlot | null {
  const latestEnd = slots.reduce((max, s) => Math.max(max, toMinutes(s.end)), FIRST_START);
  const start = slots.length ? latestEnd : toMinutes(DEFAULT_SLOT.start);
  if (start > LAST_START) return null;
  const candidate = { start: fromMinutes(start), end: fromMinutes(Math.min(start + 60, LAST_END)) };
  return isValidSlot(candidate) ? candidate : null;
}

export function emptyWeek(): WeeklySchedule {
  return Object.fromEntries(WEEK_DAYS.map((d) => [d, { isAvailable: false, timeSlots: [] }])) as unknown as WeeklySchedule;
}

/**
 * The specification names a slot's bounds start/end "also named startTime/endTime": a saved
 * configuration may come in either shape. Returns `body` with every slot written start/end (the
 * shape the schema validates and the API answers), leaving anything else as it came.
 */
export function withSlotAliases(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !Array.isArray((body as { availabilities?: unknown }).availabilities)) return body;
  const slot = (s: unknown) => {
    if (!s || typeof s !== 'object') return s;
    const { startTime, endTime, ...rest } = s as Record<string, unknown>;
    return { ...rest, start: rest.start ?? startTime, end: rest.end ?? endTime };
  };
  const week = (w: unknown) =>
    w && typeof w === 'object'
      ? Object.fromEntries(
          Object.entries(w as Record<string, unknown>).map(([day, d]) => [
            day,
            d && typeof d === 'object' && Array.isArray((d as { timeSlots?: unknown }).timeSlots) ? { ...d, timeSlots: (d as { timeSlots: unknown[] }).timeSlots.map(slot) } : d,
          ]),
        )
      : w;
  const { availabilities } = body as { availabilities: unknown[] };
  return {
    ...body,
    availabilities: availabilities.map((a) => (a && typeof a === 'object' ? { ...a, weeklySchedule: week((a as { weeklySchedule?: unknown }).weeklySchedule) } : a)),
  };
}
