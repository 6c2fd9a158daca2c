import { AdminDoctorResponseSchema } from '@sanity/shared/schemas/doctor-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { doctorsQueryKey } from '../../../lib/query-keys';

/**
 * POST /api/admin/doctors/:id/name/approve or …/reject (issue 24): a verified doctor's new name
 * becomes the public one, or is dropped. The admin lists and the directory refresh.
 */
export function useSettleDoctorName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      api.post(`/api/admin/doctors/${encodeURIComponent(id)}/name/${approve ? 'approve' : 'reject'}`, undefined, import.meta.env.DEV ? AdminDoctorResponseSchema : undefined),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['admin'] }), queryClient.invalidateQueries({ queryKey: doctorsQueryKey })]);
    },
  });
}
