import type { Db } from '../../db/client';
import type { AuditService } from '../audit/audit.service';
import type { PracticeContacts } from '../users/practice-contacts';

/** What a claim moves with the contact's records, per service (each in the caller's transaction). */
export interface ClaimMoveDeps {
  practiceContacts: Pick<PracticeContacts, 'markClaimed'>;
  appointments: { reassignPatient(from: readonly string[], to: string, tx: Db): Promise<number> };
  documents: { reassignPatient(from: readonly string[], to: string, tx: Db): Promise<number> };
  audit: Pick<AuditService, 'reassignSubject' | 'record'>;
}

/** How the account proved the contact is theirs: the address the practice was given (ADR 0036), or a verified phone and 'Sì, sono io' (ADR 0039). */
export type ClaimProof = 'email' | 'phone';

export type ClaimMove = (tx: Db, contactIds: readonly string[], accountId: string, now: Date, proof: ClaimProof) => Promise<{ appointments: number; documents: number }>;

/**
 * The one claim of practice contacts by an account (ADR 0036, 0039), in the caller's transaction:
 * each contact's appointments, documents and audit entries move to the account, the emptied
 * contact row is marked claimed (kept: other rows may name it), and the account's log says which
 * contact it claimed and how (both ids, the counts; no name).
 */
export function createClaimMove({ practiceContacts, appointments, documents, audit }: ClaimMoveDeps): ClaimMove {
  return async (tx, contactIds, accountId, now, proof) => {
    const total = { appointments: 0, documents: 0 };
    for (const contactId of contactIds) {
      if (contactId === accountId) continue;
      const moved = { appointments: await appointments.reassignPatient([contactId], accountId, tx), documents: await documents.reassignPatient([contactId], accountId, tx) };
      await audit.reassignSubject([contactId], accountId, tx);
      await practiceContacts.markClaimed(tx, [contactId], now);
      await audit.record({ actorId: accountId, actorRole: 'patient', subjectId: accountId, action: 'contact.claim', targetId: contactId, details: { contactId, accountId, proof, ...moved } }, tx);
      total.appointments += moved.appointments;
      total.documents += moved.documents;
    }
    return total;
  };
}
