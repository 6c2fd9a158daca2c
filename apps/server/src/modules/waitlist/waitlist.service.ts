import { randomUUID } from 'node:crypto';
import { WAITLIST_ACTIVE_ENTRIES_MAX, WAITLIST_HORIZON_DAYS } from '@sanity/shared/constants';
import { doctorDisplayName } from '@sanity/shared/domain/names';
import { DEFAULT_TIME_ZONE, localDateOf } from '@sanity/shared/domain/slots/compute-slots';
import { itBooking } from '@sanity/shared/i18n/it-booking';
import { itWaitlist as w } from '@sanity/shared/i18n/it-waitlist';
import type { JoinWaitlist, WaitlistEntry } from '@sanity/shared/schemas/waitlist';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { holderSeen, memberSeen, partyName, type Viewer } from '../appointments/appointments.dto';
import { createWaitlistAccept } from './waitlist-accept';
import type { WaitlistDeps } from './waitlist-deps';
import { createWaitlistOffers } from './waitlist-offers';
import { requireOwnEntry } from './waitlist.access';
import { createWaitlistRepository, type ListedEntry } from './waitlist.repository';

/** How often entries past their date (or whose appointment went) are ended. */
export const WAITLIST_END_INTERVAL_MS = 60 * 60_000;
const END_BATCH = 1000;
const DAY_MS = 86_400_000;
/** The account's name as its own entries name the person seen (the booking dialog's default contact name). */
const nameOf = (user: Parameters<typeof partyName>[0]) => user.displayName.trim() || partyName(user);

export type WaitlistService = ReturnType<typeof createWaitlistService>;

/**
 * The waiting list (issue 25 item 7, 'Avvisami se si libera un posto prima'): a patient joins for a
 * doctor (with or without an appointment to move earlier), sees and leaves their entries; offers are
 * made by jobs (waitlist-offers.ts) and taken on the link's page (waitlist-accept.ts). Entries past
 * their date end at read time (every read filters them) and for good in a periodic task.
 */
export function createWaitlistService(deps: WaitlistDeps) {
  const { db, clock, jobs, users, practice, appointments, familyMembers } = deps;
  const repo = createWaitlistRepository(db);
  const timeZone = DEFAULT_TIME_ZONE;
  const offers = createWaitlistOffers(deps);
  const accept = createWaitlistAccept(deps);
  const today = (now: Date) => localDateOf(now, timeZone);

  jobs.every('waitlist-end', WAITLIST_END_INTERVAL_MS, async (now) => {
    await repo.endStale(today(now), now, END_BATCH);
  });

  /** The patient's entries as the API shows them; `holderName` names the entries for the patient themself. */
  async function toDtos(rows: ListedEntry[], holderName: string): Promise<WaitlistEntry[]> {
    const doctors = new Map((await users.findByIds([...new Set(rows.map((r) => r.doctorId))])).map((u) => [u.id, u]));
    return Promise.all(
      rows.map(async (r) => {
        const doctor = doctors.get(r.doctorId);
        const service = r.serviceId ? await practice.bookableService(r.doctorId, r.serviceId) : null;
        return {
          id: r.id,
          doctorId: r.doctorId,
          doctorName: doctor ? doctorDisplayName(doctor) : '',
          serviceId: r.serviceId,
          serviceName: r.serviceId ? (service?.service.name ?? '') : null,
          appointmentId: r.appointmentId,
          appointmentDateTime: r.appointmentStartsAt?.toISOString() ?? null,
          weekdays: r.weekdays,
          timeFrom: r.timeFrom,
          timeTo: r.timeTo,
          untilDate: r.untilDate,
          createdAt: r.createdAt.toISOString(),
          personSeen: r.member ? memberSeen(r.member) : holderSeen(holderName),
        };
      }),
    );
  }

  /** What an entry waits for: a new booking (the doctor and service checked), or moving one's own held appointment. */
  type Target = { serviceId: string | null; appointmentId: string | null; appointmentDate: string | null; familyMemberId: string | null };
  /** ... and for whom (issue 30): the family member asked for (the caller's, not handed over), or the held appointment's person. */
  async function targetOf(viewer: Viewer, input: JoinWaitlist, now: Date): Promise<Target> {
    if (!input.appointmentId) {
      if (input.serviceId && !(await practice.bookableService(input.doctorId, input.serviceId))) {
        throw new AppError(400, itBooking.booking.serviceUnavailable, { fields: { serviceId: itBooking.booking.serviceUnavailable } });
      }
      const member = input.familyMemberId ? await familyMembers.memberForBooking(viewer.id, input.familyMemberId) : null;
      return { serviceId: input.serviceId ?? null, appointmentId: null, appointmentDate: null, familyMemberId: member?.id ?? null };
    }
    const held = await appointments.get(viewer, input.appointmentId, now);
    if (held.patientId !== viewer.id) throw new AppError(404, w.entryNotFound);
    if (held.professionalId !== input.doctorId) throw new AppError(400, w.appointmentOtherDoctor);
    if (held.status !== 'confermato' || new Date(held.dateTime) <= now) throw new AppError(409, w.appointmentNotMovable);
    return { serviceId: held.serviceId, appointmentId: held.id, appointmentDate: localDateOf(new Date(held.dateTime), timeZone), familyMemberId: held.personSeen.familyMemberId };
  }

  return {
    onTimeFreed: offers.onTimeFreed,
    offerFreeTime: offers.offerFreeTime,
    viewOffer: (...args: Parameters<typeof accept.view>) => accept.view(...args),
    acceptOffer: (...args: Parameters<typeof accept.accept>) => accept.accept(...args),

    /** POST /api/waitlist: 201 with the entry; 409 beyond WAITLIST_ACTIVE_ENTRIES_MAX active entries. */
    async join(viewer: Viewer, input: JoinWaitlist, now = clock.now()): Promise<WaitlistEntry> {
      const patient = await users.findById(viewer.id);
      if (!patient) throw new AppError(401, w.mustSignIn);
      if (viewer.id === input.doctorId) throw new AppError(400, w.selfWaitlist);
      // Offers travel by e-mail only, and only to a proven address (ADR 0012).
      if (!patient.emailVerifiedAt) throw new AppError(403, w.emailNotVerified, { code: 'email-not-verified' });
      const doctor = await users.findById(input.doctorId);
      if (!doctor || doctor.isDisabled || doctor.erasedAt || !doctor.isVerified || (doctor.role !== 'doctor' && doctor.role !== 'professionista')) {
        throw new AppError(404, itBooking.booking.professionalNotFound);
      }
      const first = today(new Date(now.getTime() + DAY_MS));
      const last = today(new Date(now.getTime() + WAITLIST_HORIZON_DAYS * DAY_MS));
      if (input.untilDate < first) throw new AppError(400, w.untilPast, { fields: { untilDate: w.untilPast } });
      if (input.untilDate > last) throw new AppError(400, w.untilTooFar(WAITLIST_HORIZON_DAYS), { fields: { untilDate: w.untilTooFar(WAITLIST_HORIZON_DAYS) } });
      const target = await targetOf(viewer, input, now);
      // Only earlier times count for an appointment: waiting past its own date would offer nothing.
      const untilDate = target.appointmentDate && target.appointmentDate < input.untilDate ? target.appointmentDate : input.untilDate;
      const row = await db.transaction(async (tx) => {
        const txRepo = createWaitlistRepository(tx);
        // Under the lock, so that parallel joins cannot all pass the count.
        await txRepo.lock(`patient:${viewer.id}`);
        if ((await txRepo.countActiveOf(viewer.id, today(now))) >= WAITLIST_ACTIVE_ENTRIES_MAX) {
          throw new AppError(409, w.tooManyEntries(WAITLIST_ACTIVE_ENTRIES_MAX), { code: 'failed-precondition' });
        }
        if (target.appointmentId && (await txRepo.activeForAppointment(target.appointmentId, today(now)))) throw new AppError(409, w.alreadyWaitingForAppointment);
        return txRepo.insertEntry({
          id: randomUUID(),
          patientId: viewer.id,
          doctorId: input.doctorId,
          serviceId: target.serviceId,
          appointmentId: target.appointmentId,
          familyMemberId: target.familyMemberId,
          weekdays: [...input.weekdays].sort((a, b) => a - b),
          timeFrom: input.timeFrom,
          timeTo: input.timeTo,
          untilDate,
          createdAt: now,
        });
      });
      const [dto] = await toDtos((await repo.activeOf(viewer.id, today(now), WAITLIST_ACTIVE_ENTRIES_MAX)).filter((e) => e.id === row.id), nameOf(patient));
      return dto!;
    },

    /** GET /api/waitlist: the caller's active entries, oldest first (past their date: not shown, they have ended). */
    async listOwn(viewer: Viewer, now = clock.now()): Promise<WaitlistEntry[]> {
      const patient = await users.findById(viewer.id);
      return toDtos(await repo.activeOf(viewer.id, today(now), WAITLIST_ACTIVE_ENTRIES_MAX), patient ? nameOf(patient) : '');
    },

    /** DELETE /api/waitlist/:id: the patient leaves; an open offer of theirs simply expires. */
    async leave(viewer: Viewer, id: string, now = clock.now()): Promise<void> {
      const entry = requireOwnEntry(viewer, await repo.findEntry(id));
      if (entry.status !== 'active') return;
      await repo.endEntry(entry.id, 'left', now);
    },

    /** GET /api/waitlist/waiting: how many patients wait for the signed-in doctor. */
    waitingFor: (doctorId: string, now = clock.now()) => repo.countWaitingFor(doctorId, today(now)),

    /**
     * Issue 30, the hand-over at 18 (in its transaction `tx`): the holder's entries for that member
     * end, so no offer books for someone they no longer act for; the member joins from their own account.
     */
    endForMember: (tx: Db, familyMemberId: string, now: Date) => createWaitlistRepository(tx).endOfMember(familyMemberId, now),

    /** The periodic task's work, for tests: entries past their date or whose appointment went become 'ended'. */
    endStale: (now = clock.now()) => repo.endStale(today(now), now, END_BATCH),
  };
}
