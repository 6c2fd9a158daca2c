import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { closedHolidayDates } from '@sanity/shared/domain/slots/italian-holidays';
import type { Interval, SlotQuery } from '@sanity/shared/domain/slots/compute-slots';
import type { TimeSlot } from '@sanity/shared/domain/practice/time-slots';
import { DEFAULT_HORIZON_DAYS } from '@sanity/shared/schemas/schedule';
import { practiceBookingRules, practiceClosures, practiceDateHours, practiceHolidayOpenings } from '../../db/schema/schedule';

/** A closure as the engine and the booking dialog see it. */
export type ClosureInterval = Interval & { allDay: boolean; note: string };

/**
 * The practice-wide part of the slot engine's query (issue 25) over a range of local dates: the
 * closures meeting it, the hours of its single dates, its closed holidays, the booking horizon.
 */
export interface PracticeRules {
  closures: ClosureInterval[];
  dateHours: Record<string, TimeSlot[]>;
  closedDates: string[];
  horizonDays: number;
}

/** The rules as one JSON value, read by `scheduleRulesSql`. */
export interface RawScheduleRules {
  closures: Array<{ startsAt: string; endsAt: string; allDay: boolean; note: string }> | null;
  dateHours: Array<{ date: string; windows: TimeSlot[] }> | null;
  openings: string[] | null;
  rules: { horizonDays: number; patronCity: string | null } | null;
}

/** The window a rules read covers: local dates [fromDate, toDate] and instants [from, to) around them. */
export interface RulesWindow {
  fromDate: string;
  toDate: string;
  from: Date;
  to: Date;
}

/**
 * A doctor's schedule rules over a window as one JSON value, a subquery for a statement the caller
 * already sends, read fresh (the booking dialog's read; the directory's, several doctors at once); a single doctor's
 * booking check takes them from `schedule-rules-cache.ts` instead. `doctorId` is an SQL expression
 * (a parameter, or a column of the caller's statement for many doctors at once).
 */
export function scheduleRulesSql(doctorId: SQL, window: RulesWindow): SQL<RawScheduleRules> {
  const from = window.from.toISOString();
  const to = window.to.toISOString();
  return sql<RawScheduleRules>`json_build_object(
    'closures', (select json_agg(json_build_object('startsAt', c.starts_at, 'endsAt', c.ends_at, 'allDay', c.all_day, 'note', c.note) order by c.starts_at)
      from ${practiceClosures} c where c.doctor_id = ${doctorId} and c.starts_at < ${to}::timestamptz and c.ends_at > ${from}::timestamptz),
    'dateHours', (select json_agg(json_build_object('date', h.date, 'windows', h.windows))
      from ${practiceDateHours} h where h.doctor_id = ${doctorId} and h.date between ${window.fromDate} and ${window.toDate}),
    'openings', (select json_agg(o.date) from ${practiceHolidayOpenings} o where o.doctor_id = ${doctorId} and o.date between ${window.fromDate} and ${window.toDate}),
    'rules', (select json_build_object('horizonDays', r.horizon_days, 'patronCity', r.patron_city) from ${practiceBookingRules} r where r.doctor_id = ${doctorId})
  )`;
}

/**
 * The engine's practice rules over `window` from `scheduleRulesSql`'s value or a wider cached copy
 * of it (`schedule-rules-cache.ts`): what lies outside the window is left out (null: a doctor
 * without any rules).
 */
export function practiceRulesOf(raw: RawScheduleRules | null, window: RulesWindow): PracticeRules {
  const rules = raw?.rules ?? null;
  const inWindow = (date: string) => date >= window.fromDate && date <= window.toDate;
  const closures: ClosureInterval[] = [];
  for (const c of raw?.closures ?? []) {
    const start = new Date(c.startsAt);
    const end = new Date(c.endsAt);
    if (start < window.to && end > window.from) closures.push({ start, end, allDay: c.allDay, note: c.note });
  }
  return {
    closures,
    dateHours: Object.fromEntries((raw?.dateHours ?? []).filter((h) => inWindow(h.date)).map((h) => [h.date, h.windows])),
    closedDates: closedHolidayDates(window.fromDate, window.toDate, rules?.patronCity ?? null, (raw?.openings ?? []).filter(inWindow)),
    horizonDays: rules?.horizonDays ?? DEFAULT_HORIZON_DAYS,
  };
}

/** The engine's query fields of the practice rules and of one service's buffers and notice. */
export function slotRulesFrom(
  practice: PracticeRules,
  service: { bufferBeforeMinutes?: number | undefined; bufferAfterMinutes?: number | undefined; minNoticeMinutes?: number | undefined },
): Pick<SlotQuery, 'closures' | 'dateHours' | 'closedDates' | 'horizonDays' | 'bufferBeforeMinutes' | 'bufferAfterMinutes' | 'minNoticeMinutes'> {
  return {
    closures: practice.closures,
    dateHours: practice.dateHours,
    closedDates: practice.closedDates,
    horizonDays: practice.horizonDays,
    bufferBeforeMinutes: service.bufferBeforeMinutes ?? 0,
    bufferAfterMinutes: service.bufferAfterMinutes ?? 0,
    minNoticeMinutes: service.minNoticeMinutes ?? 0,
  };
}

/**
 * The practice's reminder leads (issue 26) as an int[] subquery for another feature's statement (the
 * reminders' scan): the doctor's own set, else `defaults`, the platform's.
 */
export function reminderLeadsSql(doctorId: SQL | AnyPgColumn, defaults: readonly number[]): SQL<number[]> {
  const fallback = `{${defaults.map((lead) => Math.trunc(lead)).join(',')}}`;
  return sql<number[]>`coalesce((select ${practiceBookingRules.reminderLeadMinutes} from ${practiceBookingRules} where ${practiceBookingRules.doctorId} = ${doctorId}), ${fallback}::int[])`;
}
