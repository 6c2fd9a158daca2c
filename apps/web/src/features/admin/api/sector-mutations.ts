import { AdminSectorSchema, type CreateSector, type UpdateSector } from '@sanity/shared/schemas/sectors';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminSectorsQueryKey } from './get-admin-sectors';

/** The admin list, every sector picker (['sectors']) and the audit log change with any sector write. */
const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminSectorsQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['sectors'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  ]);

/** POST /api/sectors (admins only): the id is made from the name. */
export function createSector(input: CreateSector) {
  return api.post('/api/sectors', input, import.meta.env.DEV ? AdminSectorSchema : undefined);
}

/** PATCH /api/sectors/:id (admins only): rename, describe, (de)activate. */
export function updateSector({ id, patch }: { id: string; patch: UpdateSector }) {
  return api.patch(`/api/sectors/${encodeURIComponent(id)}`, patch, import.meta.env.DEV ? AdminSectorSchema : undefined);
}

/** DELETE /api/sectors/:id (admins only): 409 while anything uses it. */
export function deleteSector(id: string) {
  return api.delete<null>(`/api/sectors/${encodeURIComponent(id)}`);
}

export function useCreateSector() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSector, onSuccess: () => refresh(queryClient) });
}

export function useUpdateSector() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSector, onSuccess: () => refresh(queryClient) });
}

export function useDeleteSector() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSector, onSettled: () => refresh(queryClient) });
}
