import { type DeleteAccountInput } from '@sanity/shared/schemas/privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type MeResult, meQueryKey, signedOut } from '../../auth/api/get-me';

/** DELETE /api/account: 204; the account is erased and the session cookie cleared. */
export function deleteAccount(input: DeleteAccountInput) {
  return apiRequest<void>('/api/account', { method: 'DELETE', body: input });
}

/** After the deletion nothing of the account may stay in the cache: it is cleared and the app is signed out. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData<MeResult>(meQueryKey, signedOut);
    },
  });
}
