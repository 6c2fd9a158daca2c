import { AcceptInvitationResponseSchema, InvitationInfoSchema } from '@sanity/shared/schemas/staff';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryOptions } from '../../auth/api/get-me';
import { choosePractice } from './choose-practice';

const dev = <T>(schema: T): T | undefined => (import.meta.env.DEV ? schema : undefined);

/** GET /api/staff/invitations/:token (public): who invites, to which address, until when. */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['staff', 'invitation', token],
    queryFn: async ({ signal }) => (await api.get(`/api/staff/invitations/${encodeURIComponent(token)}`, dev(InvitationInfoSchema), signal)).invitation,
    enabled: token.length > 0,
  });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}

/**
 * POST /api/staff/invitations/accept: the signed-in person joins the practice; the session is read
 * again (its practices) and this tab starts working for it.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => (await api.post('/api/staff/invitations/accept', { token }, dev(AcceptInvitationResponseSchema))).practice,
    onSuccess: async (practice) => {
      const me = await queryClient.fetchQuery(meQueryOptions());
      choosePractice(queryClient, me.practices ?? [practice], practice.doctorId);
    },
  });
}
