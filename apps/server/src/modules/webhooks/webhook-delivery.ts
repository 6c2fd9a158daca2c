import { WEBHOOK_DELIVERY_ATTEMPTS, WEBHOOK_DISABLE_AFTER_DAYS } from '@sanity/shared/domain/webhooks/events';
import { itApiAccess } from '@sanity/shared/i18n/it-api-access';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import { OutboundTargetRefusedError, checkOutboundTarget, connectCheckedFetch, type OutboundTargetPolicy } from '../../lib/outbound-target';
import type { JobRunner } from '../jobs/jobs.service';
import type { Mailer } from '../notifications/mailer';
import { webhookDisabledMail } from '../notifications/webhook-templates';
import { signedHeaders } from './webhook-signature';
import { createWebhooksRepository, type WebhookEndpointRow } from './webhooks.repository';

export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';
export const WEBHOOK_DISABLED_MAIL_JOB = 'webhook-disabled-mail';

declare module '../jobs/job-kinds' {
  interface JobPayloads {
    /** Issue 31: one attempt of one delivery to one endpoint (the row holds the payload: ids and times only). */
    'webhook-delivery': { deliveryId: string };
    /** Issue 31: tells the owner that their endpoint was disabled after three days of failures. */
    'webhook-disabled-mail': { endpointId: string };
  }
}

const w = itApiAccess.webhooks;
const DAY_MS = 24 * 60 * 60 * 1000;
/** What the log keeps of a receiver's answer: its status code, never its body. */
type Attempt = { ok: true; code: number } | { ok: false; code: number | null; error: string };

/** The secrets that sign now: the current one, and the previous during a rotation's overlap. */
function signingSecrets(endpoint: WebhookEndpointRow, secretBox: SecretBox, context: string, now: Date): string[] {
  const secrets = [secretBox.open(endpoint.secretSealed, context)];
  if (endpoint.previousSecretSealed && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now) secrets.push(secretBox.open(endpoint.previousSecretSealed, context));
  return secrets;
}

/**
 * The `webhook-delivery` handler (issue 31): POSTs the stored payload, signed (Standard Webhooks), to
 * the endpoint through the outbound guard (lib/outbound-target.ts: checked before and again at connect time; no redirects
 * followed). A 2xx is a success. A failure is written to the log and thrown, so the job runner retries
 * with its backoff, up to WEBHOOK_DELIVERY_ATTEMPTS; an endpoint failing for WEBHOOK_DISABLE_AFTER_DAYS
 * (since its first failure after the last success, by the injected clock) is disabled and its owner
 * gets an e-mail (a `webhook-disabled-mail` job).
 */
export function registerWebhookDelivery({
  db,
  jobs,
  mailer,
  secretBox,
  policy,
  timeoutMs,
  publicUrl,
  ownerOf,
  secretContext,
  logger,
}: {
  db: Db;
  jobs: JobRunner;
  mailer: Mailer;
  secretBox: SecretBox;
  policy: OutboundTargetPolicy;
  timeoutMs: number;
  publicUrl: string;
  /** The owner's name and address, when the account can still be written to (the users feature). */
  ownerOf: (userId: string) => Promise<{ name: string; email: string } | null>;
  secretContext: (endpointId: string) => string;
  logger: FastifyBaseLogger;
}): void {
  const send = connectCheckedFetch(policy);

  async function attempt(url: string, headers: Record<string, string>, body: string): Promise<Attempt> {
    try {
      await checkOutboundTarget(url, policy);
      const response = await send(url, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': 'Sanity-Webhooks/1.0', ...headers }, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel().catch(() => undefined);
      return response.status >= 200 && response.status < 300 ? { ok: true, code: response.status } : { ok: false, code: response.status, error: w.errorStatus(response.status) };
    } catch (error) {
      const cause = error instanceof Error ? error.cause : undefined;
      if (error instanceof OutboundTargetRefusedError || cause instanceof OutboundTargetRefusedError) return { ok: false, code: null, error: w.errorRefused };
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return { ok: false, code: null, error: w.errorTimeout };
      return { ok: false, code: null, error: w.errorNetwork };
    }
  }

  jobs.register(WEBHOOK_DELIVERY_JOB, async ({ deliveryId }, context) => {
    const repo = createWebhooksRepository(db);
    const found = await repo.findDelivery(deliveryId);
    // The endpoint was deleted (its log with it), or the delivery is settled (a replay's job already ran).
    if (!found || found.delivery.status !== 'pending') return;
    const { delivery, endpoint } = found;
    const now = context.now;
    if (endpoint.enabled !== 1) {
      await repo.updateDelivery(deliveryId, { status: 'failed', lastError: w.errorDisabled });
      return;
    }
    const body = JSON.stringify(delivery.payload);
    const headers = signedHeaders(signingSecrets(endpoint, secretBox, secretContext(endpoint.id), now), delivery.id, now, body);
    const result = await attempt(endpoint.url, headers, body);
    const attempts = delivery.attempts + 1;
    if (result.ok) {
      await db.transaction(async (tx) => {
        const scoped = createWebhooksRepository(tx);
        await scoped.updateDelivery(deliveryId, { status: 'succeeded', attempts, responseCode: result.code, lastError: null, lastAttemptAt: now });
        await scoped.clearFailing(endpoint.id);
      });
      return;
    }
    const settled = await db.transaction(async (tx) => {
      const scoped = createWebhooksRepository(tx);
      const failing = await scoped.markFailing(endpoint.id, now);
      const since = failing?.failingSince ?? now;
      const expired = now.getTime() - since.getTime() >= WEBHOOK_DISABLE_AFTER_DAYS * DAY_MS;
      const lastTry = context.attempt >= WEBHOOK_DELIVERY_ATTEMPTS;
      await scoped.updateDelivery(deliveryId, { status: expired || lastTry ? 'failed' : 'pending', attempts, responseCode: result.code, lastError: result.error, lastAttemptAt: now });
      if (expired && (await scoped.disable(endpoint.id, now))) {
        await jobs.enqueue(tx, { kind: WEBHOOK_DISABLED_MAIL_JOB, payload: { endpointId: endpoint.id }, dedupeKey: `webhook-disabled:${endpoint.id}:${now.toISOString()}` });
        logger.warn({ endpointId: endpoint.id }, 'webhook endpoint disabled after days of failures');
      }
      return expired || lastTry;
    });
    // Not settled: the runner tries again after its backoff (the same delivery, the same webhook-id).
    if (!settled) throw new Error(`webhook delivery failed: ${result.code ?? 'no response'}`);
  });

  jobs.register(WEBHOOK_DISABLED_MAIL_JOB, async ({ endpointId }) => {
    const endpoint = await createWebhooksRepository(db).findEndpoint(endpointId);
    if (!endpoint || endpoint.enabled === 1) return;
    const owner = await ownerOf(endpoint.ownerId);
    if (!owner) return;
    const settingsUrl = `${publicUrl}${endpoint.scope === 'platform' ? '/admin' : '/settings'}`;
    const mail = webhookDisabledMail({ ownerName: owner.name, url: endpoint.url, settingsUrl });
    await mailer.send({ ...mail, to: owner.email, subjectId: endpointId, kind: 'webhook-disabled' });
  });
}
