import { CRM_PAGE_DEFAULT } from '@sanity/shared/domain/appointments/list-pages';
import { CrmPatientDetailSchema } from '@sanity/shared/schemas/appointments';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { crmQueryKey } from './get-crm-patients';

/**
 * GET /api/crm/patients/:clientId (doctors; 404 when not one of their patients): contact data and
 * one page of the history, most recent first; `cursor` for the next page.
 */
export function getCrmPatient(clientId: string, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(CRM_PAGE_DEFAULT) });
  if (cursor) params.set('cursor', cursor);
  return api.get(`/api/crm/patients/${encodeURIComponent(clientId)}?${params.toString()}`, import.meta.env.DEV ? CrmPatientDetailSchema : undefined, signal);
}

/** The patient (from the first page) and their history a page at a time ('Carica altri appuntamenti'). */
export const crmPatientQueryOptions = (clientId: string) =>
  infiniteQueryOptions({
    queryKey: [...crmQueryKey, 'patient', clientId],
    queryFn: ({ pageParam, signal }) => getCrmPatient(clientId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: (count, error) => count < 1 && !isApiError(error, 404),
  });
