import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from './get-me';

/** POST /api/auth/verify-email: the token of the link in the e-mail (single use). */
export function verifyEmail(token: string) {
  return api.post<{ emailVerified: true }>('/api/auth/verify-email', { token });
}

/** Following the link may change the account (verified, or a new address): the session user is read again. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
