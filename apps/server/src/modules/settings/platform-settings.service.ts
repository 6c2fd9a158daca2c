import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NotificationSettingsSchema,
  type NotificationSettings,
  type NotificationSettingsView,
} from '@sanity/shared/schemas/platform-settings';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/audit.service';
import { createPlatformSettingsRepository } from './platform-settings.repository';

const NOTIFICATIONS_KEY = 'notifications';

/**
 * How long a read value is trusted before the row is read again. A change made on this instance
 * applies here at once; other instances see it within this time (docs/api.md, docs/ux-choices.md).
 * Short enough for an admin's switch, long enough that booking never reads the row each time.
 */
export const SETTINGS_CACHE_MS = 30_000;

export type PlatformSettingsService = ReturnType<typeof createPlatformSettingsService>;

/**
 * Settings an admin changes at run time (issue 13), one JSON value per key in platform_settings.
 * Today: which booking e-mails are sent and the reminder's lead time. A stored value that no
 * longer passes the shared schema (an older shape) is logged and replaced by the defaults field by
 * field, never an error in a booking.
 */
export function createPlatformSettingsService({ db, clock, audit, logger }: { db: Db; clock: Clock; audit: Pick<AuditService, 'record'>; logger: FastifyBaseLogger }) {
  let cached: { view: NotificationSettingsView; until: number } | null = null;

  function viewOf(row: { value: Record<string, unknown>; updatedAt: Date } | undefined): NotificationSettingsView {
    if (!row) return { settings: DEFAULT_NOTIFICATION_SETTINGS, updatedAt: null };
    const merged = { ...DEFAULT_NOTIFICATION_SETTINGS, ...row.value };
    const parsed = NotificationSettingsSchema.safeParse(merged);
    if (parsed.success) return { settings: parsed.data, updatedAt: row.updatedAt.toISOString() };
    // Keep each stored field that is still valid on its own.
    const settings = { ...DEFAULT_NOTIFICATION_SETTINGS };
    for (const key of Object.keys(settings) as Array<keyof NotificationSettings>) {
      const field = NotificationSettingsSchema.shape[key].safeParse(row.value[key]);
      if (field.success) Object.assign(settings, { [key]: field.data });
    }
    logger.warn({ key: NOTIFICATIONS_KEY }, 'stored notification settings invalid: defaults used for the invalid fields');
    return { settings, updatedAt: row.updatedAt.toISOString() };
  }

  /** The current value with when it changed; `tx` lets a caller inside a transaction read on it (PGlite has one connection). */
  async function notificationsView(tx: Db = db): Promise<NotificationSettingsView> {
    const now = clock.now().getTime();
    if (cached && cached.until > now) return cached.view;
    const view = viewOf(await createPlatformSettingsRepository(tx).find(NOTIFICATIONS_KEY));
    cached = { view, until: now + SETTINGS_CACHE_MS };
    return view;
  }

  return {
    /** The stored value, read now (the admin's screen), which also refreshes this instance's copy. */
    async storedNotifications(): Promise<NotificationSettingsView> {
      const view = viewOf(await createPlatformSettingsRepository(db).find(NOTIFICATIONS_KEY));
      cached = { view, until: clock.now().getTime() + SETTINGS_CACHE_MS };
      return view;
    },

    /** Which booking e-mails are sent and the reminder lead time (cached for SETTINGS_CACHE_MS). */
    async notifications(tx?: Db): Promise<NotificationSettings> {
      return (await notificationsView(tx)).settings;
    },

    /** Saves the notification settings (admin) with its audit entry; this instance uses them at once. */
    async updateNotifications(actor: { id: string }, settings: NotificationSettings): Promise<NotificationSettingsView> {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const saved = await createPlatformSettingsRepository(tx).upsert(NOTIFICATIONS_KEY, { ...settings }, now, actor.id);
        await audit.record({ actorId: actor.id, actorRole: 'admin', subjectId: null, action: 'admin.settings.notifications', targetId: NOTIFICATIONS_KEY, details: { ...settings, reminderLeadMinutes: settings.reminderLeadMinutes.join(', ') } }, tx);
        return saved;
      });
      const view = viewOf(row);
      cached = { view, until: now.getTime() + SETTINGS_CACHE_MS };
      return view;
    },
  };
}
