import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffMembers } from '../../db/schema/staff';

/**
 * The collaborators' part of the privacy rights (issue 30): a person who deletes their account
 * leaves every practice at once, and no practice keeps their address (the invitations to it go too).
 * The audit log keeps only ids (ADR 0015).
 */
export const staffPrivacy = {
  async erase(tx: Db, userId: string, email: string): Promise<void> {
    await tx.delete(staffMembers).where(or(eq(staffMembers.accountId, userId), eq(staffMembers.email, email.toLowerCase())));
  },
};
