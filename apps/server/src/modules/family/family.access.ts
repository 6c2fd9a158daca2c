import { isDoctorRole } from '@sanity/shared/domain/roles';
import { itFamily as f } from '@sanity/shared/i18n/it-family';
import type { FamilyMemberRow } from '../../db/schema/family';
import { AppError } from '../../lib/app-error';

/** Who is asking: the session's account and its role. */
export interface FamilyViewer {
  id: string;
  role: string;
}

/**
 * Who may do what with family members (issue 30), in one place; the routes only require a session.
 * A member is their holder's alone: anyone else — another holder, a doctor, the member's own
 * account once handed over — is answered as if the member did not exist (404). Once handed over
 * the holder still sees the name in the list but may no longer change it or book for them (409).
 * Doctors' accounts have no family members (they do not book visits as patients).
 */
export function requireHolder(viewer: Pick<FamilyViewer, 'id'>, member: FamilyMemberRow | undefined): FamilyMemberRow {
  if (!member || member.holderId !== viewer.id) throw new AppError(404, f.notFound);
  return member;
}

/** The holder acts for the member: change, remove, invite, book. */
export function requireActingHolder(viewer: Pick<FamilyViewer, 'id'>, member: FamilyMemberRow | undefined): FamilyMemberRow {
  const found = requireHolder(viewer, member);
  if (found.handedOverAt) throw new AppError(409, f.handedOver, { code: 'failed-precondition' });
  return found;
}

/** Adding members: patients' accounts only. */
export function requireMayAddMembers(viewer: FamilyViewer): void {
  if (isDoctorRole(viewer.role)) throw new AppError(403, f.selfBookingMember);
}

/** Accepting an invitation: the account with the invited address, not the holder, not a doctor. */
export function requireInvitee(viewer: FamilyViewer & { email: string }, member: FamilyMemberRow): void {
  if (viewer.id === member.holderId) throw new AppError(403, f.inviteSelf);
  if (isDoctorRole(viewer.role)) throw new AppError(403, f.inviteNotPatient);
  if (viewer.email.toLowerCase() !== (member.inviteEmail ?? '').toLowerCase()) throw new AppError(403, f.inviteOtherEmail, { code: 'invite-other-email' });
}
