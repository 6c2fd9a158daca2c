import { and, arrayContains, desc, eq, getTableColumns, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export function createWebhooksRepository(db: Db) {
  return {
    async insertEndpoint(row: typeof webhookEndpoints.$inferInsert): Promise<WebhookEndpointRow> {
      const [inserted] = await db.insert(webhookEndpoints).values(row).returning();
      return inserted!;
    },

    async findEndpoint(id: string): Promise<WebhookEndpointRow | undefined> {
      const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      return row;
    },

    /** A doctor's practice endpoints, or (doctorId null) the platform's; newest first, at most `limit`. */
    listEndpoints(scope: 'practice' | 'platform', doctorId: string | null, limit: number): Promise<WebhookEndpointRow[]> {
      const where = scope === 'platform' ? eq(webhookEndpoints.scope, 'platform') : and(eq(webhookEndpoints.scope, 'practice'), eq(webhookEndpoints.doctorId, doctorId ?? ''));
      return db.select().from(webhookEndpoints).where(where).orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id)).limit(limit);
    },

    async countEndpoints(scope: 'practice' | 'platform', doctorId: string | null): Promise<number> {
      const where = scope === 'platform' ? eq(webhookEndpoints.scope, 'platform') : and(eq(webhookEndpoints.scope, 'practice'), eq(webhookEndpoints.doctorId, doctorId ?? ''));
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(webhookEndpoints).where(where);
      return row?.n ?? 0;
    },

    async updateEndpoint(id: string, set: Partial<typeof webhookEndpoints.$inferInsert>): Promise<WebhookEndpointRow | undefined> {
      const [row] = await db.update(webhookEndpoints).set(set).where(eq(webhookEndpoints.id, id)).returning();
      return row;
    },

    async deleteEndpoint(id: string): Promise<void> {
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    },

    /** The enabled endpoints that take this event of this doctor's practice: the doctor's own and the platform's. */
    subscribed(eventType: string, doctorId: string): Promise<Array<{ id: string }>> {
      return db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.enabled, 1),
            arrayContains(webhookEndpoints.events, [eventType]),
            or(eq(webhookEndpoints.scope, 'platform'), eq(webhookEndpoints.doctorId, doctorId)),
          ),
        );
    },

    async insertDeliveries(rows: Array<typeof webhookDeliveries.$inferInsert>): Promise<void> {
      if (rows.length > 0) await db.insert(webhookDeliveries).values(rows);
    },

    async findDelivery(id: string): Promise<{ delivery: WebhookDeliveryRow; endpoint: WebhookEndpointRow } | undefined> {
      const [row] = await db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.id, id));
      return row;
    },

    /** One page of an endpoint's delivery log, newest first, after the cursor's (createdAt, id). */
    deliveriesPage(endpointId: string, limit: number, after?: { at: Date; id: string }): Promise<WebhookDeliveryRow[]> {
      const before = after
        ? or(lt(webhookDeliveries.createdAt, after.at), and(eq(webhookDeliveries.createdAt, after.at), lt(webhookDeliveries.id, after.id)))
        : undefined;
      return db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpointId, endpointId), before))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit);
    },

    async updateDelivery(id: string, set: Partial<typeof webhookDeliveries.$inferInsert>): Promise<void> {
      await db.update(webhookDeliveries).set(set).where(eq(webhookDeliveries.id, id));
    },

    /** After a success: the endpoint is failing no more. */
    async clearFailing(id: string): Promise<void> {
      await db.update(webhookEndpoints).set({ failingSince: null }).where(and(eq(webhookEndpoints.id, id), sql`${webhookEndpoints.failingSince} is not null`));
    },

    /** After a failure: the first failure since the last success (kept when already set); the endpoint as it is now. */
    async markFailing(id: string, now: Date): Promise<WebhookEndpointRow | undefined> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)` })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return row;
    },

    /** Disables an endpoint still enabled; true when this call did it (once across instances). */
    async disable(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(webhookEndpoints)
        .set({ enabled: 0, disabledAt: now, updatedAt: now })
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, 1)))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },

    /** Export (privacy): the endpoints the account registered, oldest first; never a secret. */
    endpointsOfOwner(ownerId: string) {
      const { id, scope, url, description, events, enabled, disabledAt, createdAt } = getTableColumns(webhookEndpoints);
      return db
        .select({ id, scope, url, description, events, enabled, disabledAt, createdAt })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.ownerId, ownerId))
        .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
    },

    /** Erasure: the endpoints the account owns (their deliveries cascade). */
    async deleteOfOwner(ownerId: string): Promise<void> {
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.ownerId, ownerId));
    },
  };
}
