import { familyMembers } from '../../db/schema/family';
import { memberNameSql } from './person-columns';
import { and, desc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/appointments';

/** What the reviews feature (issue 28) needs of a visit to decide who may review it and to sign the review. */
export interface ReviewVisit {
  id: string;
  patientId: string;
  doctorId: string;
  serviceName: string;
  startsAt: Date;
  endsAt: Date;
  cancelled: boolean;
  noShow: boolean;
  /** Issue 30: the family member visited ('la visita di Luca Rossi'); null when the account holder was. */
  personName: string | null;
}

const columns = {
  id: appointments.id,
  patientId: appointments.patientId,
  doctorId: appointments.doctorId,
  serviceName: appointments.serviceName,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  status: appointments.status,
  noShowAt: appointments.noShowAt,
  personName: memberNameSql,
};

type Row = Pick<typeof appointments.$inferSelect, Exclude<keyof typeof columns, 'personName'>> & { personName: string | null };

function toVisit(row: Row): ReviewVisit {
  return {
    id: row.id,
    patientId: row.patientId,
    doctorId: row.doctorId,
    serviceName: row.serviceName,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    cancelled: row.status === 'annullato',
    noShow: row.noShowAt !== null,
    personName: row.personName,
  };
}

/**
 * The appointments feature's reads for reviews (it owns the table): one visit by id, a patient's
 * confirmed visits that ended in a window, and any confirmed visits that ended in a window (the
 * invitations' periodic task). Bounded by `limit`; no personal data beyond ids and the service.
 */
export function createReviewVisits(db: Db) {
  return {
    async visit(id: string): Promise<ReviewVisit | null> {
      const [row] = await db.select(columns).from(appointments).leftJoin(familyMembers, eq(familyMembers.id, appointments.familyMemberId)).where(eq(appointments.id, id)).limit(1);
      return row ? toVisit(row) : null;
    },

    /** Confirmed visits not marked as no-shows that ended in [from, to], newest end first; of one patient when given. */
    async endedBetween(from: Date, to: Date, limit: number, patientId?: string): Promise<ReviewVisit[]> {
      const rows = await db
        .select(columns)
        .from(appointments)
        .leftJoin(familyMembers, eq(familyMembers.id, appointments.familyMemberId))
        .where(
          and(
            eq(appointments.status, 'confermato'),
            isNull(appointments.noShowAt),
            gte(appointments.endsAt, from),
            lte(appointments.endsAt, to),
            ...(patientId ? [eq(appointments.patientId, patientId)] : []),
          ),
        )
        .orderBy(desc(appointments.endsAt))
        .limit(limit);
      return rows.map(toVisit);
    },
  };
}
