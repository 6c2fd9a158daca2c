import { doctorDisplayName } from '@sanity/shared/domain/names';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyMembers } from '../../db/schema/family';
import { services } from '../../db/schema/practice';
import { waitlistEntries } from '../../db/schema/schedule';
import { users } from '../../db/schema/users';
import { memberNameSql } from '../appointments/person-columns';

/**
 * The waiting list's part of the privacy rights (issue 25): one's entries in the export, with the
 * doctor's name and the service's, and the family member an entry is for (issue 30); erased with the
 * account, their offers with them (cascade).
 */
export const waitlistPrivacy = {
  async of(db: Db, userId: string) {
    const rows = await db
      .select({ entry: waitlistEntries, displayName: users.displayName, name: users.name, serviceName: services.name, memberName: memberNameSql })
      .from(waitlistEntries)
      .innerJoin(users, eq(users.id, waitlistEntries.doctorId))
      .leftJoin(services, and(eq(services.doctorId, waitlistEntries.doctorId), eq(services.id, waitlistEntries.serviceId)))
      .leftJoin(familyMembers, eq(familyMembers.id, waitlistEntries.familyMemberId))
      .where(eq(waitlistEntries.patientId, userId))
      .orderBy(asc(waitlistEntries.createdAt));
    return rows.map(({ entry, serviceName, memberName, ...doctor }) => ({
      doctorName: doctorDisplayName(doctor),
      serviceName,
      appointmentId: entry.appointmentId,
      familyMemberId: entry.familyMemberId,
      memberName,
      weekdays: entry.weekdays,
      timeFrom: entry.timeFrom,
      timeTo: entry.timeTo,
      untilDate: entry.untilDate,
      status: entry.status,
      createdAt: entry.createdAt.toISOString(),
      endedAt: entry.endedAt?.toISOString() ?? null,
    }));
  },
  async erase(db: Db, userId: string): Promise<void> {
    await db.delete(waitlistEntries).where(eq(waitlistEntries.patientId, userId));
  },
};
