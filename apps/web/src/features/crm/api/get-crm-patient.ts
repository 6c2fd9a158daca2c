import { CrmPatientDetailSchema } from '@sanity/shared/schemas/appointments';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { crmQueryKey } from './get-crm-patients';

/** GET /api/crm/patients/:clientId (doctors; 404 when not one of their patients): contact data and history. */
export function getCrmPatient(clientId: string, signal?: AbortSignal) {
  return api.get(`/api/crm/patients/${encodeURIComponent(clientId)}`, import.meta.env.DEV ? CrmPatientDetailSchema : undefined, signal);
}

export const crmPatientQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: [...crmQueryKey, 'patient', clientId],
    queryFn: ({ signal }) => getCrmPatient(clientId, signal),
    retry: (count, error) => count < 1 && !isApiError(error, 404),
  });
