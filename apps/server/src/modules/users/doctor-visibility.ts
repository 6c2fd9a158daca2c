import { sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/users';

/**
 * `isPubliclyVisibleDoctor` (packages/shared/src/domain/doctors/review.ts) as SQL on `users`: a
 * doctor role, approved by an admin, not disabled, not erased. Every query showing doctors to
 * others uses it (directory, cities, sitemap); change both or neither (ADR 0013).
 */
export function publicDoctorCondition(): SQL {
  return sql`(${users.role} in ('doctor', 'professionista') and ${users.isVerified} and not ${users.isDisabled} and ${users.erasedAt} is null)`;
}

