import { type CreateAppointmentInput, CreateAppointmentResponseSchema } from '@sanity/shared/schemas/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { appointmentsQueryKey } from '../../../lib/query-keys';

/** The answer of a booking; a 2xx without JSON (spec §8: still a success) carries no appointment. */
export type BookingResult = Pick<z.infer<typeof CreateAppointmentResponseSchema>, 'googleCalendarSynced'> & Partial<z.infer<typeof CreateAppointmentResponseSchema>>;

/**
 * POST /api/appointments with the `Idempotency-Key` header (one key per confirmation, reused by its
 * retries, so a retried click never books twice). A 2xx without JSON (spec §8) is still a success.
 */
export async function createAppointment(body: CreateAppointmentInput, idempotencyKey: string): Promise<BookingResult> {
  const result = await apiRequest<BookingResult | undefined>('/api/appointments', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: import.meta.env.DEV ? CreateAppointmentResponseSchema : undefined,
  });
  return result ?? { googleCalendarSynced: false };
}

/** Books, then refreshes every appointments list. */
export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateAppointmentInput; key: string }) => createAppointment(body, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
  });
}
