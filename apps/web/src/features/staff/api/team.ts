import {
  type InviteStaff,
  type StaffMember,
  StaffMemberListSchema,
  StaffMemberResponseSchema,
  type UpdateStaff,
} from '@sanity/shared/schemas/staff';
import { queryOptions, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The doctor's collaborators (docs/contracts/staff.md §3): list, invite, resend, 'accesso clinico', revoke. */
export const teamQueryKey = ['staff', 'team'] as const;

/** Responses are checked against the contract in development only (see api-client.ts). */
const dev = <T>(schema: T): T | undefined => (import.meta.env.DEV ? schema : undefined);
const enc = encodeURIComponent;

export const teamQueryOptions = () =>
  queryOptions({
    queryKey: teamQueryKey,
    queryFn: async ({ signal }) => (await api.get('/api/staff', dev(StaffMemberListSchema), signal)).members,
  });

export function useTeam() {
  return useQuery(teamQueryOptions());
}

/** The list with one member's new state in place (or first, when new), then read again. */
function applyMember(queryClient: QueryClient, member: StaffMember) {
  queryClient.setQueryData<StaffMember[]>(teamQueryKey, (list = []) =>
    list.some((m) => m.id === member.id) ? list.map((m) => (m.id === member.id ? member : m)) : [member, ...list],
  );
  void queryClient.invalidateQueries({ queryKey: teamQueryKey });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InviteStaff) => (await api.post('/api/staff/invitations', body, dev(StaffMemberResponseSchema))).member,
    onSuccess: (member) => applyMember(queryClient, member),
  });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: UpdateStaff & { id: string }) => (await api.patch(`/api/staff/${enc(id)}`, body, dev(StaffMemberResponseSchema))).member,
    onSuccess: (member) => applyMember(queryClient, member),
  });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.post(`/api/staff/${enc(id)}/resend`, undefined, dev(StaffMemberResponseSchema))).member,
    onSuccess: (member) => applyMember(queryClient, member),
  });
}

export function useRevokeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.delete(`/api/staff/${enc(id)}`, dev(StaffMemberResponseSchema))).member,
    onSuccess: (member) => applyMember(queryClient, member),
  });
}
