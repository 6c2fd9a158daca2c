import { JobRetryResponseSchema } from '@sanity/shared/schemas/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminJobsQueryKey } from './get-jobs';

/** POST /api/admin/jobs/:id/retry: the dead job goes back in the queue and runs at once. */
export function retryJob(id: string) {
  return api.post(`/api/admin/jobs/${encodeURIComponent(id)}/retry`, undefined, import.meta.env.DEV ? JobRetryResponseSchema : undefined);
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminJobsQueryKey }), queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] })]),
  });
}
