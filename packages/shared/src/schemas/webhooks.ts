import { z } from 'zod';
import { WEBHOOK_EVENTS } from '../domain/webhooks/events';
import { itApiAccess } from '../i18n/it-api-access';

const w = itApiAccess.webhooks;

export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENTS, { message: w.eventUnknown });
export const WebhookScopeSchema = z.enum(['practice', 'platform']);
export type WebhookScope = z.infer<typeof WebhookScopeSchema>;

const url = z.string({ message: w.urlInvalid }).trim().min(1, { message: w.urlInvalid }).max(2000, { message: w.urlTooLong })
  .refine((value) => URL.canParse(value), { message: w.urlInvalid });
const events = z.array(WebhookEventTypeSchema).min(1, { message: w.eventsRequired }).max(WEBHOOK_EVENTS.length);
const description = z.string().trim().max(200, { message: w.descriptionTooLong });

/** POST /api/webhooks/endpoints: 'practice' (a doctor's own events) or 'platform' (the admin's, every practice). */
export const CreateWebhookEndpointSchema = z.object({ url, events, description: description.optional(), scope: WebhookScopeSchema.default('practice') });
export type CreateWebhookEndpoint = z.input<typeof CreateWebhookEndpointSchema>;

/** PATCH /api/webhooks/endpoints/:id: what changes; `enabled: true` re-enables a disabled endpoint. */
export const UpdateWebhookEndpointSchema = z.object({ url: url.optional(), events: events.optional(), description: description.optional(), enabled: z.boolean().optional() });
export type UpdateWebhookEndpoint = z.infer<typeof UpdateWebhookEndpointSchema>;

export const WebhookEndpointSchema = z.object({
  id: z.string(),
  scope: WebhookScopeSchema,
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventTypeSchema),
  enabled: z.boolean(),
  disabledAt: z.string().nullable(),
  failingSince: z.string().nullable(),
  /** Until when the previous secret still signs (after a rotation); null without an overlap. */
  previousSecretUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointListSchema = z.object({ endpoints: z.array(WebhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof WebhookEndpointListSchema>;

/** The answer of a creation or a rotation: the signing secret (`whsec_…`) in clear, this once. */
export const WebhookSecretSchema = z.object({ endpoint: WebhookEndpointSchema, secret: z.string() });
export type WebhookSecret = z.infer<typeof WebhookSecretSchema>;

export const WebhookDeliverySchema = z.object({
  id: z.string(),
  eventType: WebhookEventTypeSchema,
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  responseCode: z.number().int().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryPageSchema = z.object({ deliveries: z.array(WebhookDeliverySchema), nextCursor: z.string().nullable() });
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPageSchema>;
