import type { ContactInput } from '@sanity/shared/schemas/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/contact: the server stores the message and e-mails it to the team (429 past its hourly limit). */
export function sendContact(input: ContactInput): Promise<void> {
  return api.post<void>('/api/contact', input);
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
