import { AuthProvidersSchema } from '@sanity/shared/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => api.get('/api/auth/providers', import.meta.env.DEV ? AuthProvidersSchema : undefined, signal),
  });

/** Whether "Continua con Google" is offered (GET /api/auth/providers). */
export function useAuthProviders() {
  return useQuery(providersQueryOptions());
}
