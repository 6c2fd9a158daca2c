import { BOOKING_STEP_KEYS, READINESS_STEP_KEYS, type ReadinessStepKey } from '@sanity/shared/domain/practice/readiness-steps';
import type { Readiness } from '@sanity/shared/schemas/onboarding';
import { it } from '@sanity/shared/i18n/it';
import { AppError } from '../../lib/app-error';
import type { CalendarService } from '../calendar/calendar.service';
import type { UsersService } from '../users/users.service';
import type { PracticeAddressService } from './address.service';
import type { PracticeService } from './practice.service';

export type ReadinessService = ReturnType<typeof createReadinessService>;

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * How far a doctor's practice is set up (issue 15): what the new doctor's checklist and the
 * "not bookable yet" notice show. Bookable means what a patient needs: an active service with
 * at least one open day in the hours it is booked on (its own or the practice's). The calendar
 * step (issue 10) is done when an external calendar is connected and still authorised: one that
 * needs a new authorisation neither receives bookings nor blocks times, so it is to do again.
 */
export function createReadinessService({
  users,
  practice,
  practiceAddress,
  calendar,
}: {
  users: Pick<UsersService, 'findById' | 'sectorIdsOf'>;
  practice: Pick<PracticeService, 'listActiveServices' | 'getAvailabilities'>;
  practiceAddress: Pick<PracticeAddressService, 'get'>;
  calendar: Pick<CalendarService, 'connection'>;
}) {
  return {
    async of(doctorId: string): Promise<Readiness> {
      const user = await users.findById(doctorId);
      if (!user) throw new AppError(404, it.http.notFound);
      const [sectorIds, address, services, availabilities, connection] = await Promise.all([
        users.sectorIdsOf(doctorId),
        practiceAddress.get(doctorId),
        practice.listActiveServices(doctorId),
        practice.getAvailabilities(doctorId),
        calendar.connection(doctorId),
      ]);
      const active = new Set(services.map((s) => s.id));
      const hasOpenDay = availabilities.some(
        (a) => active.has(a.serviceId) && Object.values(a.weeklySchedule).some((day) => day.isAvailable && day.timeSlots.length > 0),
      );
      const done: Record<ReadinessStepKey, boolean> = {
        // Only an admin's approval makes a doctor bookable (ADR 0013).
        verification: user.isVerified,
        profile: filled(user.specialization) && filled(user.biografia) && sectorIds.length > 0,
        photo: filled(user.avatar),
        address: address !== null,
        services: services.length > 0,
        hours: hasOpenDay,
        calendar: connection.connected && !connection.needsReauth,
      };
      return {
        bookable: BOOKING_STEP_KEYS.every((key) => done[key]),
        steps: READINESS_STEP_KEYS.map((key) => ({ key, done: done[key] })),
      };
    },
  };
}
