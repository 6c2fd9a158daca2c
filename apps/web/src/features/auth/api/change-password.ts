import { type z } from 'zod';
import { type ChangePasswordSchema } from '@sanity/shared/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionsQueryKey } from './get-sessions';

export type ChangePasswordInput = z.output<typeof ChangePasswordSchema>;

/** POST /api/auth/password/change: 204; every other session of the account ends. */
export function changePassword(input: ChangePasswordInput) {
  return api.post<void>('/api/auth/password/change', input);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
