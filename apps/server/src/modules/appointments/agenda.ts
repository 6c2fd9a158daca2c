import type { AffectedAppointment } from '@sanity/shared/schemas/schedule';
import type { Db } from '../../db/client';
import { partyName } from './appointments.dto';
import { createAgendaRepository } from './agenda.repository';

/** A confirmed appointment as the doctor's ICS feed shows it (calendar/feed.service.ts). */
export interface FeedAppointment {
  id: string;
  patientId: string;
  startsAt: Date;
  endsAt: Date;
  /** The person visited: the family member (issue 30), else the name given when booking, else the booking account's name; may be empty. */
  personName: string;
  /** Issue 29: in the studio or online (the feed shows the televisita link only when the doctor chose to). */
  mode: 'in_studio' | 'online';
}

/** A doctor's agenda as other features read it: the ICS feed (calendar/feed.service.ts) and a closure's affected visits (schedule). */
export function createAgendaViews(db: Db) {
  const repo = createAgendaRepository(db);
  return {
    /**
     * The doctor's confirmed appointments starting from `from`, earliest first, at most `limit`, as
     * the ICS feed writes them: times, the booking account's id and the person visited's name
     * (the customer's name as booked, else the account's). No service, notes or intake answers.
     */
    async confirmedForFeed(doctorId: string, from: Date, limit: number): Promise<FeedAppointment[]> {
      const rows = await repo.confirmedOfDoctor(doctorId, from, { limit });
      return rows.map((r) => ({ id: r.id, patientId: r.patientId, startsAt: r.startsAt, endsAt: r.endsAt, personName: r.memberName ?? (r.customerName.trim() || partyName(r.patient)), mode: r.mode }));
    },

    /**
     * The doctor's appointments that are not cancelled inside [from, to) (issue 25: a closure over
     * bookings never cancels them; the doctor keeps, moves or cancels each): id, time, the person
     * visited and the service.
     */
    async heldDuring(doctorId: string, from: Date, to: Date): Promise<AffectedAppointment[]> {
      const rows = await repo.heldVisitsMeeting(doctorId, from, to);
      return rows.map((r) => ({
        id: r.id,
        startsAt: r.startsAt.toISOString(),
        endsAt: r.endsAt.toISOString(),
        patientName: r.memberName ?? (r.customerName.trim() || partyName(r.patient)),
        serviceName: r.serviceName,
      }));
    },
  };
}
