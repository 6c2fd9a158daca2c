import { type z } from 'zod';
import { type ForgotPasswordSchema } from '@sanity/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ForgotPasswordInput = z.output<typeof ForgotPasswordSchema>;

/** POST /api/auth/password/forgot: always 202, whether the address has an account or not. */
export function forgotPassword(input: ForgotPasswordInput) {
  return api.post<void>('/api/auth/password/forgot', input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
