import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/appointments';
import { notificationDeliveries, notificationPreferences, phoneVerifications } from '../../../db/schema/reminders';

/**
 * The reminder channels' part of the privacy rights (issue 26): the choices and the verified
 * number in the export, and a number waiting for its code (never the code's hash); the erasure
 * deletes both rows (the account's row stays as a tombstone, so no cascade runs). The messages
 * sent about one's appointments (channel, kind, when: the log holds no number nor text) are in the
 * export; after an erasure they stay, naming only the anonymised appointment (the practice's count).
 */
export const notificationPreferencesPrivacy = {
  async of(db: Db, userId: string) {
    const [[row], [pending], sent] = await Promise.all([
      db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)).limit(1),
      db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId)).limit(1),
      db
        .select({ appointmentId: notificationDeliveries.appointmentId, channel: notificationDeliveries.channel, kind: notificationDeliveries.kind, sentAt: notificationDeliveries.sentAt })
        .from(notificationDeliveries)
        .innerJoin(appointments, eq(appointments.id, notificationDeliveries.appointmentId))
        .where(eq(appointments.patientId, userId))
        .orderBy(asc(notificationDeliveries.sentAt)),
    ]);
    return {
      emailReminders: row?.emailReminders ?? true,
      sms: row?.sms ?? false,
      smsPhone: row?.smsPhone ?? null,
      smsPhoneVerifiedAt: row?.smsPhoneVerifiedAt?.toISOString() ?? null,
      pendingPhone: pending ? { phone: pending.phone, codesSent: pending.sends, since: pending.windowStartedAt.toISOString() } : null,
      sent: sent.map((d) => ({ appointmentId: d.appointmentId, channel: d.channel, kind: d.kind, sentAt: d.sentAt.toISOString() })),
    };
  },

  async erase(db: Db, userId: string): Promise<void> {
    await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    await db.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  },
};
