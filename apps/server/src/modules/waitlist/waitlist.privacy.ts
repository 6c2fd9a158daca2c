import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { waitlistEntries } from '../../db/schema/schedule';

/** The waiting list's part of the erasure (issue 25): one's entries go with the account, their offers with them (cascade). */
export const waitlistPrivacy = {
  async erase(db: Db, userId: string): Promise<void> {
    await db.delete(waitlistEntries).where(eq(waitlistEntries.patientId, userId));
  },
};
