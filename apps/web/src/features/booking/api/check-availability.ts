import { type AvailabilityCheck, AvailabilityCheckResponseSchema } from '@sanity/shared/schemas/appointments';
import { api } from '../../../lib/api-client';

/** POST /api/appointments/check-availability (signed out too): which of the day's times are still free. */
export function checkAvailability(body: AvailabilityCheck) {
  return api.post('/api/appointments/check-availability', body, import.meta.env.DEV ? AvailabilityCheckResponseSchema : undefined);
}
