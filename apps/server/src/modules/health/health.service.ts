import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type HealthService = ReturnType<typeof createHealthService>;

export function createHealthService({ db }: { db: Db }) {
  let closing = false;
  return {
    markClosing(): void {
      closing = true;
    },
    /** True when the server is not shutting down and the database answers. */
    async isHealthy(): Promise<boolean> {
      if (closing) return false;
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
  };
}
