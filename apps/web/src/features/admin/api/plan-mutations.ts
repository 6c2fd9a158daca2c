import { AdminMembershipSchema, type CreateMembership, type UpdateMembership } from '@sanity/shared/schemas/memberships';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminPlansQueryKey } from './get-admin-plans';

/** The admin's plans, the offer (['memberships']) and the audit log change with any plan write. */
const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminPlansQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['memberships'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  ]);

/** The form's values: an amount or a day count that is not a number is sent as null, and the server answers with the field's message. */
export type PlanInput = Omit<CreateMembership, 'price' | 'discountedPrice' | 'offerDays'> & { price: number | null; discountedPrice: number | null; offerDays: number | null };

/** POST /api/admin/memberships (admins only). */
export function createPlan(input: PlanInput) {
  return api.post('/api/admin/memberships', input, import.meta.env.DEV ? AdminMembershipSchema : undefined);
}

/** PATCH /api/admin/memberships/:id (admins only); the id never changes. */
export function updatePlan({ id, patch }: { id: string; patch: UpdateMembership | PlanInput }) {
  return api.patch(`/api/admin/memberships/${encodeURIComponent(id)}`, patch, import.meta.env.DEV ? AdminMembershipSchema : undefined);
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPlan, onSuccess: () => refresh(queryClient) });
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePlan, onSuccess: () => refresh(queryClient) });
}
