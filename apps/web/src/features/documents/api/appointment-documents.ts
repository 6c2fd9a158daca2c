import { type AppointmentDocument, AppointmentDocumentListSchema, AppointmentDocumentSchema, type DocumentKind } from '@sanity/shared/schemas/documents';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { appointmentsQueryKey } from '../../../lib/query-keys';
import { opened, openedInPages } from '../opened';

/** Every documents query lives under the appointments key, so a cancellation or a move refreshes them too. */
export const documentsQueryKey = [...appointmentsQueryKey, 'documents'] as const;
/** The /crm history carries each visit's documents (crm/api/get-crm-patients.ts's key, written here to keep the features apart). */
const crmQueryKey = [...appointmentsQueryKey, 'crm'] as const;

/** After an upload or a removal: the appointment's list, the patient's 'Documenti' page and the /crm history. */
function refreshDocuments(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: documentsQueryKey }), queryClient.invalidateQueries({ queryKey: crmQueryKey })]);
}

/** GET /api/appointments/:id/documents (its doctor, its patient, an admin; 404 for anyone else), oldest first as the server lists them. */
export const appointmentDocumentsQueryOptions = (appointmentId: string) =>
  queryOptions({
    queryKey: [...documentsQueryKey, 'appointment', appointmentId],
    queryFn: ({ signal }) =>
      api.get<AppointmentDocument[]>(`/api/appointments/${encodeURIComponent(appointmentId)}/documents`, import.meta.env.DEV ? AppointmentDocumentListSchema : undefined, signal),
    retry: (count, error) => count < 1 && !isApiError(error, 404),
  });

/** Where a document's file is served from, as an attachment (the doctor's first read clears `isNew`). */
export const documentFileUrl = (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}/file`;

export type DocumentUpload = { appointmentId: string; kind: DocumentKind; title: string; file: File };

/** POST /api/appointments/:id/documents, multipart: the text fields first, then the file (the server reads them in order). */
export function uploadDocument({ appointmentId, kind, title, file }: DocumentUpload) {
  const form = new FormData();
  form.append('title', title.trim());
  form.append('kind', kind);
  form.append('file', file, file.name);
  return api.post(`/api/appointments/${encodeURIComponent(appointmentId)}/documents`, form, import.meta.env.DEV ? AppointmentDocumentSchema : undefined);
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => refreshDocuments(queryClient),
  });
}

/** DELETE /api/documents/:id, by its uploader only (204). */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => api.delete<void>(`/api/documents/${encodeURIComponent(documentId)}`),
    onSuccess: () => refreshDocuments(queryClient),
  });
}

/**
 * The doctor opened a patient's new document: the server clears its `isNew` with that first read,
 * so the appointment's list and the /crm history drop the 'Nuovo' mark at once, not after their next read.
 */
export function useMarkDocumentOpened() {
  const queryClient = useQueryClient();
  return (document: AppointmentDocument) => {
    if (!document.isNew) return;
    queryClient.setQueryData(appointmentDocumentsQueryOptions(document.appointmentId).queryKey, (list) => (list ? opened(list, document.id) : list));
    queryClient.setQueriesData({ queryKey: crmQueryKey }, (data: unknown) => openedInPages(data, document.id));
  };
}
