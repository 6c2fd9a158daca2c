import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { meQueryKey } from './get-me';

/** POST /api/auth/verify-email/resend: 202, or 429 when the last link is too recent, 409 when already verified. */
export function resendVerification() {
  return api.post<void>('/api/auth/verify-email/resend');
}

export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    onError: (error) => {
      // Verified meanwhile (another tab, another device): the banner goes once `me` says so.
      if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
