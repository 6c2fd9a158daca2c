import { isDoctorRole } from '@sanity/shared/domain/roles';
import { itContactClaims as c } from '@sanity/shared/i18n/it-contact-claims';
import { AppError } from '../../lib/app-error';

/** Who is asking: the session's account. */
export interface ClaimViewer {
  id: string;
  role: string;
  email: string;
}

/**
 * Who may claim a practice's contact by phone (ADR 0039), in one place; the routes only require a
 * session and act on the caller's own account. A patient's account only (doctors do not book as
 * patients; a contact cannot sign in). Whose offer it is is decided by the offer itself: only a
 * contact offered to this account now (its verified phone matches) may be accepted or declined;
 * any other id is answered as unknown (404), so nothing tells whether a contact exists.
 */
export function mayClaim(viewer: ClaimViewer): boolean {
  return !isDoctorRole(viewer.role);
}

export function requireClaimant(viewer: ClaimViewer): void {
  if (!mayClaim(viewer)) throw new AppError(403, c.notPatient);
}

export const notOffered = () => new AppError(404, c.notFound);
export const alreadyClaimed = () => new AppError(409, c.alreadyClaimed, { code: 'failed-precondition' });
