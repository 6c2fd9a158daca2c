import { AdminDoctorResponseSchema } from '@sanity/shared/schemas/doctor-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { doctorsQueryKey } from '../../../lib/query-keys';

/** POST /api/admin/doctors/:id/approve. */
export function approveDoctor(id: string) {
  return api.post(`/api/admin/doctors/${encodeURIComponent(id)}/approve`, undefined, import.meta.env.DEV ? AdminDoctorResponseSchema : undefined);
}

/** POST /api/admin/doctors/:id/reject with the reason the doctor will read. */
export function rejectDoctor(id: string, reason: string) {
  return api.post(`/api/admin/doctors/${encodeURIComponent(id)}/reject`, { reason }, import.meta.env.DEV ? AdminDoctorResponseSchema : undefined);
}

/**
 * Approves or rejects a doctor. Every admin query refreshes (the review lists, the pending count,
 * the accounts and the audit log), and so does the directory, which the doctor joins or leaves.
 */
export function useReviewDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: string; approve: true } | { id: string; approve: false; reason: string }) =>
      decision.approve ? approveDoctor(decision.id) : rejectDoctor(decision.id, decision.reason),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['admin'] }), queryClient.invalidateQueries({ queryKey: doctorsQueryKey })]);
    },
  });
}
