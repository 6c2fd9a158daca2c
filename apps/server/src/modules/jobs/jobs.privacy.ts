import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';

/**
 * The job runner's part of the erasure (issue 13): the jobs about the account itself (its
 * verification and reset links, whose payload names the address they go to), in any state.
 * The appointment e-mails name only the appointment and stay: the doctor's copy must still go.
 */
export const jobsPrivacy = {
  async erase(db: Db, userId: string): Promise<void> {
    await db.delete(jobs).where(sql`${jobs.payload} ->> 'userId' = ${userId}`);
  },
};
