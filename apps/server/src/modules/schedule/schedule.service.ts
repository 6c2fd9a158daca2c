import { randomUUID } from 'node:crypto';
import { toMinutes, type TimeSlot } from '@sanity/shared/domain/practice/time-slots';
import { addedMinutes } from '@sanity/shared/domain/practice/weekly-hours';
import { DEFAULT_TIME_ZONE, instantOf, localDateOf, weekDayOf, windowsOf } from '@sanity/shared/domain/slots/compute-slots';
import { plusDays } from '@sanity/shared/domain/dates/local-time';
import { DEFAULT_REMINDER_LEADS } from '@sanity/shared/domain/reminders/cadence';
import { holidaysOf, isPatronCity } from '@sanity/shared/domain/slots/italian-holidays';
import { itSchedule as s } from '@sanity/shared/i18n/it-schedule';
import {
  DEFAULT_HORIZON_DAYS,
  HORIZON_MAX_DAYS,
  type BookingRules,
  type Closure,
  type ClosureWithAppointments,
  type CreateClosure,
  type DateHours,
  type HolidayList,
  type PublicSchedule,
} from '@sanity/shared/schemas/schedule';
import type { Db } from '../../db/client';
import type { PracticeClosureRow } from '../../db/schema/schedule';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AppointmentsService } from '../appointments/appointments.service';
import { ignoreFreedTime, type OnTimeFreed } from '../appointments/time-freed';
import type { PracticeService } from '../practice/practice.service';
import { practiceRulesOf } from './schedule-rules';
import { createPracticeReminders } from './practice-reminders';
import { createScheduleRepository } from './schedule.repository';

export type ScheduleService = ReturnType<typeof createScheduleService>;

const DAY_MS = 86_400_000;
/** The longest closure (ours): a year; longer is a practice that closed, not a holiday. */
const CLOSURE_MAX_DAYS = 366;

/**
 * The doctor's schedule (issue 25, docs/api.md "Schedule"): closures, hours of single dates, the
 * holidays they open, the booking rules; and what the booking dialog needs of them. Every method
 * acts on the signed-in doctor's own practice (the routes pass their id). A change that gives
 * patients time back (a closure removed, hours added, a holiday opened, a longer horizon) tells
 * `onTimeFreed` inside its transaction (the waiting list).
 */
export function createScheduleService({
  db,
  clock,
  practice,
  appointments,
  onTimeFreed = ignoreFreedTime,
  reminderDefaults = () => Promise.resolve([...DEFAULT_REMINDER_LEADS]),
}: {
  db: Db;
  clock: Clock;
  /** The platform's reminder set (the admin's setting), shown beside the practice's own. */
  reminderDefaults?: () => Promise<number[]>;
  practice: Pick<PracticeService, 'getConfig' | 'bookableServices'>;
  appointments: Pick<AppointmentsService, 'heldDuring'>;
  onTimeFreed?: OnTimeFreed;
}) {
  const repo = createScheduleRepository(db);
  const timeZone = DEFAULT_TIME_ZONE;
  const midnight = (date: string) => instantOf(date, 0, timeZone) ?? new Date(`${date}T00:00:00Z`);

  function toClosure(row: PracticeClosureRow): Closure {
    const end = new Date(row.endsAt.getTime() - 1);
    return {
      id: row.id,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      allDay: row.allDay,
      fromDate: localDateOf(row.startsAt, timeZone),
      toDate: localDateOf(end, timeZone),
      note: row.note,
    };
  }

  /** The instants of a closure as asked; refusals for what cannot be one. */
  function closureTimes(input: CreateClosure, now: Date): { startsAt: Date; endsAt: Date } {
    const today = localDateOf(now, timeZone);
    let startsAt: Date;
    let endsAt: Date;
    if (input.allDay) {
      if (input.toDate < input.fromDate) throw new AppError(400, s.closureEndsBeforeStart, { fields: { toDate: s.closureEndsBeforeStart } });
      if (input.fromDate < today) throw new AppError(400, s.closureInPast, { fields: { fromDate: s.closureInPast } });
      startsAt = midnight(input.fromDate);
      endsAt = midnight(plusDays(input.toDate, 1));
    } else {
      const start = instantOf(input.date, toMinutes(input.start), timeZone);
      // 24:00 is not a time: a closure to the end of the day ends at the next local midnight.
      const end = instantOf(input.date, toMinutes(input.end), timeZone);
      if (!start || !end) throw new AppError(400, s.invalidTime);
      if (end <= start) throw new AppError(400, s.closureEndsBeforeStart, { fields: { end: s.closureEndsBeforeStart } });
      if (end <= now) throw new AppError(400, s.closureInPast, { fields: { date: s.closureInPast } });
      startsAt = start;
      endsAt = end;
    }
    if (endsAt.getTime() - startsAt.getTime() > CLOSURE_MAX_DAYS * DAY_MS) throw new AppError(400, s.closureTooLong, { fields: { toDate: s.closureTooLong } });
    return { startsAt, endsAt };
  }

  /** The practice's weekly windows of a date (the hours a date's own hours replace). */
  async function weeklyWindowsOn(doctorId: string, date: string): Promise<TimeSlot[]> {
    const week = (await practice.getConfig(doctorId)).practiceHours;
    const day = weekDayOf(date);
    return day && week ? windowsOf(week[day]) : [];
  }

  /** Tells the waiting list of each stretch of `date` the change adds, inside the caller's transaction. */
  async function freeAdded(tx: Db, doctorId: string, date: string, added: Array<[number, number]>): Promise<void> {
    for (const [from, to] of added) {
      const start = instantOf(date, from, timeZone);
      const end = instantOf(date, to, timeZone);
      if (start && end && end > start) await onTimeFreed(tx, { doctorId, from: start, to: end });
    }
  }

  async function horizonOf(doctorId: string): Promise<number> {
    return (await repo.bookingRules(doctorId))?.horizonDays ?? DEFAULT_HORIZON_DAYS;
  }

  return {
    ...createPracticeReminders({ db, clock, reminderDefaults }),

    /** The closures not yet over, earliest first. */
    async listClosures(doctorId: string, now = clock.now()): Promise<Closure[]> {
      return (await repo.closuresEndingAfter(doctorId, now)).map(toClosure);
    },

    /**
     * Closes the practice: no slot is offered or accepted inside. Appointments already there are
     * kept (never cancelled here) and listed, so that the doctor keeps, moves or cancels each.
     */
    async createClosure(doctorId: string, input: CreateClosure, now = clock.now()): Promise<ClosureWithAppointments> {
      const { startsAt, endsAt } = closureTimes(input, now);
      const row = await db.transaction(async (tx) => {
        const txRepo = createScheduleRepository(tx);
        // Under the lock: two overlapping closures sent at once cannot both pass the check.
        await txRepo.lockDoctor(doctorId);
        if (await txRepo.closureMeets(doctorId, startsAt, endsAt)) throw new AppError(409, s.closureOverlaps, { code: 'conflict' });
        await txRepo.touchVersion(doctorId, now);
        return txRepo.insertClosure({ id: randomUUID(), doctorId, startsAt, endsAt, allDay: input.allDay, note: input.note, createdAt: now });
      });
      return { closure: toClosure(row), appointments: await appointments.heldDuring(doctorId, startsAt, endsAt) };
    },

    /** One closure with the appointments still inside it. */
    async getClosure(doctorId: string, id: string): Promise<ClosureWithAppointments> {
      const row = await repo.findClosure(doctorId, id);
      if (!row) throw new AppError(404, s.closureNotFound);
      return { closure: toClosure(row), appointments: await appointments.heldDuring(doctorId, row.startsAt, row.endsAt) };
    },

    /** Reopens the closed time; what is still to come is freed for the waiting list. */
    async deleteClosure(doctorId: string, id: string, now = clock.now()): Promise<void> {
      const found = await db.transaction(async (tx) => {
        const txRepo = createScheduleRepository(tx);
        const row = await txRepo.deleteClosure(doctorId, id);
        if (row) await txRepo.touchVersion(doctorId, now);
        if (row && row.endsAt > now) {
          await onTimeFreed(tx, { doctorId, from: row.startsAt > now ? row.startsAt : now, to: row.endsAt });
        }
        return row;
      });
      if (!found) throw new AppError(404, s.closureNotFound);
    },

    /** The dates from today on with their own hours. */
    async listDateHours(doctorId: string, now = clock.now()): Promise<DateHours[]> {
      return repo.dateHoursFrom(doctorId, localDateOf(now, timeZone));
    },

    /** Sets a date's own hours (an empty list: closed that date). */
    async setDateHours(doctorId: string, date: string, windows: TimeSlot[], now = clock.now()): Promise<DateHours> {
      if (date < localDateOf(now, timeZone)) throw new AppError(400, s.dateInPast, { fields: { date: s.dateInPast } });
      const sorted = [...windows].sort((a, b) => toMinutes(a.start) - toMinutes(b.start));
      const before = (await repo.dateHoursOf(doctorId, date)) ?? (await weeklyWindowsOn(doctorId, date));
      await db.transaction(async (tx) => {
        const txRepo = createScheduleRepository(tx);
        await txRepo.setDateHours(doctorId, date, sorted, now);
        await txRepo.touchVersion(doctorId, now);
        await freeAdded(tx, doctorId, date, addedMinutes(sorted, before));
      });
      return { date, windows: sorted };
    },

    /** Gives a date back its weekly hours. */
    async deleteDateHours(doctorId: string, date: string, now = clock.now()): Promise<void> {
      if (date < localDateOf(now, timeZone)) throw new AppError(400, s.dateInPast, { fields: { date: s.dateInPast } });
      const before = await repo.dateHoursOf(doctorId, date);
      if (!before) throw new AppError(404, s.dateHoursNotFound);
      const weekly = await weeklyWindowsOn(doctorId, date);
      await db.transaction(async (tx) => {
        const txRepo = createScheduleRepository(tx);
        await txRepo.deleteDateHours(doctorId, date);
        await txRepo.touchVersion(doctorId, now);
        await freeAdded(tx, doctorId, date, addedMinutes(weekly, before));
      });
    },

    /** The holidays of a year (national and the chosen patron saint's), each open or closed. */
    async holidays(doctorId: string, year: number): Promise<HolidayList> {
      const rules = await repo.bookingRules(doctorId);
      const patronCity = rules?.patronCity ?? null;
      const opened = new Set(await repo.openingsBetween(doctorId, `${year}-01-01`, `${year}-12-31`));
      return { year, patronCity, holidays: holidaysOf(year, patronCity).map((h) => ({ ...h, open: opened.has(h.date) })) };
    },

    /** Opens a holiday (patients may book it with the weekday's hours) or closes it again. */
    async setHolidayOpen(doctorId: string, date: string, open: boolean, now = clock.now()): Promise<void> {
      const patronCity = (await repo.bookingRules(doctorId))?.patronCity ?? null;
      if (!holidaysOf(Number(date.slice(0, 4)), patronCity).some((h) => h.date === date)) throw new AppError(400, s.notAHoliday, { fields: { date: s.notAHoliday } });
      if (date < localDateOf(now, timeZone)) throw new AppError(400, s.dateInPast, { fields: { date: s.dateInPast } });
      await db.transaction(async (tx) => {
        const txRepo = createScheduleRepository(tx);
        const changed = await txRepo.setOpening(doctorId, date, open);
        if (changed) await txRepo.touchVersion(doctorId, now);
        if (changed && open) await onTimeFreed(tx, { doctorId, from: midnight(date), to: midnight(plusDays(date, 1)) });
      });
    },

    async bookingRules(doctorId: string): Promise<BookingRules> {
      const rules = await repo.bookingRules(doctorId);
      return { horizonDays: rules?.horizonDays ?? DEFAULT_HORIZON_DAYS, patronCity: rules?.patronCity ?? null };
    },

    /** Saves the booking rules; a horizon shorter than a service's notice is refused. */
    async saveBookingRules(doctorId: string, input: BookingRules, now = clock.now()): Promise<BookingRules> {
      if (input.patronCity !== null && !isPatronCity(input.patronCity)) throw new AppError(400, s.unknownPatronCity, { fields: { patronCity: s.unknownPatronCity } });
      const config = await practice.getConfig(doctorId);
      const tooShort = config.services.find((svc) => (svc.minNoticeMinutes ?? 0) > input.horizonDays * 24 * 60);
      if (tooShort) throw new AppError(400, s.horizonShorterThanNotice(tooShort.name), { fields: { horizonDays: s.horizonShorterThanNotice(tooShort.name) } });
      const before = await repo.bookingRules(doctorId);
      const oldHorizon = before?.horizonDays ?? DEFAULT_HORIZON_DAYS;
      await db.transaction(async (tx) => {
        await createScheduleRepository(tx).saveBookingRules(doctorId, input, now);
        const today = localDateOf(now, timeZone);
        // Days the longer horizon lets patients book, and the patron saint's day no longer closed.
        if (input.horizonDays > oldHorizon) {
          await onTimeFreed(tx, { doctorId, from: midnight(plusDays(today, oldHorizon + 1)), to: midnight(plusDays(today, input.horizonDays + 1)) });
        }
        const oldCity = before?.patronCity ?? null;
        if (oldCity && oldCity !== input.patronCity && isPatronCity(oldCity)) {
          for (const year of [Number(today.slice(0, 4)), Number(today.slice(0, 4)) + 1]) {
            for (const { date } of holidaysOf(year, oldCity).filter((h) => h.kind === 'patron' && h.date > today)) {
              await onTimeFreed(tx, { doctorId, from: midnight(date), to: midnight(plusDays(date, 1)) });
            }
          }
        }
      });
      return { horizonDays: input.horizonDays, patronCity: input.patronCity };
    },

    /** The practice's horizon in days (the practice service's check of a service's notice). */
    horizonDays: horizonOf,

    /**
     * What the booking dialog's engine needs from today to the horizon (issue 25 item 5): the
     * closures with their notes, the dates' own hours, the closed holidays, each bookable
     * service's buffers and notice. One statement for the rules (the services from the practice's cache).
     */
    async publicSchedule(doctorId: string, now = clock.now()): Promise<PublicSchedule> {
      const today = localDateOf(now, timeZone);
      // The longest horizon there can be: the rules' own horizon is only known once read.
      const window = { fromDate: today, toDate: plusDays(today, HORIZON_MAX_DAYS + 1), from: midnight(today), to: midnight(plusDays(today, HORIZON_MAX_DAYS + 2)) };
      const [raw, bookables] = await Promise.all([repo.rules(doctorId, window), practice.bookableServices(doctorId)]);
      const rules = practiceRulesOf(raw, window);
      const lastDate = plusDays(today, rules.horizonDays);
      const end = midnight(plusDays(lastDate, 1));
      return {
        horizonDays: rules.horizonDays,
        closures: rules.closures.filter((c) => c.start < end).map((c) => ({ startsAt: c.start.toISOString(), endsAt: c.end.toISOString(), allDay: c.allDay, note: c.note })),
        dateHours: Object.fromEntries(Object.entries(rules.dateHours).filter(([date]) => date <= lastDate)),
        closedDates: rules.closedDates.filter((date) => date <= lastDate),
        services: bookables.map(({ service }) => ({
          serviceId: service.id,
          bufferBeforeMinutes: service.bufferBeforeMinutes ?? 0,
          bufferAfterMinutes: service.bufferAfterMinutes ?? 0,
          minNoticeMinutes: service.minNoticeMinutes ?? 0,
        })),
      };
    },
  };
}
