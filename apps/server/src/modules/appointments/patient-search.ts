import { looksLikeEmail, looksLikePhone, PATIENT_SEARCH_MAX_RESULTS, phoneKey } from '@sanity/shared/domain/staff/staff-rules';
import type { PatientHit } from '@sanity/shared/schemas/staff';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { users } from '../../db/schema/users';
import { phoneMatches } from '../users/practice-contacts';

/**
 * Issue 30 point 4: the practice finds the patient who phoned. Privacy (docs/contracts/staff.md §6): a
 * partial name matches only this doctor's own patients (anyone who booked with them, and the
 * contacts the practice made); any other patient is found only by their whole e-mail address or
 * phone number, and answers only their name and that value, which the caller already had. Nobody
 * can walk the platform's patients by typing parts of names.
 */
export function createPatientSearch(db: Db) {
  // Written out with its aliases: in a select list drizzle names columns without their table, which inside
  // the subquery would read the appointment's own id.
  const ofPractice = (doctorId: string) =>
    sql<boolean>`(coalesce(${users.contactOf} = ${doctorId}, false) or exists (select 1 from ${appointments} a where a.doctor_id = ${doctorId} and a.patient_id = "users"."id"))`;
  const email = sql<string>`case when ${users.isContact} then coalesce(${users.contactEmail}, '') else ${users.email} end`;
  const patients = and(eq(users.role, 'user'), isNull(users.erasedAt), eq(users.isDisabled, false));

  return async function search(doctorId: string, query: string): Promise<PatientHit[]> {
    const q = query.trim().toLowerCase();
    const columns = { id: users.id, name: users.displayName, email, phone: users.telefono, isContact: users.isContact, ofPractice: ofPractice(doctorId) };
    let where;
    let exact: 'email' | 'phone' | null = null;
    if (looksLikeEmail(q)) {
      exact = 'email';
      where = or(and(eq(users.isContact, false), eq(users.email, q)), eq(users.contactEmail, q));
    } else if (looksLikePhone(q)) {
      exact = 'phone';
      where = phoneMatches(users.telefono, phoneKey(q)!);
    } else {
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where = and(ofPractice(doctorId), sql`lower(${users.displayName} || ' ' || ${users.nome} || ' ' || ${users.cognome}) like ${like}`);
    }
    const rows = await db
      .select(columns)
      .from(users)
      .where(and(patients, ne(users.id, doctorId), where))
      .orderBy(users.displayName, users.id)
      .limit(PATIENT_SEARCH_MAX_RESULTS);
    return rows.map((r) => {
      // Outside the practice only the value typed comes back (and the name, to confirm it on the phone).
      const own = r.ofPractice;
      return {
        id: r.id,
        name: r.name,
        email: own ? r.email || null : exact === 'email' ? q : null,
        phone: own ? r.phone : exact === 'phone' ? query.trim() : null,
        kind: r.isContact ? 'contact' : 'account',
        ofPractice: own,
      };
    });
  };
}
