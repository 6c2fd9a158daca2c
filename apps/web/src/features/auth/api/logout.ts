import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { type MeResult, meQueryKey, signedOut } from './get-me';

export function logout() {
  return apiRequest<void>('/api/auth/logout', { method: 'POST' });
}

/**
 * Logout (spec §4): the server deletes the session, the whole query cache is cleared and the
 * browser goes to /auth. A failed call still signs out locally (spec §8: no HTTP error on logout).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData<MeResult>(meQueryKey, signedOut);
      void navigate('/auth', { replace: true });
    },
  });
}
