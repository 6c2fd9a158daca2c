import { and, asc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  availabilityDays,
  availabilitySlots,
  practiceHoursDays,
  practiceHoursSlots,
  serviceCustomFields,
  services,
  type AvailabilityDayRow,
  type AvailabilitySlotRow,
  type CustomFieldRow,
  type ServiceRow,
} from '../../db/schema/practice';

/**
 * Issue 29: whether the doctor `userId` (a table-qualified column of the caller's statement) has an
 * active service offered in the studio, and one offered online ('both' counts for both), as two
 * boolean columns for the directory to read in the statement it already sends (no statement per
 * card). Services move `doctor:` (migration 0019), which the directory's kept pages depend on.
 */
export function visitModesOf(userId: SQL): { inStudio: SQL<boolean>; online: SQL<boolean> } {
  // Qualified by hand: drizzle writes a lone table's columns bare, and a bare "id" here would be the service's.
  const col = (c: { name: string }) => sql`vm_services.${sql.identifier(c.name)}`;
  const offered = (excluded: ServiceRow['mode']) =>
    sql<boolean>`exists (select 1 from ${services} vm_services where ${col(services.doctorId)} = ${userId} and ${col(services.deletedAt)} is null and ${col(services.isActive)} and ${col(services.mode)} <> ${excluded})`;
  return { inStudio: offered('online'), online: offered('in_studio') };
}

/** A service as written by a configuration save, with its fields and (optional) weekly schedule. */
export interface ServiceWrite {
  id: string;
  sectorId: string;
  name: string;
  durationMinutes: number;
  priceCents: number;
  description: string;
  isActive: boolean;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minNoticeMinutes: number;
  mode: ServiceRow['mode'];
  customFields: Array<Pick<CustomFieldRow, 'id' | 'name' | 'type' | 'required' | 'options'>>;
  /** null: the service has no weekly schedule. */
  schedule: Array<{ weekday: AvailabilityDayRow['weekday']; isAvailable: boolean; slots: Array<{ start: string; end: string }> }> | null;
}

/** The practice's week as written by a save (issue 15): all seven days. */
export type PracticeHoursWrite = Array<{ weekday: AvailabilityDayRow['weekday']; isAvailable: boolean; slots: Array<{ start: string; end: string }> }>;

/** A row of the practice's week: a service's day or slot without the service. */
export type PracticeDayRow = Omit<AvailabilityDayRow, 'serviceId'>;
export type PracticeSlotRow = Omit<AvailabilitySlotRow, 'serviceId'>;

export interface StoredPractice {
  services: ServiceRow[];
  customFields: CustomFieldRow[];
  /** The services' own hours: a service with days here overrides the practice hours. */
  days: AvailabilityDayRow[];
  slots: AvailabilitySlotRow[];
  /** The practice hours of the doctor(s) loaded; no days: every day closed. */
  practiceDays: PracticeDayRow[];
  practiceSlots: PracticeSlotRow[];
}

const nothing = (): StoredPractice => ({ services: [], customFields: [], days: [], slots: [], practiceDays: [], practiceSlots: [] });

/** A service row as JSON gives it: timestamps as text. */
type RawService = Omit<ServiceRow, 'deletedAt' | 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

/** Rows in groups small enough for one statement's parameter limit (65535). */
function chunks<T>(rows: readonly T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Arbitrary constant namespacing the advisory locks of configuration saves. */
const PRACTICE_LOCK_SPACE = 7_241_002;

export function createPracticeRepository(db: Db) {
  return {
    /**
     * The doctor's current (not retired) services with their fields, days and slots, each in
     * position order. `activeOnly` also leaves out services the doctor switched off.
     */
    async load(doctorId: string, { activeOnly }: { activeOnly: boolean }): Promise<StoredPractice> {
      const serviceRows = await db
        .select()
        .from(services)
        .where(and(eq(services.doctorId, doctorId), isNull(services.deletedAt), activeOnly ? eq(services.isActive, true) : undefined))
        .orderBy(asc(services.position), asc(services.id));
      const [practiceDays, practiceSlots] = await Promise.all([
        db.select().from(practiceHoursDays).where(eq(practiceHoursDays.doctorId, doctorId)),
        db.select().from(practiceHoursSlots).where(eq(practiceHoursSlots.doctorId, doctorId)).orderBy(asc(practiceHoursSlots.position)),
      ]);
      if (serviceRows.length === 0) return { ...nothing(), practiceDays, practiceSlots };
      const ids = serviceRows.map((s) => s.id);
      const [customFields, days, slots] = await Promise.all([
        db
          .select()
          .from(serviceCustomFields)
          .where(and(eq(serviceCustomFields.doctorId, doctorId), inArray(serviceCustomFields.serviceId, ids)))
          .orderBy(asc(serviceCustomFields.position)),
        db
          .select()
          .from(availabilityDays)
          .where(and(eq(availabilityDays.doctorId, doctorId), inArray(availabilityDays.serviceId, ids))),
        db
          .select()
          .from(availabilitySlots)
          .where(and(eq(availabilitySlots.doctorId, doctorId), inArray(availabilitySlots.serviceId, ids)))
          .orderBy(asc(availabilitySlots.position)),
      ]);
      return { services: serviceRows, customFields, days, slots, practiceDays, practiceSlots };
    },

    /**
     * The active services of several doctors with their hours (no intake fields), in one
     * statement: the directory needs every card's next free slot without a query per doctor.
     */
    async loadBookableOfMany(doctorIds: readonly string[]): Promise<StoredPractice> {
      if (doctorIds.length === 0) return nothing();
      // Three flat index scans in one statement: a join or a subquery per service costs an index
      // look-up per row, which on PGlite took several times longer than the directory query itself.
      const ids = sql`${sql.join(
        doctorIds.map((id) => sql`${id}`),
        sql`, `,
      )}`;
      const [row] = await db
        .select({
          services: sql<RawService[] | null>`(select json_agg(json_build_object(
              'doctorId', s.doctor_id, 'id', s.id, 'sectorId', s.sector_id, 'name', s.name, 'durationMinutes', s.duration_minutes,
              'priceCents', s.price_cents, 'description', s.description, 'isActive', s.is_active, 'position', s.position,
              'bufferBeforeMinutes', s.buffer_before_minutes, 'bufferAfterMinutes', s.buffer_after_minutes, 'minNoticeMinutes', s.min_notice_minutes,
              'mode', s.mode, 'createdAt', s.created_at, 'updatedAt', s.updated_at) order by s.doctor_id, s.position, s.id)
            from ${services} s where s.doctor_id in (${ids}) and s.deleted_at is null and s.is_active)`,
          days: sql<AvailabilityDayRow[] | null>`(select json_agg(json_build_object('doctorId', d.doctor_id, 'serviceId', d.service_id, 'weekday', d.weekday, 'isAvailable', d.is_available))
            from ${availabilityDays} d where d.doctor_id in (${ids}))`,
          slots: sql<AvailabilitySlotRow[] | null>`(select json_agg(json_build_object(
              'doctorId', sl.doctor_id, 'serviceId', sl.service_id, 'weekday', sl.weekday, 'position', sl.position,
              'startTime', sl.start_time, 'endTime', sl.end_time) order by sl.position)
            from ${availabilitySlots} sl where sl.doctor_id in (${ids}))`,
          practiceDays: sql<PracticeDayRow[] | null>`(select json_agg(json_build_object('doctorId', pd.doctor_id, 'weekday', pd.weekday, 'isAvailable', pd.is_available))
            from ${practiceHoursDays} pd where pd.doctor_id in (${ids}))`,
          practiceSlots: sql<PracticeSlotRow[] | null>`(select json_agg(json_build_object(
              'doctorId', ps.doctor_id, 'weekday', ps.weekday, 'position', ps.position, 'startTime', ps.start_time, 'endTime', ps.end_time) order by ps.position)
            from ${practiceHoursSlots} ps where ps.doctor_id in (${ids}))`,
        })
        .from(sql`(values (1)) as one (x)`);
      return {
        services: (row?.services ?? []).map((s) => ({ ...s, deletedAt: null, createdAt: new Date(s.createdAt), updatedAt: new Date(s.updatedAt) })),
        customFields: [],
        days: row?.days ?? [],
        slots: row?.slots ?? [],
        practiceDays: row?.practiceDays ?? [],
        practiceSlots: row?.practiceSlots ?? [],
      };
    },

    /**
     * Replaces the doctor's configuration in one transaction: services are upserted by
     * (doctor_id, id) in the given order, the ones left out are retired, and every saved
     * service's fields and schedule are rewritten. Saves of the same doctor are serialised.
     * `practiceHours` null keeps the stored practice hours as they are.
     */
    async save(doctorId: string, writes: readonly ServiceWrite[], practiceHours: PracticeHoursWrite | null, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${PRACTICE_LOCK_SPACE}, hashtext(${doctorId}))`);
        const ids = writes.map((w) => w.id);
        // The practice's version is its services' latest updated_at (practice-version.ts): each save
        // must move it forward even when this instance's clock stands still or lags another's.
        const [latest] = await tx
          .select({ at: sql<Date | null>`max(${services.updatedAt})`.mapWith(services.updatedAt) })
          .from(services)
          .where(eq(services.doctorId, doctorId));
        const stamp = latest?.at && latest.at.getTime() >= now.getTime() ? new Date(latest.at.getTime() + 1) : now;

        if (practiceHours) {
          // Slots go with their days (on delete cascade).
          await tx.delete(practiceHoursDays).where(eq(practiceHoursDays.doctorId, doctorId));
          await tx.insert(practiceHoursDays).values(practiceHours.map((d) => ({ doctorId, weekday: d.weekday, isAvailable: d.isAvailable })));
          const practiceSlotRows = practiceHours.flatMap((d) =>
            d.slots.map((s, position) => ({ doctorId, weekday: d.weekday, position, startTime: s.start, endTime: s.end })),
          );
          if (practiceSlotRows.length > 0) await tx.insert(practiceHoursSlots).values(practiceSlotRows);
        }

        // Retire what was left out; a retired service keeps no schedule (it cannot be booked).
        const retired = await tx
          .update(services)
          .set({ deletedAt: now, updatedAt: stamp })
          .where(and(eq(services.doctorId, doctorId), isNull(services.deletedAt), ids.length > 0 ? notInArray(services.id, ids) : undefined))
          .returning({ id: services.id });
        if (retired.length > 0) {
          await tx.delete(availabilityDays).where(
            and(
              eq(availabilityDays.doctorId, doctorId),
              inArray(
                availabilityDays.serviceId,
                retired.map((r) => r.id),
              ),
            ),
          );
        }
        if (writes.length === 0) return;

        await tx
          .insert(services)
          .values(
            writes.map((w, position) => ({
              doctorId,
              id: w.id,
              sectorId: w.sectorId,
              name: w.name,
              durationMinutes: w.durationMinutes,
              priceCents: w.priceCents,
              description: w.description,
              isActive: w.isActive,
              bufferBeforeMinutes: w.bufferBeforeMinutes,
              bufferAfterMinutes: w.bufferAfterMinutes,
              minNoticeMinutes: w.minNoticeMinutes,
              mode: w.mode,
              position,
              deletedAt: null,
              createdAt: now,
              updatedAt: stamp,
            })),
          )
          .onConflictDoUpdate({
            target: [services.doctorId, services.id],
            set: {
              sectorId: sql`excluded.sector_id`,
              name: sql`excluded.name`,
              durationMinutes: sql`excluded.duration_minutes`,
              priceCents: sql`excluded.price_cents`,
              description: sql`excluded.description`,
              isActive: sql`excluded.is_active`,
              bufferBeforeMinutes: sql`excluded.buffer_before_minutes`,
              bufferAfterMinutes: sql`excluded.buffer_after_minutes`,
              minNoticeMinutes: sql`excluded.min_notice_minutes`,
              mode: sql`excluded.mode`,
              position: sql`excluded.position`,
              deletedAt: sql`null`,
              updatedAt: sql`excluded.updated_at`,
            },
          });

        // Rewrite fields and schedules of the saved services (slots go with their days).
        await tx.delete(serviceCustomFields).where(and(eq(serviceCustomFields.doctorId, doctorId), inArray(serviceCustomFields.serviceId, ids)));
        await tx.delete(availabilityDays).where(and(eq(availabilityDays.doctorId, doctorId), inArray(availabilityDays.serviceId, ids)));

        const fieldRows = writes.flatMap((w) =>
          w.customFields.map((f, position) => ({ doctorId, serviceId: w.id, ...f, options: [...f.options], position })),
        );
        for (const chunk of chunks(fieldRows)) await tx.insert(serviceCustomFields).values(chunk);

        const dayRows = writes.flatMap((w) =>
          (w.schedule ?? []).map((d) => ({ doctorId, serviceId: w.id, weekday: d.weekday, isAvailable: d.isAvailable })),
        );
        for (const chunk of chunks(dayRows)) await tx.insert(availabilityDays).values(chunk);

        const slotRows = writes.flatMap((w) =>
          (w.schedule ?? []).flatMap((d) =>
            d.slots.map((s, position) => ({ doctorId, serviceId: w.id, weekday: d.weekday, position, startTime: s.start, endTime: s.end })),
          ),
        );
        for (const chunk of chunks(slotRows)) await tx.insert(availabilitySlots).values(chunk);
      });
    },
  };
}
