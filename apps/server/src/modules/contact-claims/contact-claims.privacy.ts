import type { Db } from '../../db/client';
import { createContactClaimsRepository } from './contact-claims.repository';

/**
 * The phone claims' part of the privacy rights (ADR 0039): the export lists the account's answers
 * (which contact, accepted or declined, when: the moved visits are in the export's appointments);
 * the erasure deletes them (the account's row stays as a tombstone, so no cascade runs).
 */
export const contactClaimsPrivacy = {
  async of(db: Db, accountId: string) {
    const rows = await createContactClaimsRepository(db).ofAccount(accountId);
    return rows.map((r) => ({ contactId: r.contactId, decision: r.decision, decidedAt: r.decidedAt.toISOString() }));
  },

  erase: (tx: Db, accountId: string) => createContactClaimsRepository(tx).eraseOfAccount(accountId),
};
