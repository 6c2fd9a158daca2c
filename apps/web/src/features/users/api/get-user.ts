import { UserSchema } from '@sanity/shared/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/**
 * GET /api/users/:uid answers the full user for oneself and a public projection (no email, phone
 * or address) for others; the projection is read with the private fields optional.
 */
export const PublicUserSchema = UserSchema.partial().required({ id: true, role: true, name: true });
export type PublicUser = z.infer<typeof PublicUserSchema>;

export const userQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['users', uid],
    queryFn: ({ signal }) => api.get(`/api/users/${encodeURIComponent(uid)}`, z.object({ user: PublicUserSchema }), signal),
  });

export function useUser(uid: string) {
  return useQuery(userQueryOptions(uid));
}
