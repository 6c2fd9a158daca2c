import { and, asc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  calendarConnections,
  calendarEventLinks,
  externalEvents,
  type CalendarConnectionRow,
  type CalendarEventLinkRow,
  type ExternalEventRow,
} from '../../db/schema/calendar';

export type NewConnectionRow = typeof calendarConnections.$inferInsert;
export type NewExternalEventRow = typeof externalEvents.$inferInsert;

/**
 * The calendar sync's tables: connections (one per doctor, sealed credentials), the links of
 * pushed bookings and the cache of pulled external events. Every time comes from the caller (the
 * injected clock), never from the database's now().
 */
export function createConnectionsRepository(db: Db) {
  return {
    async find(doctorId: string): Promise<CalendarConnectionRow | null> {
      const [row] = await db.select().from(calendarConnections).where(eq(calendarConnections.doctorId, doctorId)).limit(1);
      return row ?? null;
    },

    /** Creates or replaces the doctor's connection (a new connect, or connecting again after needs_reauth). */
    async save(row: NewConnectionRow): Promise<void> {
      const { doctorId: _doctorId, createdAt: _createdAt, ...changes } = row;
      await db
        .insert(calendarConnections)
        .values(row)
        .onConflictDoUpdate({ target: calendarConnections.doctorId, set: { ...changes, syncLockedUntil: null } });
    },

    async update(doctorId: string, patch: Partial<Omit<NewConnectionRow, 'doctorId'>>): Promise<CalendarConnectionRow | null> {
      const [row] = await db.update(calendarConnections).set(patch).where(eq(calendarConnections.doctorId, doctorId)).returning();
      return row ?? null;
    },

    /** The connection, its links and its cached events: disconnecting, or connecting another calendar. */
    async removeAll(doctorId: string, { keepConnection = false }: { keepConnection?: boolean } = {}): Promise<void> {
      await db.delete(calendarEventLinks).where(eq(calendarEventLinks.doctorId, doctorId));
      await db.delete(externalEvents).where(eq(externalEvents.doctorId, doctorId));
      if (!keepConnection) await db.delete(calendarConnections).where(eq(calendarConnections.doctorId, doctorId));
    },

    /** Doctors whose calendar is connected and working: the periodic pull. */
    async connectedDoctorIds(): Promise<string[]> {
      const rows = await db
        .select({ doctorId: calendarConnections.doctorId })
        .from(calendarConnections)
        .where(eq(calendarConnections.status, 'connected'))
        .orderBy(asc(calendarConnections.doctorId));
      return rows.map((r) => r.doctorId);
    },

    /**
     * Takes the pull lease of a connected calendar: one UPDATE that succeeds only when no other
     * instance holds an unexpired lease, so two pulls of the same calendar never run at once. Null
     * when not taken (another pull runs) or when the calendar is not connected.
     */
    async takeLease(doctorId: string, now: Date, until: Date): Promise<CalendarConnectionRow | null> {
      const [row] = await db
        .update(calendarConnections)
        .set({ syncLockedUntil: until })
        .where(
          and(
            eq(calendarConnections.doctorId, doctorId),
            eq(calendarConnections.status, 'connected'),
            or(isNull(calendarConnections.syncLockedUntil), lt(calendarConnections.syncLockedUntil, now)),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Releases a lease this pull still holds (one taken over after expiry is left alone). */
    async releaseLease(doctorId: string, lease: Date): Promise<void> {
      await db
        .update(calendarConnections)
        .set({ syncLockedUntil: null })
        .where(and(eq(calendarConnections.doctorId, doctorId), eq(calendarConnections.syncLockedUntil, lease)));
    },

    async link(appointmentId: string): Promise<CalendarEventLinkRow | null> {
      const [row] = await db.select().from(calendarEventLinks).where(eq(calendarEventLinks.appointmentId, appointmentId)).limit(1);
      return row ?? null;
    },

    async saveLink(row: typeof calendarEventLinks.$inferInsert): Promise<void> {
      const { appointmentId: _appointmentId, ...changes } = row;
      await db.insert(calendarEventLinks).values(row).onConflictDoUpdate({ target: calendarEventLinks.appointmentId, set: changes });
    },

    async deleteLink(appointmentId: string): Promise<void> {
      await db.delete(calendarEventLinks).where(eq(calendarEventLinks.appointmentId, appointmentId));
    },

    /** The doctor's links of these appointments. */
    async linksOf(doctorId: string, appointmentIds: readonly string[]): Promise<CalendarEventLinkRow[]> {
      if (appointmentIds.length === 0) return [];
      return db
        .select()
        .from(calendarEventLinks)
        .where(and(eq(calendarEventLinks.doctorId, doctorId), inArray(calendarEventLinks.appointmentId, [...appointmentIds])));
    },

    async setLinkStates(doctorId: string, appointmentIds: readonly string[], state: 'synced' | 'missing', now: Date): Promise<void> {
      if (appointmentIds.length === 0) return;
      await db
        .update(calendarEventLinks)
        .set({ state, updatedAt: now })
        .where(and(eq(calendarEventLinks.doctorId, doctorId), inArray(calendarEventLinks.appointmentId, [...appointmentIds])));
    },

    /** The doctor's links whose event was found deleted (conflicts, before the appointment checks). */
    missingLinks(doctorId: string): Promise<CalendarEventLinkRow[]> {
      return db
        .select()
        .from(calendarEventLinks)
        .where(and(eq(calendarEventLinks.doctorId, doctorId), eq(calendarEventLinks.state, 'missing')))
        .orderBy(asc(calendarEventLinks.appointmentId));
    },

    /** Replaces the doctor's cached events that meet [from, to) with `rows` (the caller's transaction). */
    async replaceEvents(doctorId: string, from: Date, to: Date, rows: NewExternalEventRow[]): Promise<void> {
      await db
        .delete(externalEvents)
        .where(and(eq(externalEvents.doctorId, doctorId), lt(externalEvents.startsAt, to), gt(externalEvents.endsAt, from)));
      // In slices: a bound parameter list has limits, and a calendar can hold thousands of occurrences.
      for (let i = 0; i < rows.length; i += 500) {
        await db
          .insert(externalEvents)
          .values(rows.slice(i, i + 500))
          .onConflictDoUpdate({
            target: [externalEvents.doctorId, externalEvents.externalId],
            set: {
              summary: externalEventsExcluded('summary'),
              description: externalEventsExcluded('description'),
              startsAt: externalEventsExcluded('starts_at'),
              endsAt: externalEventsExcluded('ends_at'),
              allDay: externalEventsExcluded('all_day'),
              busy: externalEventsExcluded('busy'),
              syncedAt: externalEventsExcluded('synced_at'),
            },
          });
      }
    },

    /** The doctor's cached events meeting [from, to), earliest first. */
    eventsBetween(doctorId: string, from: Date, to: Date, limit: number): Promise<ExternalEventRow[]> {
      return db
        .select()
        .from(externalEvents)
        .where(and(eq(externalEvents.doctorId, doctorId), lt(externalEvents.startsAt, to), gt(externalEvents.endsAt, from)))
        .orderBy(asc(externalEvents.startsAt), asc(externalEvents.externalId))
        .limit(limit);
    },

    /** `busyOfMany` of one doctor as a subquery (calendar-sync.ts `ExternalBusySql`); the id is a parameter, as drizzle may print an outer column unqualified. */
    busyJsonOf(doctorId: string, from: Date, to: Date): SQL<Array<{ start: string; end: string }> | null> {
      return sql`(select json_agg(json_build_object('start', e.starts_at, 'end', e.ends_at)) from ${externalEvents} e
        where e.doctor_id = ${doctorId} and e.busy and e.starts_at < ${to.toISOString()}::timestamptz and e.ends_at > ${from.toISOString()}::timestamptz)`;
    },

    /** Busy cached events of several doctors meeting [from, to): time the slot engine must avoid. */
    busyOfMany(doctorIds: readonly string[], from: Date, to: Date): Promise<Array<{ doctorId: string; start: Date; end: Date }>> {
      if (doctorIds.length === 0) return Promise.resolve([]);
      return db
        .select({ doctorId: externalEvents.doctorId, start: externalEvents.startsAt, end: externalEvents.endsAt })
        .from(externalEvents)
        .where(
          and(inArray(externalEvents.doctorId, [...doctorIds]), eq(externalEvents.busy, true), lt(externalEvents.startsAt, to), gt(externalEvents.endsAt, from)),
        );
    },
  };
}

export type ConnectionsRepository = ReturnType<typeof createConnectionsRepository>;

/** `excluded.<column>` of an INSERT … ON CONFLICT: the value the refused row would have written. */
function externalEventsExcluded(column: string) {
  return sql.raw(`excluded.${column}`);
}
