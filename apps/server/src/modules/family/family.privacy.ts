import type { Db } from '../../db/client';
import { stateOf } from './family.dto';
import { createFamilyRepository } from './family.repository';

/**
 * The family members' part of the privacy rights (issue 30; docs/privacy.md). Export: the holder's
 * members as entered, with their state. Erasure: the members go with the holder (their visits were
 * the holder's, erased or anonymised by the appointments' part first); a member already handed
 * over keeps their history in their own account, only the holder's record of them goes.
 */
export const familyPrivacy = {
  async of(db: Db, holderId: string, now: Date) {
    const rows = await createFamilyRepository(db).all(holderId);
    return rows.map((row) => ({
      id: row.id,
      nome: row.nome,
      cognome: row.cognome,
      birthDate: row.birthDate,
      codiceFiscale: row.codiceFiscale,
      relationship: row.relationship,
      state: stateOf(row, now),
      handedOverAt: row.handedOverAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
  },

  /** How many members are in the holder's care (erasure asks for a confirmation then), how many were handed over. */
  async counts(db: Db, holderId: string): Promise<{ members: number; handedOver: number }> {
    const repo = createFamilyRepository(db);
    const [all, handedOver] = await Promise.all([repo.countOfHolder(holderId), repo.handedOverCount(holderId)]);
    return { members: all - handedOver, handedOver };
  },

  /** In the erasure's transaction, after the appointments' part (which unlinks their visits); how many rows went. */
  erase: (tx: Db, holderId: string) => createFamilyRepository(tx).eraseOfHolder(holderId),
};
