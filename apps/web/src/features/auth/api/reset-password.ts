import { type z } from 'zod';
import { type ResetPasswordSchema } from '@sanity/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ResetPasswordInput = z.output<typeof ResetPasswordSchema>;

/** POST /api/auth/password/reset: 204 and every session of the account ends; 400 when the link is invalid or used. */
export function resetPassword(input: ResetPasswordInput) {
  return api.post<void>('/api/auth/password/reset', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
