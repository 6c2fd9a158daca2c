import { randomUUID } from 'node:crypto';
import { SECRET_ROTATION_OVERLAP_HOURS, WEBHOOK_DELIVERY_ATTEMPTS, WEBHOOK_ENDPOINTS_PER_OWNER_MAX, type PlatformEvent, type WebhookEventType, type WebhookPayload } from '@sanity/shared/domain/webhooks/events';
import { itApiAccess } from '@sanity/shared/i18n/it-api-access';
import type {
  CreateWebhookEndpoint,
  UpdateWebhookEndpoint,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookScope,
  WebhookSecret,
} from '@sanity/shared/schemas/webhooks';
import { CreateWebhookEndpointSchema } from '@sanity/shared/schemas/webhooks';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import type { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth.service';
import type { JobRunner } from '../jobs/jobs.service';
import { actorRoleOf } from '../tokens/tokens.access';
import { WEBHOOK_DELIVERY_JOB } from './webhook-delivery';
import { newWebhookSecret } from './webhook-signature';
import { checkWebhookTarget } from './webhook-target';
import { managesEndpoint, requireScopeManager } from './webhooks.access';
import { createWebhooksRepository, type WebhookDeliveryRow, type WebhookEndpointRow } from './webhooks.repository';

const w = itApiAccess.webhooks;
const HOUR_MS = 60 * 60 * 1000;

const endpointDto = (row: WebhookEndpointRow, now: Date): WebhookEndpoint => ({
  id: row.id,
  scope: row.scope,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEventType[],
  enabled: row.enabled === 1,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  failingSince: row.failingSince?.toISOString() ?? null,
  previousSecretUntil: row.previousSecretSealed && row.previousSecretUntil && row.previousSecretUntil > now ? row.previousSecretUntil.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});

const deliveryDto = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventType: row.eventType as WebhookEventType,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  responseCode: row.responseCode,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
});

/** The delivery log's cursor: the last row's creation instant (milliseconds: the clock's) and id. */
const encodeCursor = (row: WebhookDeliveryRow) => Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id]), 'utf8').toString('base64url');
function decodeCursor(text: string): { at: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(at)) && id.length <= 100) return { at: new Date(at), id };
  } catch {
    // Not ours: answered below.
  }
  throw new AppError(400, itApiAccess.webhooks.cursorInvalid);
}

/** The context a secret is sealed with: it opens only on its own endpoint's row. */
export const secretContext = (endpointId: string) => `webhook:${endpointId}`;

/**
 * Webhook endpoints and their delivery log (issue 31 point 4). Features report their events with
 * `emit(tx, event)` inside their own transaction: one delivery row and one `webhook-delivery` job
 * per subscribed endpoint, committed with the change or not at all (the outbox, as the e-mails).
 */
export function createWebhooksService({
  db,
  clock,
  jobs,
  audit,
  secretBox,
  allowPrivateNetworks,
}: {
  db: Db;
  clock: Clock;
  jobs: JobRunner;
  audit: Pick<AuditService, 'record'>;
  secretBox: SecretBox;
  /** WEBHOOKS_ALLOW_PRIVATE_NETWORKS: the clinic's own network (and plain http to it) may receive. */
  allowPrivateNetworks: boolean;
}) {
  const repo = createWebhooksRepository(db);
  const policy = { allowPrivateNetworks };

  async function managed(user: AuthUser, id: string): Promise<WebhookEndpointRow> {
    const row = await repo.findEndpoint(id);
    if (!row || !managesEndpoint(user, row)) throw new AppError(404, w.notFound);
    return row;
  }

  const record = (user: AuthUser, action: 'webhook.create' | 'webhook.update' | 'webhook.delete' | 'webhook.rotate' | 'webhook.replay', targetId: string, tx: Db) =>
    audit.record({ actorId: user.id, actorRole: actorRoleOf(user), subjectId: user.id, action, targetId }, tx);

  return {
    async list(user: AuthUser, scope: WebhookScope): Promise<WebhookEndpointList> {
      requireScopeManager(user, scope);
      const rows = await repo.listEndpoints(scope, scope === 'practice' ? user.id : null, WEBHOOK_ENDPOINTS_PER_OWNER_MAX);
      const now = clock.now();
      return { endpoints: rows.map((row) => endpointDto(row, now)) };
    },

    /** Registers an endpoint; its signing secret is in this answer only. */
    async create(user: AuthUser, input: CreateWebhookEndpoint): Promise<WebhookSecret> {
      const parsed = CreateWebhookEndpointSchema.parse(input);
      requireScopeManager(user, parsed.scope);
      await checkWebhookTarget(parsed.url, policy);
      const now = clock.now();
      const id = randomUUID();
      const secret = newWebhookSecret();
      const row = await db.transaction(async (tx) => {
        const scoped = createWebhooksRepository(tx);
        const doctorId = parsed.scope === 'practice' ? user.id : null;
        if ((await scoped.countEndpoints(parsed.scope, doctorId)) >= WEBHOOK_ENDPOINTS_PER_OWNER_MAX) throw new AppError(409, w.tooMany(WEBHOOK_ENDPOINTS_PER_OWNER_MAX));
        const inserted = await scoped.insertEndpoint({
          id,
          ownerId: user.id,
          scope: parsed.scope,
          doctorId,
          url: parsed.url,
          description: parsed.description ?? '',
          events: [...new Set(parsed.events)],
          secretSealed: secretBox.seal(secret, secretContext(id)),
          createdAt: now,
          updatedAt: now,
        });
        await record(user, 'webhook.create', id, tx);
        return inserted;
      });
      return { endpoint: endpointDto(row, now), secret };
    },

    async update(user: AuthUser, id: string, input: UpdateWebhookEndpoint): Promise<WebhookEndpoint> {
      await managed(user, id);
      if (input.url !== undefined) await checkWebhookTarget(input.url, policy);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const updated = await createWebhooksRepository(tx).updateEndpoint(id, {
          ...(input.url !== undefined ? { url: input.url } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.events !== undefined ? { events: [...new Set(input.events)] } : {}),
          // Re-enabled: it starts afresh (three more days before it can be disabled again).
          ...(input.enabled === true ? { enabled: 1, disabledAt: null, failingSince: null } : {}),
          ...(input.enabled === false ? { enabled: 0, disabledAt: now } : {}),
          updatedAt: now,
        });
        if (!updated) throw new AppError(404, w.notFound);
        await record(user, 'webhook.update', id, tx);
        return updated;
      });
      return endpointDto(row, now);
    },

    async remove(user: AuthUser, id: string): Promise<void> {
      await managed(user, id);
      await db.transaction(async (tx) => {
        await createWebhooksRepository(tx).deleteEndpoint(id);
        await record(user, 'webhook.delete', id, tx);
      });
    },

    /** A new secret; the previous one keeps signing (both signatures sent) for SECRET_ROTATION_OVERLAP_HOURS. */
    async rotate(user: AuthUser, id: string): Promise<WebhookSecret> {
      const current = await managed(user, id);
      const now = clock.now();
      const secret = newWebhookSecret();
      const row = await db.transaction(async (tx) => {
        const updated = await createWebhooksRepository(tx).updateEndpoint(id, {
          secretSealed: secretBox.seal(secret, secretContext(id)),
          previousSecretSealed: current.secretSealed,
          previousSecretUntil: new Date(now.getTime() + SECRET_ROTATION_OVERLAP_HOURS * HOUR_MS),
          updatedAt: now,
        });
        if (!updated) throw new AppError(404, w.notFound);
        await record(user, 'webhook.rotate', id, tx);
        return updated;
      });
      return { endpoint: endpointDto(row, now), secret };
    },

    async deliveries(user: AuthUser, id: string, query: { limit: number; cursor?: string | undefined }): Promise<WebhookDeliveryPage> {
      await managed(user, id);
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      const rows = await repo.deliveriesPage(id, query.limit + 1, after);
      const items = rows.slice(0, query.limit);
      return { deliveries: items.map(deliveryDto), nextCursor: rows.length > query.limit ? encodeCursor(items[items.length - 1]!) : null };
    },

    /** Sends a delivery again (the same `webhook-id`), whatever its state; the endpoint must be enabled. */
    async replay(user: AuthUser, deliveryId: string): Promise<WebhookDelivery> {
      const found = await repo.findDelivery(deliveryId);
      if (!found || !managesEndpoint(user, found.endpoint)) throw new AppError(404, w.deliveryNotFound);
      if (found.endpoint.enabled !== 1) throw new AppError(409, w.replayDisabled);
      await db.transaction(async (tx) => {
        await createWebhooksRepository(tx).updateDelivery(deliveryId, { status: 'pending' });
        await jobs.enqueue(tx, { kind: WEBHOOK_DELIVERY_JOB, payload: { deliveryId }, maxAttempts: WEBHOOK_DELIVERY_ATTEMPTS });
        await record(user, 'webhook.replay', deliveryId, tx);
      });
      jobs.wake();
      return deliveryDto({ ...found.delivery, status: 'pending' });
    },

    /**
     * A feature's event, inside its transaction: a delivery (with its job) for every enabled
     * endpoint that takes it, the practice's own and the platform's. `flush()` after the commit.
     */
    async emit(tx: Db, event: PlatformEvent): Promise<void> {
      const scoped = createWebhooksRepository(tx);
      const endpoints = await scoped.subscribed(event.type, event.doctorId);
      if (endpoints.length === 0) return;
      const payload: WebhookPayload = { type: event.type, timestamp: event.occurredAt.toISOString(), data: event.data };
      const rows = endpoints.map((endpoint) => ({
        id: `msg_${randomUUID().replaceAll('-', '')}`,
        endpointId: endpoint.id,
        eventType: event.type,
        payload: payload as unknown as Record<string, unknown>,
        status: 'pending' as const,
        createdAt: event.occurredAt,
      }));
      await scoped.insertDeliveries(rows);
      await jobs.enqueue(
        tx,
        rows.map((row) => ({ kind: WEBHOOK_DELIVERY_JOB, payload: { deliveryId: row.id }, maxAttempts: WEBHOOK_DELIVERY_ATTEMPTS })),
      );
    },

    /** After the commit of a transaction that emitted: deliver now rather than at the next poll. */
    flush(): void {
      jobs.wake();
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
