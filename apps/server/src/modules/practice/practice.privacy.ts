import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { services } from '../../db/schema/practice';

/** The practice's part of the export (issue 13): a doctor's own services. */
export const practicePrivacy = {
  async servicesOf(db: Db, doctorId: string) {
    const rows = await db
      .select()
      .from(services)
      .where(and(eq(services.doctorId, doctorId), isNull(services.deletedAt)))
      .orderBy(asc(services.position));
    return rows.map((r) => ({ id: r.id, name: r.name, duration: r.durationMinutes, price: r.priceCents / 100, isActive: r.isActive }));
  },
};
