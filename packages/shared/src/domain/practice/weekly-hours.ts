import { windowsOf } from '../slots/compute-slots';
import { emptyWeek, toMinutes, WEEK_DAYS, type TimeSlot, type WeekDay, type WeeklySchedule } from './time-slots';

/**
 * Practice-wide hours (issue 15): the practice has one weekly schedule and a service either uses
 * it or overrides it with its own. These functions never look at a date or a clock.
 */

/** Weekdays Monday to Friday, for 'Seleziona tutti i giorni feriali'. */
export const WORKING_DAYS: readonly WeekDay[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/**
 * Copies one day (open or closed, and its windows) onto the target days; the source day itself
 * and the days not chosen are left as they are. Slots are copied, never shared between days.
 */
export function copyDay(week: WeeklySchedule, from: WeekDay, targets: readonly WeekDay[]): WeeklySchedule {
  const source = week[from];
  const out = { ...week };
  for (const day of targets) {
    if (day === from) continue;
    out[day] = { isAvailable: source.isAvailable, timeSlots: source.timeSlots.map((s) => ({ ...s })) };
  }
  return out;
}

/** A deep copy, so that a service's own week starts from the practice hours without sharing them. */
export function copyWeek(week: WeeklySchedule): WeeklySchedule {
  return Object.fromEntries(
    WEEK_DAYS.map((d) => [d, { isAvailable: week[d].isAvailable, timeSlots: week[d].timeSlots.map((s) => ({ ...s })) }]),
  ) as unknown as WeeklySchedule;
}

/** Two weeks are the same when every weekday has the same state and the same windows in the same order. */
export function sameWeek(a: WeeklySchedule, b: WeeklySchedule): boolean {
  return WEEK_DAYS.every(
    (d) =>
      a[d].isAvailable === b[d].isAvailable &&
      a[d].timeSlots.length === b[d].timeSlots.length &&
      a[d].timeSlots.every((s, i) => s.start === b[d].timeSlots[i]!.start && s.end === b[d].timeSlots[i]!.end),
  );
}

/** The hours a service is booked on: its own when it overrides the practice, else the practice's. */
export function effectiveWeek(override: WeeklySchedule | null | undefined, practice: WeeklySchedule | null | undefined): WeeklySchedule {
  return override ?? practice ?? emptyWeek();
}

/** [start, end) minute ranges of `windows` not covered by `old`: the time a change of hours adds. */
export function addedMinutes(windows: readonly TimeSlot[], old: readonly TimeSlot[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const w of windows) {
    let pieces: Array<[number, number]> = [[toMinutes(w.start), toMinutes(w.end)]];
    for (const o of old) {
      const [os, oe] = [toMinutes(o.start), toMinutes(o.end)];
      pieces = pieces.flatMap(([a, b]): Array<[number, number]> => {
        if (oe <= a || os >= b) return [[a, b]];
        return ([[a, os], [oe, b]] as Array<[number, number]>).filter(([x, y]) => y > x);
      });
    }
    out.push(...pieces);
  }
  return out;
}

/**
 * The weekdays on which some service can now be booked at a time it could not before (issue 25:
 * extended hours give the waiting list new times): a service added or switched on, a day opened, a
 * window widened. Services map to their effective week (null: no hours).
 */
export function weekdaysGained(before: ReadonlyMap<string, WeeklySchedule | null>, after: ReadonlyMap<string, WeeklySchedule | null>): WeekDay[] {
  return WEEK_DAYS.filter((day) =>
    [...after].some(([serviceId, week]) => {
      const was = windowsOf(before.get(serviceId)?.[day]);
      return addedMinutes(windowsOf(week?.[day]), was).length > 0;
    }),
  );
}
