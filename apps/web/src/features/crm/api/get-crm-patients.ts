import { CRM_PAGE_DEFAULT } from '@sanity/shared/domain/appointments/list-pages';
import { CrmPatientListSchema } from '@sanity/shared/schemas/appointments';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Under ['appointments', …] so a booking or a cancellation refreshes /crm too. */
export const crmQueryKey = ['appointments', 'crm'] as const;

/** One page of GET /api/crm/patients (doctors): patients grouped by client, with their count, latest appointment first. */
export function getCrmPatients(cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(CRM_PAGE_DEFAULT) });
  if (cursor) params.set('cursor', cursor);
  return api.get(`/api/crm/patients?${params.toString()}`, import.meta.env.DEV ? CrmPatientListSchema : undefined, signal);
}

/** The patients a page at a time ('Carica altri pazienti'); a refresh refetches every loaded page in order. */
export const crmPatientsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...crmQueryKey, 'patients'],
    queryFn: ({ pageParam, signal }) => getCrmPatients(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
