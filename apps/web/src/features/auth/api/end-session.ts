import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/** DELETE /api/auth/sessions/:id: 204; ends one of the account's own sessions (404 for any other id). */
export function endSession(id: string) {
  return api.delete<void>(`/api/auth/sessions/${encodeURIComponent(id)}`);
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
