import { and, asc, eq, gt, gte, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { familyMembers } from '../../db/schema/family';
import { memberNameSql, patientUser } from './person-columns';

/** An agenda line: the times, the service and the names of the person visited (account, booking, family member). */
const visitLine = {
  id: appointments.id,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  serviceName: appointments.serviceName,
  customerName: appointments.customerName,
  patient: { displayName: patientUser.displayName, nome: patientUser.nome, cognome: patientUser.cognome },
  memberName: memberNameSql,
};

/**
 * A doctor's agenda as lines, not appointments: the ICS feed, the morning agenda (issue 26) and a
 * closure's affected visits read only the times, the service and the person visited's names.
 */
export function createAgendaRepository(db: Db) {
  return {
    /**
     * The doctor's confirmed appointments starting from `from` (and before `to`, when given), earliest
     * first, at most `limit` when given (the ICS feed; the morning agenda of issue 26): only what a
     * calendar event or an agenda line needs, the patient's account name included.
     */
    confirmedOfDoctor(doctorId: string, from: Date, { to, limit }: { to?: Date; limit?: number }) {
      const query = db
        .select({ ...visitLine, patientId: appointments.patientId, mode: appointments.mode })
        .from(appointments)
        .innerJoin(patientUser, eq(patientUser.id, appointments.patientId))
        .leftJoin(familyMembers, eq(familyMembers.id, appointments.familyMemberId))
        .where(and(eq(appointments.doctorId, doctorId), eq(appointments.status, 'confermato'), gte(appointments.startsAt, from), to ? lt(appointments.startsAt, to) : undefined))
        .orderBy(asc(appointments.startsAt), asc(appointments.id))
        .$dynamic();
      return limit === undefined ? query : query.limit(limit);
    },

    /** The doctor's appointments that are not cancelled and whose visit meets [from, to), earliest first (a closure over bookings). */
    heldVisitsMeeting(doctorId: string, from: Date, to: Date) {
      return db
        .select(visitLine)
        .from(appointments)
        .innerJoin(patientUser, eq(patientUser.id, appointments.patientId))
        .leftJoin(familyMembers, eq(familyMembers.id, appointments.familyMemberId))
        .where(and(eq(appointments.doctorId, doctorId), ne(appointments.status, 'annullato'), lt(appointments.startsAt, to), gt(appointments.endsAt, from)))
        .orderBy(asc(appointments.startsAt), asc(appointments.id));
    },
  };
}
