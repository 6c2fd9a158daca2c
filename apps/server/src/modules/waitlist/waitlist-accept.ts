import { doctorDisplayName } from '@sanity/shared/domain/names';
import { itBooking } from '@sanity/shared/i18n/it-booking';
import { itWaitlist as w } from '@sanity/shared/i18n/it-waitlist';
import type { AcceptOffer, WaitlistOffer } from '@sanity/shared/schemas/waitlist';
import { AppError, isAppError } from '../../lib/app-error';
import { holderSeen, memberSeen, partyName, type Viewer } from '../appointments/appointments.dto';
import type { WaitlistDeps } from './waitlist-deps';
import { tokenHashOf, WAITLIST_MAIL_JOB } from './waitlist-offers';
import { requireOfferRecipient } from './waitlist.access';
import { createWaitlistRepository, type OfferWithEntry } from './waitlist.repository';

type Offer = OfferWithEntry;

/** The booking or move lost the time (another patient took it, or it is no longer bookable): the offer is gone. */
function lostTheTime(error: unknown): boolean {
  if (!isAppError(error)) return false;
  return (error.status === 409 && error.message === itBooking.booking.slotTaken) || (error.status === 400 && error.fields?.dateTime !== undefined);
}

/**
 * The offer behind an e-mail link (issue 25 item 3): shown only to its patient, taken by the first
 * to accept. Accepting goes through the appointments service's own creation (every booking rule,
 * the exclusion constraint decides a race; an Idempotency-Key per offer makes a double click one
 * booking) or through the injected mover for an entry holding an appointment; then, in one
 * transaction, the offer is accepted, the entry fulfilled and the other open offers of that time
 * gone, each of their patients told by an e-mail job.
 */
export function createWaitlistAccept({ db, clock, jobs, users, practice, appointments, mover }: WaitlistDeps) {
  const repo = createWaitlistRepository(db);

  async function requireOffer(viewer: Viewer, token: string): Promise<Offer> {
    const offer = await repo.findOfferByHash(tokenHashOf(token));
    if (!offer) throw new AppError(404, w.offerNotFound);
    requireOfferRecipient(viewer, offer.entry);
    return offer;
  }

  /** The state the page shows: an open offer past its time reads as expired even before its job ran. */
  const statusOf = (offer: Offer, now: Date): WaitlistOffer['status'] =>
    offer.status === 'offered' && (offer.expiresAt <= now || offer.entry.status !== 'active') ? 'expired' : offer.status;

  function refuseClosed(status: WaitlistOffer['status']): void {
    if (status === 'accepted') throw new AppError(409, w.offerAlreadyAccepted, { code: 'offer-accepted' });
    if (status === 'gone') throw new AppError(409, w.offerGone, { code: 'offer-gone' });
    if (status === 'expired') throw new AppError(409, w.offerExpired, { code: 'offer-expired' });
  }

  return {
    /** GET /api/waitlist/offer?token=: the time offered and what taking it does. */
    async view(viewer: Viewer, token: string, now = clock.now()): Promise<WaitlistOffer> {
      const offer = await requireOffer(viewer, token);
      const [doctor, bookable, held, patient] = await Promise.all([
        users.findById(offer.doctorId),
        practice.bookableService(offer.doctorId, offer.serviceId),
        offer.entry.appointmentId ? appointments.get(viewer, offer.entry.appointmentId, now).catch(() => null) : null,
        offer.member ? null : users.findById(offer.entry.patientId),
      ]);
      const duration = bookable?.service.duration ?? 0;
      return {
        status: statusOf(offer, now),
        doctorId: offer.doctorId,
        doctorName: doctor ? doctorDisplayName(doctor) : '',
        serviceId: offer.serviceId,
        serviceName: bookable?.service.name ?? '',
        dateTime: offer.startsAt.toISOString(),
        endDateTime: new Date(offer.startsAt.getTime() + duration * 60_000).toISOString(),
        expiresAt: offer.expiresAt.toISOString(),
        appointmentId: offer.entry.appointmentId,
        currentDateTime: held?.dateTime ?? null,
        // Issue 30: the family member the entry is for, else the patient as their account names them.
        personSeen: offer.member ? memberSeen(offer.member) : holderSeen(patient ? patient.displayName.trim() || partyName(patient) : ''),
        // A move keeps the appointment's answers; a new booking asks the service's questions.
        customFields: offer.entry.appointmentId ? [] : (bookable?.service.customFields ?? []).map(({ id, name, type, required, options }) => ({ id, name, type, required, options })),
      };
    },

    /** POST /api/waitlist/offer/accept: the appointment booked or moved; 409 'offer-gone' to every other taker. */
    async accept(viewer: Viewer, input: AcceptOffer, now = clock.now()): Promise<{ appointmentId: string }> {
      const offer = await requireOffer(viewer, input.token);
      refuseClosed(statusOf(offer, now));
      let appointmentId: string;
      try {
        if (offer.entry.appointmentId) {
          // Earlier is what the patient asked for, and the later time goes back to the list at once: no cut-off.
          await mover.move(viewer, offer.entry.appointmentId, offer.startsAt, now, { by: 'waitlist', ignoreCutoff: true });
          appointmentId = offer.entry.appointmentId;
        } else {
          const patient = await users.findById(viewer.id);
          if (!patient) throw new AppError(401, w.mustSignIn);
          const { appointment } = await appointments.create(
            viewer.id,
            {
              professionalId: offer.doctorId,
              serviceId: offer.serviceId,
              dateTime: offer.startsAt.toISOString(),
              // The account's own data, as the booking dialog fills them in.
              customerInfo: { name: patient.displayName.trim() || partyName(patient), email: patient.email, phone: patient.telefono ?? '', notes: '' },
              customFields: input.customFields,
              healthDataConsent: input.healthDataConsent,
              attendees: [],
              // Issue 30: for the family member the entry waits for (the account stays the contact).
              ...(offer.entry.familyMemberId ? { familyMemberId: offer.entry.familyMemberId } : {}),
            },
            `waitlist-offer:${offer.id}`,
            now,
          );
          appointmentId = appointment.id;
        }
      } catch (error) {
        if (lostTheTime(error)) {
          await repo.markGone(offer.id, now);
          throw new AppError(409, w.offerGone, { code: 'offer-gone' });
        }
        throw error;
      }
      const told = await db.transaction(async (tx) => {
        const txRepo = createWaitlistRepository(tx);
        await txRepo.markAccepted(offer.id, now);
        await txRepo.endEntry(offer.entry.id, 'fulfilled', now);
        const others = await txRepo.othersGone(offer.doctorId, offer.startsAt, offer.id, now);
        for (const offerId of others) await jobs.enqueue(tx, { kind: WAITLIST_MAIL_JOB, payload: { offerId, mail: 'gone' }, dedupeKey: `waitlist-mail:${offerId}:gone` });
        return others.length;
      });
      if (told > 0) jobs.wake();
      return { appointmentId };
    },
  };
}
