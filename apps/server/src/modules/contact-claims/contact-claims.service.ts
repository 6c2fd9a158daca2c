import { phoneKey } from '@sanity/shared/domain/staff/staff-rules';
import type { ContactClaimOffer, ContactClaimOfferList, ContactClaimResult } from '@sanity/shared/schemas/contact-claims';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/audit.service';
import { createPreferencesRepository } from '../notifications/preferences/preferences.repository';
import type { ClaimMove } from './claim-move';
import { alreadyClaimed, mayClaim, notOffered, requireClaimant, type ClaimViewer } from './contact-claims.access';
import { createContactClaimsRepository, type Claimant, type OfferRow } from './contact-claims.repository';

export type ContactClaimsService = ReturnType<typeof createContactClaimsService>;

const toDto = (row: OfferRow): ContactClaimOffer => ({ id: row.id, contactName: row.contactName, visits: row.visits });

/**
 * ADR 0039: a practice's phone-only contact offered to the account whose verified phone (issue 26)
 * is the contact's. Families share phones, so nothing moves until the person answers 'Sì, sono io'
 * (the claim of ADR 0036, `claimMove`); 'Non sono io' is stored and hides the offer for good.
 * The phone is read at every request: a changed or withdrawn number offers nothing.
 */
export function createContactClaimsService({ db, clock, audit, claimMove }: { db: Db; clock: Clock; audit: Pick<AuditService, 'record'>; claimMove: ClaimMove }) {
  /** The account as a claimant, read in `tx`: null without a verified phone. */
  async function claimantOf(tx: Db, viewer: ClaimViewer): Promise<Claimant | null> {
    const prefs = await createPreferencesRepository(tx).find(viewer.id);
    const key = prefs?.smsPhone && prefs.smsPhoneVerifiedAt ? phoneKey(prefs.smsPhone) : null;
    return key ? { accountId: viewer.id, email: viewer.email, phoneKey: key } : null;
  }

  /** In `tx`, with the contact locked: the offer as it stands now, or why not (404, 409). */
  async function lockedOffer(tx: Db, viewer: ClaimViewer, contactId: string): Promise<OfferRow> {
    requireClaimant(viewer);
    const repo = createContactClaimsRepository(tx);
    const contact = await repo.lockContact(contactId);
    if (!contact) throw notOffered();
    const answer = await repo.answerOf(contactId, viewer.id);
    if (answer?.decision === 'accepted') throw alreadyClaimed();
    const claimant = await claimantOf(tx, viewer);
    const [offer] = claimant ? await repo.offers(claimant, contactId) : [];
    if (!offer) throw notOffered();
    return offer;
  }

  return {
    /** GET /api/account/contact-claims */
    async list(viewer: ClaimViewer): Promise<ContactClaimOfferList> {
      if (!mayClaim(viewer)) return { offers: [] };
      const claimant = await claimantOf(db, viewer);
      if (!claimant) return { offers: [] };
      const rows = await createContactClaimsRepository(db).offers(claimant);
      return { offers: rows.map(toDto) };
    },

    /** POST /api/account/contact-claims/:id/accept: the contact's visits, documents and log entries become the account's, at once. */
    async accept(viewer: ClaimViewer, contactId: string): Promise<ContactClaimResult> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        await lockedOffer(tx, viewer, contactId);
        const moved = await claimMove(tx, [contactId], viewer.id, now, 'phone');
        await createContactClaimsRepository(tx).saveAnswer({ contactId, accountId: viewer.id, decision: 'accepted', decidedAt: now });
        return { contactId, ...moved };
      });
    },

    /** POST /api/account/contact-claims/:id/decline: never offered to this account again; again is harmless. */
    async decline(viewer: ClaimViewer, contactId: string): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const repo = createContactClaimsRepository(tx);
        if ((await repo.answerOf(contactId, viewer.id))?.decision === 'declined') return;
        await lockedOffer(tx, viewer, contactId);
        await repo.saveAnswer({ contactId, accountId: viewer.id, decision: 'declined', decidedAt: now });
        await audit.record({ actorId: viewer.id, actorRole: 'patient', subjectId: viewer.id, action: 'contact.claim.decline', targetId: contactId, details: { contactId, accountId: viewer.id } }, tx);
      });
    },
  };
}
