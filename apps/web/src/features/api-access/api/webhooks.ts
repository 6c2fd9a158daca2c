import {
  type CreateWebhookEndpoint,
  type UpdateWebhookEndpoint,
  WebhookDeliveryPageSchema,
  WebhookDeliverySchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  type WebhookScope,
  WebhookSecretSchema,
} from '@sanity/shared/schemas/webhooks';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const webhooksKey = ['api-access', 'webhooks'] as const;
const endpointsKey = (scope: WebhookScope) => [...webhooksKey, 'endpoints', scope] as const;
const deliveriesKey = (endpointId: string) => [...webhooksKey, 'deliveries', endpointId] as const;

/** GET /api/webhooks/endpoints?scope=…: the practice's (a doctor) or the platform's (an admin). */
export const useWebhookEndpoints = (scope: WebhookScope) =>
  useQuery(
    queryOptions({
      queryKey: endpointsKey(scope),
      queryFn: ({ signal }) => api.get(`/api/webhooks/endpoints?scope=${scope}`, import.meta.env.DEV ? WebhookEndpointListSchema : undefined, signal),
    }),
  );

/** GET /api/webhooks/endpoints/:id/deliveries: the newest page of the delivery log. */
export const useWebhookDeliveries = (endpointId: string, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: deliveriesKey(endpointId),
      queryFn: ({ signal }) =>
        api.get(`/api/webhooks/endpoints/${encodeURIComponent(endpointId)}/deliveries?limit=20`, import.meta.env.DEV ? WebhookDeliveryPageSchema : undefined, signal),
      enabled,
    }),
  );

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhooksKey });
}

/** POST /api/webhooks/endpoints: the answer holds the signing secret, this once. */
export function useCreateWebhook() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: CreateWebhookEndpoint) => api.post('/api/webhooks/endpoints', input, import.meta.env.DEV ? WebhookSecretSchema : undefined),
    onSuccess: invalidate,
  });
}

export function useUpdateWebhook() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateWebhookEndpoint }) =>
      api.patch(`/api/webhooks/endpoints/${encodeURIComponent(id)}`, input, import.meta.env.DEV ? WebhookEndpointSchema : undefined),
    onSuccess: invalidate,
  });
}

export function useDeleteWebhook() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api.delete<null>(`/api/webhooks/endpoints/${encodeURIComponent(id)}`), onSuccess: invalidate });
}

/** POST …/rotate-secret: the new secret, this once; the previous one signs for 24 more hours. */
export function useRotateWebhookSecret() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/webhooks/endpoints/${encodeURIComponent(id)}/rotate-secret`, undefined, import.meta.env.DEV ? WebhookSecretSchema : undefined),
    onSuccess: invalidate,
  });
}

export function useReplayDelivery() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/webhooks/deliveries/${encodeURIComponent(id)}/replay`, undefined, import.meta.env.DEV ? WebhookDeliverySchema : undefined),
    onSuccess: invalidate,
  });
}
