import { CrmPatientListSchema } from '@sanity/shared/schemas/appointments';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Under ['appointments', …] so a booking or a cancellation refreshes /crm too. */
export const crmQueryKey = ['appointments', 'crm'] as const;

/** GET /api/crm/patients (doctors): patients grouped by client, with their count, latest appointment first. */
export async function getCrmPatients(signal?: AbortSignal) {
  const res = await api.get('/api/crm/patients', import.meta.env.DEV ? CrmPatientListSchema : undefined, signal);
  return res.patients;
}

export const crmPatientsQueryOptions = () =>
  queryOptions({
    queryKey: [...crmQueryKey, 'patients'],
    queryFn: ({ signal }) => getCrmPatients(signal),
  });
