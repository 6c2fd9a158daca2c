import { LOGIN_TIMEOUT_MS } from '@sanity/shared/constants';
import { itAuth } from '@sanity/shared/i18n/it-auth';
import { type LoginInput, UserResponseSchema } from '@sanity/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { type MeResult, meQueryKey, meQueryOptions } from './get-me';

/** POST /api/auth/login; gives up after the spec's login time-out with 'Timeout durante il login'. */
export async function login(input: LoginInput) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOGIN_TIMEOUT_MS);
  try {
    return await apiRequest('/api/auth/login', { method: 'POST', body: input, schema: import.meta.env.DEV ? UserResponseSchema : undefined, signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError(0, 'deadline-exceeded', itAuth.auth.loginTimeout);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The practices a person works for as staff come with /api/auth/me only (issue 30): read it before the app goes on.
    onSuccess: async ({ user }) => {
      const me = await queryClient.fetchQuery(meQueryOptions()).catch(() => null);
      if (!me?.user) queryClient.setQueryData<MeResult>(meQueryKey, { user, error: null });
    },
  });
}
