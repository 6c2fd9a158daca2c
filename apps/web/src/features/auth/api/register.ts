import { type RegisterInput, UserResponseSchema } from '@sanity/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/register: 201 { user } and the session cookie. */
export function register(input: RegisterInput) {
  return apiRequest('/api/auth/register', { method: 'POST', body: input, schema: import.meta.env.DEV ? UserResponseSchema : undefined });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
