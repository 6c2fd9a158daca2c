import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { WAITLIST_OFFER_MINUTES, WAITLIST_OFFERS_PER_TIME } from '@sanity/shared/constants';
import { doctorDisplayName } from '@sanity/shared/domain/names';
import { DEFAULT_TIME_ZONE, localDateOf } from '@sanity/shared/domain/slots/compute-slots';
import { fitsWaitlist } from '@sanity/shared/domain/waitlist/fit';
import type { Db } from '../../db/client';
import { isAppError } from '../../lib/app-error';
import type { OnTimeFreed } from '../appointments/time-freed';
import { fullNameOf } from '../family/family.dto';
import { formatDateTime } from '../notifications/format';
import type { WaitlistDeps } from './waitlist-deps';
import { goneMail, offerMail } from './waitlist-mail';
import { createWaitlistRepository } from './waitlist.repository';

export const WAITLIST_FREED_JOB = 'waitlist-freed';
export const WAITLIST_EXPIRY_JOB = 'waitlist-offer-expiry';
export const WAITLIST_MAIL_JOB = 'waitlist-mail';

declare module '../jobs/job-kinds' {
  interface JobPayloads {
    /** A stretch of a doctor's agenda became bookable: offer its free slots to the waiting patients. */
    'waitlist-freed': { doctorId: string; from: string; to: string };
    /** At an offer's expiry: close it and offer its time to the next patients if it is still free. */
    'waitlist-offer-expiry': { offerId: string };
    /** One e-mail about one offer: the offer itself (its link is made when sent) or 'gone'. */
    'waitlist-mail': { offerId: string; mail: 'offer' | 'gone' };
  }
}

const MINUTE_MS = 60_000;
export const tokenHashOf = (raw: string) => createHash('sha256').update(raw).digest('hex');

/**
 * The offering side of the waiting list (issue 25 item 7): `onTimeFreed` (called in the transaction
 * that frees the time) enqueues a job; the job asks the appointments service which slots of that time
 * creation would accept now and offers each to the first WAITLIST_OFFERS_PER_TIME fitting entries
 * (creation order; `fitsWaitlist`). Offers are written under a per-doctor advisory lock with a unique
 * (entry, time) key, so two instances never offer one time twice to one entry; their e-mails and
 * expiries are jobs of the same transaction.
 */
export function createWaitlistOffers(deps: WaitlistDeps) {
  const { db, jobs, mailer, config, logger, appointments, users, practice } = deps;
  const timeZone = DEFAULT_TIME_ZONE;

  /** Offers the free slots starting in [from, to) to the fitting entries; how many offers were made. */
  async function offerFreeTime(doctorId: string, from: Date, to: Date, now: Date): Promise<number> {
    let slots: Array<{ serviceId: string; start: Date }>;
    try {
      slots = await appointments.freeSlotsBetween(doctorId, null, from, to, now);
    } catch (error) {
      // A doctor who can no longer be booked (disabled, under review): nothing to offer.
      if (isAppError(error) && error.status < 500) return 0;
      throw error;
    }
    if (slots.length === 0) return 0;
    const times = [...new Set(slots.map((s) => s.start.getTime()))].sort((x, y) => x - y);
    const made = await db.transaction(async (tx) => {
      const repo = createWaitlistRepository(tx);
      await repo.lock(`doctor:${doctorId}`);
      const entries = await repo.candidates(doctorId, localDateOf(now, timeZone), now);
      const offeredNow = new Set<string>();
      let count = 0;
      for (const time of times) {
        const start = new Date(time);
        const services = slots.filter((s) => s.start.getTime() === time).map((s) => s.serviceId);
        const { open, entryIds } = await repo.offersOfTime(doctorId, start, now);
        let budget = WAITLIST_OFFERS_PER_TIME - open;
        for (const entry of entries) {
          if (budget <= 0) break;
          if (offeredNow.has(entry.id) || entryIds.has(entry.id)) continue;
          // An entry for any service is offered the doctor's first service bookable then.
          const serviceId = entry.serviceId ?? services[0]!;
          if (!services.includes(serviceId) || !fitsWaitlist(entry, { serviceId, start }, now, timeZone)) continue;
          const offer = await repo.insertOffer({
            id: randomUUID(),
            entryId: entry.id,
            doctorId,
            serviceId,
            startsAt: start,
            // A hash of nothing anyone holds: the mail job replaces it with the hash of the link it sends.
            tokenHash: tokenHashOf(randomBytes(32).toString('base64url')),
            expiresAt: new Date(now.getTime() + WAITLIST_OFFER_MINUTES * MINUTE_MS),
            createdAt: now,
          });
          if (!offer) continue;
          offeredNow.add(entry.id);
          budget -= 1;
          count += 1;
          await jobs.enqueue(tx, { kind: WAITLIST_MAIL_JOB, payload: { offerId: offer.id, mail: 'offer' }, dedupeKey: `waitlist-mail:${offer.id}:offer` });
          await jobs.enqueue(tx, { kind: WAITLIST_EXPIRY_JOB, payload: { offerId: offer.id }, runAt: offer.expiresAt, dedupeKey: `waitlist-expiry:${offer.id}` });
        }
      }
      return count;
    });
    if (made > 0) {
      logger.info({ doctorId, offers: made }, 'waiting-list offers made');
      jobs.wake();
    }
    return made;
  }

  jobs.register(WAITLIST_FREED_JOB, async ({ doctorId, from, to }, { now }) => {
    await offerFreeTime(doctorId, new Date(from), new Date(to), now);
  });

  jobs.register(WAITLIST_EXPIRY_JOB, async ({ offerId }, { now }) => {
    const expired = await createWaitlistRepository(db).expire(offerId, now);
    // Accepted or gone meanwhile: nothing to pass on. Otherwise the same time goes to the next patients, if still free.
    if (expired) await offerFreeTime(expired.doctorId, expired.startsAt, new Date(expired.startsAt.getTime() + 1), now);
  });

  jobs.register(WAITLIST_MAIL_JOB, async ({ offerId, mail }, { now }) => {
    const repo = createWaitlistRepository(db);
    const offer = await repo.findOffer(offerId);
    if (!offer) return;
    const [patient, doctor] = await Promise.all([users.findById(offer.entry.patientId), users.findById(offer.doctorId)]);
    if (!patient || !doctor || patient.isDisabled || patient.erasedAt) return logger.info({ offerId }, 'account gone: waiting-list e-mail not sent');
    const name = patient.displayName.trim() || patient.nome;
    const when = formatDateTime(offer.startsAt, timeZone);
    if (mail === 'gone') {
      await mailer.send({ ...goneMail({ name, doctor: doctorDisplayName(doctor), when }), to: patient.email, subjectId: offerId, kind: 'waitlist-gone' });
      return;
    }
    // The link is made here, so it exists only in the e-mail; a retry makes a new one (the last e-mail sent works).
    const raw = randomBytes(32).toString('base64url');
    if (!(await repo.setTokenHash(offerId, tokenHashOf(raw), now))) return logger.info({ offerId }, 'offer no longer open: e-mail not sent');
    const bookable = await practice.bookableService(offer.doctorId, offer.serviceId);
    const moving = offer.entry.appointmentId ? await appointments.get({ id: patient.id }, offer.entry.appointmentId, now).catch(() => null) : null;
    const link = `${config.PUBLIC_URL}/lista-attesa/offerta?token=${raw}`;
    await mailer.send({
      ...offerMail({
        name,
        doctor: doctorDisplayName(doctor),
        service: bookable?.service.name ?? '',
        when,
        link,
        minutes: Math.max(1, Math.round((offer.expiresAt.getTime() - now.getTime()) / MINUTE_MS)),
        moving: moving ? formatDateTime(new Date(moving.dateTime), timeZone) : null,
        person: offer.member ? fullNameOf(offer.member) : null,
      }),
      to: patient.email,
      subjectId: offerId,
      kind: 'waitlist-offer',
    });
  });

  /** OnTimeFreed (time-freed.ts): in the freeing transaction, one job; the offers are made when it runs. */
  const onTimeFreed: OnTimeFreed = async (tx: Db, { doctorId, from, to }) => {
    // Most freed times have nobody waiting: no job then (one indexed count instead of a slot search).
    if ((await createWaitlistRepository(tx).countWaitingFor(doctorId, localDateOf(from, timeZone))) === 0) return;
    await jobs.enqueue(tx, { kind: WAITLIST_FREED_JOB, payload: { doctorId, from: from.toISOString(), to: to.toISOString() } });
  };

  return { onTimeFreed, offerFreeTime };
}
