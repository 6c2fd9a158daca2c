import { isDoctorRole } from '@sanity/shared/domain/roles';
import { instantOf, plusDays } from '@sanity/shared/domain/dates/local-time';
import { DEFAULT_TIME_ZONE, type Interval, type SlotQuery } from '@sanity/shared/domain/slots/compute-slots';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { itBooking } from '@sanity/shared/i18n/it-booking';
import type { PracticeAddress } from '@sanity/shared/schemas/practice-address';
import { AppError } from '../../lib/app-error';
import type { ExternalBusy, ExternalBusySql } from '../calendar/calendar-sync';
import type { PracticeService } from '../practice/practice.service';
import type { ScheduleRulesCache } from '../schedule/schedule-rules-cache';
import { slotRulesFrom, type PracticeRules, type RulesWindow } from '../schedule/schedule-rules';
import type { BookableDoctorRow, BookingChecksRepository } from './booking-checks.repository';

/** One active service of a doctor with its hours, as the practice gives it to booking. */
export type Bookable = NonNullable<Awaited<ReturnType<PracticeService['bookableService']>>>;

/** What a booking check knows of a doctor around one local date. */
export interface BookingContext {
  doctor: BookableDoctorRow;
  practiceVersion: string;
  held: { appointments: Interval[]; external: Interval[] };
  rules: PracticeRules;
  /** The doctor's practice address (null: none), for the answer of a new booking. */
  location: PracticeAddress | null;
}

const b = itBooking.booking;
const DAY_MS = 86_400_000;

/**
 * The slot engine's rules for one service: its hours, its own duration (never a duration sent by
 * the client), its buffers and notice, and the practice's closures, date hours, closed holidays
 * and booking horizon (issue 25). The availability check, creation, the directory's next slot
 * (and a move, and the waiting list) all build their query here, so a time one offers is a time
 * the others accept (issue 9 item 7).
 */
export function slotRulesOf(bookable: Bookable, now: Date, rules: PracticeRules): Omit<SlotQuery, 'from' | 'to' | 'bookings'> {
  return { weeklySchedule: bookable.weeklySchedule, durationMinutes: bookable.service.duration, now, timeZone: DEFAULT_TIME_ZONE, ...slotRulesFrom(rules, bookable.service) };
}

/** The doctor may be booked: an active, approved doctor's account; the refusals of the spec otherwise. */
function bookableDoctor(doctor: BookableDoctorRow | undefined): BookableDoctorRow {
  if (!doctor || doctor.isDisabled || doctor.erasedAt !== null || !isDoctorRole(doctor.role)) throw new AppError(404, b.professionalNotFound);
  // A doctor under review cannot be booked yet (ADR 0013).
  if (!doctor.isVerified) throw new AppError(403, itSettings.adminDoctors.notVerified, { code: 'doctor-not-verified' });
  return doctor;
}

/**
 * The reads every booking check starts from (availability, creation, a move, the waiting list's
 * offers): one place, so that each sees the same doctor, held time and rules.
 */
export function createBookingContext({
  repo,
  scheduleRules,
  externalBusy,
  externalBusySql,
  timeZone,
}: {
  repo: Pick<BookingChecksRepository, 'doctorForBooking'>;
  scheduleRules: ScheduleRulesCache;
  externalBusy: ExternalBusy;
  externalBusySql: ExternalBusySql | undefined;
  timeZone: string;
}): (doctorId: string, date: string) => Promise<BookingContext> {
  /**
   * The instants around a local date that cover it in any time zone offset, and a day either side:
   * a candidate's blocked time reaches at most a day (BUFFER_MAX_MINUTES) beyond its date.
   */
  function heldWindow(date: string): RulesWindow {
    const midnight = instantOf(date, 0, timeZone) ?? new Date(`${date}T00:00:00Z`);
    return { fromDate: plusDays(date, -1), toDate: plusDays(date, 1), from: new Date(midnight.getTime() - DAY_MS), to: new Date(midnight.getTime() + 2 * DAY_MS) };
  }

  /**
   * What a booking check reads (ADR 0016), the one place that gathers a doctor's rules with
   * `slotRulesOf`: the doctor, checked; the version of their practice, for
   * `practice.bookableService`'s cache (services, hours, buffers, notice); their held time around
   * a local date: their appointments' blocked time and the busy events of their external calendar
   * as last pulled; and the version of the schedule's rules (closures, date hours, holidays,
   * horizon), whose copy at that version the rules cache gives; their practice address. One statement (two without
   * `externalBusySql`; one more when this instance has no copy of the rules at that version).
   */
  return async function bookingContext(doctorId: string, date: string): Promise<BookingContext> {
    const window = heldWindow(date);
    const { from, to } = window;
    const [found, external] = await Promise.all([
      repo.doctorForBooking(doctorId, window, externalBusySql?.(doctorId, from, to)),
      externalBusySql ? undefined : externalBusy([doctorId], from, to).then((rows) => rows.map(({ start, end }) => ({ start, end }))),
    ]);
    const doctor = bookableDoctor(found?.doctor);
    return {
      doctor,
      practiceVersion: found!.practiceVersion,
      held: { appointments: found!.busy, external: external ?? found!.external },
      rules: await scheduleRules.rulesFor(doctorId, found!.scheduleVersion, window),
      location: found!.location,
    };
  };
}
