import { type z } from 'zod';
import { type ChangeEmailSchema } from '@sanity/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ChangeEmailInput = z.output<typeof ChangeEmailSchema>;

/** POST /api/auth/email/change: 202; the new address gets a link and replaces the old one only once it is followed. */
export function changeEmail(input: ChangeEmailInput) {
  return api.post<void>('/api/auth/email/change', input);
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
