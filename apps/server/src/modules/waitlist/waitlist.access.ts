import { itWaitlist as w } from '@sanity/shared/i18n/it-waitlist';
import type { WaitlistEntryRow } from '../../db/schema/schedule';
import { AppError } from '../../lib/app-error';
import type { Viewer } from '../appointments/appointments.dto';

/**
 * Who may do what on the waiting list (issue 25), in one place; the routes only require a session.
 * An entry is its patient's alone: another account is answered as if it did not exist. An offer's
 * link works only for the patient it was sent to (it shows a health-related booking): a link opened
 * in another account's session is refused with a clear message, never shown.
 */
export function requireOwnEntry(viewer: Viewer, entry: WaitlistEntryRow | undefined): WaitlistEntryRow {
  if (!entry || entry.patientId !== viewer.id) throw new AppError(404, w.entryNotFound);
  return entry;
}

export function requireOfferRecipient(viewer: Viewer, entry: WaitlistEntryRow): void {
  if (entry.patientId !== viewer.id) throw new AppError(403, w.offerOtherAccount, { code: 'offer-other-account' });
}
