import type {
  FamilyHandoverResult,
  FamilyInvitationInfo,
  FamilyInvite,
  FamilyMember,
  FamilyMemberInput,
  FamilyMemberList,
} from '@sanity/shared/schemas/family';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appointmentsQueryKey, privacyQueryKey } from '../../../lib/query-keys';
import { type MeResult, meQueryKey, signedOut } from '../../auth/api/get-me';

/**
 * The family members' API (issue 30, docs/contracts/family.md; the server's modules/family). Types only
 * from schemas/family: its runtime pulls the codice fiscale library (~315 KB), which only the
 * member's form (a lazy dialog) loads.
 */

export type { FamilyMember } from '@sanity/shared/schemas/family';

export const familyQueryKey = ['family'] as const;

const enc = encodeURIComponent;

export const familyMembersQueryOptions = () =>
  queryOptions({
    queryKey: [...familyQueryKey, 'members'],
    queryFn: ({ signal }) => api.get<FamilyMemberList>('/api/family', undefined, signal),
    select: (data) => data.members,
  });

/** The holder's members; `enabled` false for a doctor or a signed-out visitor (the route refuses doctors' members). */
export const useFamilyMembers = (enabled = true) => useQuery({ ...familyMembersQueryOptions(), enabled });

/** Members the holder still acts for (not handed over): whom the booking dialog offers. */
export function bookableMembers(members: readonly FamilyMember[] | undefined): FamilyMember[] {
  return (members ?? []).filter((m) => m.state !== 'handed_over');
}

function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: familyQueryKey });
  // 'Elimina account' says how many members go with the account.
  void queryClient.invalidateQueries({ queryKey: privacyQueryKey });
}

type MemberAnswer = { member: FamilyMember };

/** POST /api/family. */
export function useCreateFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FamilyMemberInput) => api.post<MemberAnswer>('/api/family', input),
    onSuccess: () => refresh(queryClient),
  });
}

/** PUT /api/family/:id (the whole member); appointments show the member's name, so they refresh too. */
export function useUpdateFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: FamilyMemberInput }) => api.put<MemberAnswer>(`/api/family/${enc(id)}`, input),
    onSuccess: () => {
      refresh(queryClient);
      void queryClient.invalidateQueries({ queryKey: appointmentsQueryKey });
    },
  });
}

/** DELETE /api/family/:id: 204. */
export function useDeleteFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/family/${enc(id)}`),
    onSuccess: () => refresh(queryClient),
  });
}

/** POST /api/family/:id/invitation: the member in state 'invited' (the e-mail goes by a job). */
export function useInviteFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: FamilyInvite }) => api.post<MemberAnswer>(`/api/family/${enc(id)}/invitation`, input),
    onSuccess: () => refresh(queryClient),
  });
}

/** DELETE /api/family/:id/invitation: back to 'active'; the e-mail's link stops working. */
export function useRevokeFamilyInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<MemberAnswer>(`/api/family/${enc(id)}/invitation`),
    onSuccess: () => refresh(queryClient),
  });
}

/** POST /api/family/invitations/lookup (public): what the invitation page shows. The token travels in the body. */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...familyQueryKey, 'invitation', token],
    queryFn: () => api.post<FamilyInvitationInfo>('/api/family/invitations/lookup', { token }),
    retry: false,
  });

/** POST /api/family/invitations/accept: the member's history moves to the signed-in account. */
export function useAcceptFamilyInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<FamilyHandoverResult>('/api/family/invitations/accept', { token }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: appointmentsQueryKey });
      refresh(queryClient);
    },
  });
}

/**
 * Signs out on the invitation page, to come back with the invited address: POST /api/auth/logout and
 * the cache cleared, as auth's `useLogout` does, but staying on the page (that hook goes to /auth,
 * and sharing its module with this page's chunk made it a file of every page's first load).
 */
export function useSignOutHere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/api/auth/logout'),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData<MeResult>(meQueryKey, signedOut);
    },
  });
}
