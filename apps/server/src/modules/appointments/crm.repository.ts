import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PageKey } from '../../lib/page-cursor';
import { appointments } from '../../db/schema/appointments';
import { familyMembers } from '../../db/schema/family';
import { exactInstant, memberColumns, patientUser, personCondition, personKey } from './person-columns';

/** The /crm reads: the doctor's patients, one entry per person seen (issue 30). */
export function createCrmRepository(db: Db) {
  return {
    /**
     * The doctor's patients (each person seen: a booking account's own visits, or one family member's)
     * with their number of appointments, latest
     * appointment of any kind (the sort key), last visit (latest started before `now`, not
     * cancelled), next (not cancelled) appointment after `now`, and the contact data of their most
     * recent booking; latest appointment first, then by id. `scope`: one patient, or a page of at most `limit` patients
     * after the keyset position (latest appointment instant, patient id). The aggregate is computed
     * over the doctor's rows (the doctor_time index) on every page; no index can order by it.
     */
    async patientsOf(doctorId: string, now: Date, scope: { patientId: string } | { limit: number; after?: PageKey }) {
      const lastAt = sql`max(${appointments.startsAt})`;
      const personId = 'patientId' in scope ? scope.patientId : undefined;
      const after = 'after' in scope ? scope.after : undefined;
      const latest = db
        .selectDistinctOn([personKey], {
          personId: sql<string>`${personKey}`.as('person_id'),
          customerName: appointments.customerName,
          customerEmail: appointments.customerEmail,
          customerPhone: appointments.customerPhone,
        })
        .from(appointments)
        .where(and(eq(appointments.doctorId, doctorId), personId ? personCondition(personId) : undefined))
        .orderBy(personKey, desc(appointments.startsAt))
        .as('latest');
      return db
        .select({
          // Issue 30: one entry per person, a family member apart from their holder.
          personId: sql<string>`${personKey}`,
          patientId: appointments.patientId,
          displayName: patientUser.displayName,
          // An erased account's placeholder address is nobody's: the doctor sees no e-mail (ADR 0014).
          // …nor a practice's contact's placeholder (issue 30): the address the practice was given, if any.
          accountEmail: sql<string>`case when ${patientUser.erasedAt} is not null then '' when ${patientUser.isContact} then coalesce(${patientUser.contactEmail}, '') else ${patientUser.email} end`,
          accountPhone: patientUser.telefono,
          customerName: latest.customerName,
          customerEmail: latest.customerEmail,
          customerPhone: latest.customerPhone,
          member: memberColumns,
          count: sql<number>`count(*)::int`,
          lastAt: sql<Date>`${lastAt}`.mapWith(appointments.startsAt),
          sortKey: exactInstant(lastAt),
          lastVisitAt: sql<Date | null>`max(${appointments.startsAt}) filter (where ${appointments.startsAt} <= ${now} and ${appointments.status} <> 'annullato')`.mapWith(
            appointments.startsAt,
          ),
          nextAt: sql<Date | null>`min(${appointments.startsAt}) filter (where ${appointments.startsAt} > ${now} and ${appointments.status} <> 'annullato')`.mapWith(
            appointments.startsAt,
          ),
          noShowCount: sql<number>`(count(*) filter (where ${appointments.noShowAt} is not null))::int`,
        })
        .from(appointments)
        .innerJoin(patientUser, eq(patientUser.id, appointments.patientId))
        .leftJoin(familyMembers, eq(familyMembers.id, appointments.familyMemberId))
        .innerJoin(latest, eq(latest.personId, personKey))
        .where(and(eq(appointments.doctorId, doctorId), personId ? personCondition(personId) : undefined))
        .groupBy(
          personKey,
          appointments.patientId,
          patientUser.displayName,
          patientUser.email,
          patientUser.erasedAt,
          patientUser.isContact,
          patientUser.contactEmail,
          patientUser.telefono,
          latest.customerName,
          latest.customerEmail,
          latest.customerPhone,
          familyMembers.id,
          familyMembers.nome,
          familyMembers.cognome,
          familyMembers.relationship,
          familyMembers.birthDate,
        )
        .having(after ? sql`${lastAt} < ${after.at}::timestamptz or (${lastAt} = ${after.at}::timestamptz and ${personKey} > ${after.id})` : undefined)
        .orderBy(sql`${lastAt} desc`, personKey)
        .limit('limit' in scope ? scope.limit : 1);
    },
  };
}
