import { it } from '@sanity/shared/i18n/it';
import { type CreateAppointmentInput, CreateAppointmentResponseSchema } from '@sanity/shared/schemas/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { ApiError, toApiError } from '../../../lib/api-client';

/** The answer of a booking; a 2xx without JSON (spec §8: still a success) carries no appointment. */
export type BookingResult = Pick<z.infer<typeof CreateAppointmentResponseSchema>, 'googleCalendarSynced'> & Partial<z.infer<typeof CreateAppointmentResponseSchema>>;

/** Every cached appointments list (sidebar, /appuntamenti, /crm) starts with this key. */
export const appointmentsQueryKey = ['appointments'] as const;

/**
 * POST /api/appointments with the `Idempotency-Key` header (one key per confirmation, reused by its
 * retries, so a retried click never books twice). The shared client sends no custom headers, so this
 * one call speaks fetch itself, with the client's error shapes.
 */
export async function createAppointment(body: CreateAppointmentInput, idempotencyKey: string): Promise<BookingResult> {
  let response: Response;
  try {
    response = await fetch('/api/appointments', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'internal', it.identity.network);
  }
  const text = await response.text();
  if (!response.ok) throw toApiError(response.status, text);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // Spec §8: a non-JSON answer counts as success.
    return { googleCalendarSynced: false };
  }
  if (import.meta.env.DEV) {
    const parsed = CreateAppointmentResponseSchema.safeParse(json);
    if (!parsed.success) console.warn('Risposta API diversa dal contratto', parsed.error.issues);
  }
  return json as BookingResult;
}

/** Books, then refreshes every appointments list. */
export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateAppointmentInput; key: string }) => createAppointment(body, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
  });
}
