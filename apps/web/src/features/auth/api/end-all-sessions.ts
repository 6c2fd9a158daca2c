import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { type MeResult, meQueryKey, signedOut } from './get-me';

/** DELETE /api/auth/sessions: 204; every session ends, this one included, and the cookie is cleared. */
export function endAllSessions() {
  return api.delete<void>('/api/auth/sessions');
}

/** Like logout once it succeeded: the cache goes and the browser is on /auth. */
export function useEndAllSessions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: endAllSessions,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData<MeResult>(meQueryKey, signedOut);
      void navigate('/auth', { replace: true });
    },
  });
}
