import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformSettings } from '../../db/schema/privacy';

export type PlatformSettingRow = typeof platformSettings.$inferSelect;

export function createPlatformSettingsRepository(db: Db) {
  return {
    async find(key: string): Promise<PlatformSettingRow | undefined> {
      const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, key)).limit(1);
      return row;
    },

    async upsert(key: string, value: Record<string, unknown>, at: Date, by: string): Promise<PlatformSettingRow> {
      const [row] = await db
        .insert(platformSettings)
        .values({ key, value, updatedAt: at, updatedBy: by })
        .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: at, updatedBy: by } })
        .returning();
      return row!;
    },
  };
}
