import { DIRECTORY_SLOT_HORIZON_DAYS } from '@sanity/shared/constants';
import { instantOf, localDateOf, plusDays } from '@sanity/shared/domain/dates/local-time';
import { computeSlots, type Interval } from '@sanity/shared/domain/slots/compute-slots';
import { itBooking } from '@sanity/shared/i18n/it-booking';
import type { AvailabilityCheck, AvailabilityCheckResponse } from '@sanity/shared/schemas/appointments';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ExternalBusy } from '../calendar/calendar-sync';
import type { PracticeService } from '../practice/practice.service';
import { practiceRulesOf, type RulesWindow } from '../schedule/schedule-rules';
import type { BookingChecksRepository } from './booking-checks.repository';
import { slotRulesOf, type BookingContext } from './booking-context';

const b = itBooking.booking;
const DAY_MS = 86_400_000;

/** A doctor's first bookable slot (null: none in the horizon) and the instant (ms) that answer stops being true without any write. */
export interface NextFreeSlot {
  at: Date | null;
  validUntil: number;
}

/**
 * The free times the engine gives (issue 9 item 7, issue 25): the directory's next free slot, the
 * booking dialog's check and the waiting list's offers. Each reads through `bookingContext` /
 * `slotRulesOf`, the same as creation, so what is shown is what is accepted.
 */
export function createAvailability({
  practice,
  repo,
  externalBusy,
  bookingContext,
  clock,
  timeZone,
}: {
  practice: Pick<PracticeService, 'bookableService' | 'bookableServices' | 'bookableServicesOfMany'>;
  repo: Pick<BookingChecksRepository, 'bookingRulesOfMany'>;
  externalBusy: ExternalBusy;
  bookingContext: (doctorId: string, date: string) => Promise<BookingContext>;
  clock: Clock;
  timeZone: string;
}) {
  return {
    /**
     * The first slot each doctor could be booked for, within the next `horizonDays` days: the
     * earliest slot the engine gives for any of their active services, with `checkAvailability`'s
     * rules (`slotRulesOf`: closures, date hours, holidays, buffers, notice and the practice's own
     * horizon too) and every held appointment. Two statements for the whole list (services with
     * hours; held time with the schedule's rules), plus the external calendars' cache, however many
     * doctors. A doctor without one maps to null.
     *
     * `validUntil` (the directory's cache, ADR 0024): time only takes slots away at the front and
     * adds days at the back, so a found slot stays the first until the notice of a service offering
     * it reaches it (the shortest of those: the longest of all the doctor's services may already have
     * passed it, which would keep nothing); and any answer holds until today or the horizon's last
     * day changes.
     */
    async nextFreeSlots(doctorIds: readonly string[], now = clock.now(), horizonDays = DIRECTORY_SLOT_HORIZON_DAYS): Promise<Map<string, NextFreeSlot>> {
      const today = localDateOf(now, timeZone);
      const lastDay = localDateOf(new Date(now.getTime() + horizonDays * DAY_MS), timeZone);
      const dayEnds = Math.min(
        instantOf(plusDays(today, 1), 0, timeZone)?.getTime() ?? now.getTime(),
        (instantOf(plusDays(lastDay, 1), 0, timeZone)?.getTime() ?? now.getTime()) - horizonDays * DAY_MS,
      );
      const result = new Map<string, NextFreeSlot>(doctorIds.map((id) => [id, { at: null, validUntil: dayEnds }]));
      if (doctorIds.length === 0) return result;
      // A day either side of the local dates covers any time zone offset and any buffer, as `heldWindow` does.
      const window: RulesWindow = {
        fromDate: plusDays(today, -1),
        toDate: plusDays(lastDay, 1),
        from: new Date(now.getTime() - DAY_MS),
        to: new Date(now.getTime() + (horizonDays + 2) * DAY_MS),
      };
      const [bookables, held, external] = await Promise.all([
        practice.bookableServicesOfMany(doctorIds),
        repo.bookingRulesOfMany(doctorIds, window),
        // The external calendars' busy times count like bookings (the cache only: no outside call here).
        externalBusy(doctorIds, window.from, window.to),
      ]);
      const externalBy = new Map<string, Interval[]>();
      for (const { doctorId, start, end } of external) {
        const own = externalBy.get(doctorId) ?? [];
        own.push({ start, end });
        externalBy.set(doctorId, own);
      }
      for (const [doctorId, candidates] of bookables) {
        const own = held.get(doctorId);
        const bookings = [...(own?.busy ?? []), ...(externalBy.get(doctorId) ?? [])];
        const rules = practiceRulesOf(own?.schedule ?? null, window);
        const queries = candidates.map((bookable) => ({ ...slotRulesOf(bookable, now, rules), bookings }));
        let first: Date | null = null;
        /** The shortest notice (ms) of the services offering `first`: it stays bookable through that one. */
        let notice = 0;
        // A day at a time, stopping at the first day with a free slot: the engine converts every
        // day's wall clock, so computing the other 59 days for each card would dominate the request.
        for (let date = today; !first && date <= lastDay; date = plusDays(date, 1)) {
          for (const query of queries) {
            const [slot] = computeSlots({ ...query, from: date, to: date });
            if (!slot) continue;
            const ms = (query.minNoticeMinutes ?? 0) * 60_000;
            if (!first || slot.start < first) [first, notice] = [slot.start, ms];
            else if (slot.start.getTime() === first.getTime()) notice = Math.min(notice, ms);
          }
        }
        result.set(doctorId, { at: first, validUntil: first ? Math.min(dayEnds, first.getTime() - notice) : dayEnds });
      }
      return result;
    },

    /**
     * Spec §7 checkTimeSlotAvailability: for each local time of the date, whether it can be booked
     * now. A time is available exactly when creation would accept it: the slot engine runs on the
     * same inputs as `create` (`slotRulesOf`). The spec's `duration` is accepted and ignored, since a
     * booking always lasts its service's duration. Without a service, a time is available when some
     * active service of the doctor could be booked then (its hours, its duration, its step).
     */
    async checkAvailability(input: AvailabilityCheck, now = clock.now()): Promise<AvailabilityCheckResponse> {
      const { practiceVersion, held, rules } = await bookingContext(input.professionalId, input.date);
      const candidates = input.serviceId
        ? await practice.bookableService(input.professionalId, input.serviceId, practiceVersion).then((one) => (one ? [one] : null))
        : await practice.bookableServices(input.professionalId, practiceVersion);
      const bookings = [...held.appointments, ...held.external];
      if (!candidates) throw new AppError(404, b.serviceUnavailable);
      const free = new Set(
        candidates.flatMap((bookable) => computeSlots({ ...slotRulesOf(bookable, now, rules), bookings, from: input.date, to: input.date }).map((s) => s.time)),
      );
      return { success: true, results: input.timeSlots.map((time) => ({ time, available: free.has(time) })) };
    },

    /**
     * The slots starting in [from, to) that creation would accept now, of one service or of all, earliest first (the
     * waiting list's offers, issue 25): `create`'s `bookingContext` and `slotRulesOf`, a day at a time. 404/403: not bookable.
     */
    async freeSlotsBetween(doctorId: string, serviceId: string | null, from: Date, to: Date, now = clock.now()): Promise<Array<{ serviceId: string; start: Date }>> {
      const found: Array<{ serviceId: string; start: Date }> = [];
      for (let date = localDateOf(from, timeZone); date <= localDateOf(new Date(to.getTime() - 1), timeZone); date = plusDays(date, 1)) {
        const { practiceVersion, held, rules } = await bookingContext(doctorId, date);
        const all = await practice.bookableServices(doctorId, practiceVersion);
        const bookings = [...held.appointments, ...held.external];
        for (const bookable of serviceId ? all.filter((b) => b.service.id === serviceId) : all) {
          for (const slot of computeSlots({ ...slotRulesOf(bookable, now, rules), bookings, from: date, to: date })) if (slot.start >= from && slot.start < to) found.push({ serviceId: bookable.service.id, start: slot.start });
        }
      }
      return found.sort((x, y) => x.start.getTime() - y.start.getTime());
    },
  };
}
