import { MyDocumentsSchema } from '@sanity/shared/schemas/documents';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentsQueryKey } from './appointment-documents';

/** GET /api/documents: every document of the signed-in patient's visits, newest first. */
export const myDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: [...documentsQueryKey, 'mine'],
    queryFn: async ({ signal }) => (await api.get('/api/documents', import.meta.env.DEV ? MyDocumentsSchema : undefined, signal)).documents,
  });
