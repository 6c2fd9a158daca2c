import { sql, type SQL } from 'drizzle-orm';
import { services } from '../../db/schema/practice';

/**
 * The version of a doctor's practice (services, intake fields, hours) as an opaque text, for the
 * in-process cache of `practice.service.ts` (ADR 0016): the latest `updated_at` of the doctor's
 * services, retired ones included. Every configuration save stamps all the rows it writes with a
 * time later than any stored one (`practice.repository.ts` `save`), so any save changes it, whatever
 * the instances' clocks; an erased doctor's rows go, which changes it too. A subquery over the
 * services' primary key (doctor_id first), for other features to put in the statement they already
 * send (the availability check reads it with the doctor's row). The id is a parameter, not a column:
 * drizzle may print an outer column unqualified, which inside the subquery would name services' own.
 */
export function practiceVersionOf(doctorId: string): SQL<string> {
  return sql<string>`coalesce((select max(${services.updatedAt})::text from ${services} where ${services.doctorId} = ${doctorId}), '')`;
}
