import { type RegisterInput, UserResponseSchema } from '@sanity/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/register: 201 { user } and the session cookie; `userType` beside the role, as the spec's payload has it. */
export function register(input: RegisterInput) {
  const body: RegisterInput = { ...input, userType: input.role === 'doctor' ? 'doctor' : 'patient' };
  return apiRequest('/api/auth/register', { method: 'POST', body, schema: import.meta.env.DEV ? UserResponseSchema : undefined });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
