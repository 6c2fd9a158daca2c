import { AccessTokenListSchema, CreatedTokenSchema, type CreateToken } from '@sanity/shared/schemas/tokens';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const tokensKey = ['api-access', 'tokens'] as const;

/** GET /api/tokens: the signed-in person's live tokens and the scopes their account may grant (issue 31). */
const tokensQueryOptions = () =>
  queryOptions({ queryKey: tokensKey, queryFn: ({ signal }) => api.get('/api/tokens', import.meta.env.DEV ? AccessTokenListSchema : undefined, signal) });

export const useAccessTokens = () => useQuery(tokensQueryOptions());

/** POST /api/tokens: the answer holds the token in clear, this once. */
export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateToken) => api.post('/api/tokens', input, import.meta.env.DEV ? CreatedTokenSchema : undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
}

/** DELETE /api/tokens/:id. */
export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/tokens/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
}
