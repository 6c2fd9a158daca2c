import { type PracticeAddress, PracticeAddressResponseSchema } from '@sanity/shared/schemas/practice-address';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { doctorsQueryKey, readinessQueryKey } from '../../../lib/query-keys';
import { practiceAddressQueryKey } from './get-practice-address';

/** PUT /api/practice/address: sets (or replaces) the practice address; answers what was stored. */
export function savePracticeAddress(address: PracticeAddress) {
  return api.put('/api/practice/address', address, import.meta.env.DEV ? PracticeAddressResponseSchema : undefined);
}

/** DELETE /api/practice/address: the doctor no longer shows where they receive. */
export function deletePracticeAddress() {
  return api.delete('/api/practice/address', import.meta.env.DEV ? PracticeAddressResponseSchema : undefined);
}

function applyStoredAddress(queryClient: QueryClient, stored: { address: PracticeAddress | null }) {
  queryClient.setQueryData(practiceAddressQueryKey, stored);
  // The profile, the directory cards, its cities and the booking summary all show it.
  void queryClient.invalidateQueries({ queryKey: doctorsQueryKey });
  void queryClient.invalidateQueries({ queryKey: readinessQueryKey });
}

export function useSavePracticeAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePracticeAddress, onSuccess: (stored) => applyStoredAddress(queryClient, stored) });
}

export function useDeletePracticeAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePracticeAddress, onSuccess: (stored) => applyStoredAddress(queryClient, stored) });
}
