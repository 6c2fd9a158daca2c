import { MembershipActivationSchema } from '@sanity/shared/schemas/memberships';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type ActivateInput = { uid: string; membershipId: string };

/** POST /api/users/{uid}/activate-membership { membershipId } → { membershipId, activatedAt, expiryDate }. */
export function activateMembership({ uid, membershipId }: ActivateInput) {
  return api.post(`/api/users/${encodeURIComponent(uid)}/activate-membership`, { membershipId }, import.meta.env.DEV ? MembershipActivationSchema : undefined);
}

export function useActivateMembership() {
  return useMutation({ mutationFn: activateMembership });
}
