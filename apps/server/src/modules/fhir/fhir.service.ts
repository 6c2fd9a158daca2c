import { instantOf, localDateOf, plusDays } from '@sanity/shared/domain/dates/local-time';
import { DEFAULT_TIME_ZONE } from '@sanity/shared/domain/slots/compute-slots';
import { APPOINTMENTS_WINDOW_MAX_DAYS } from '@sanity/shared/constants';
import { itFhir } from '@sanity/shared/i18n/it-fhir';
import type { Service } from '@sanity/shared/schemas/practice';
import type { PracticeAddress } from '@sanity/shared/schemas/practice-address';
import { CreateAppointmentSchema, CustomerInfoSchema } from '@sanity/shared/schemas/appointments';
import { AppError, isAppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { DoctorsService } from '../doctors/doctors.service';
import type { PracticeAddressService } from '../practice/address.service';
import type { PracticeService } from '../practice/practice.service';
import type { ScheduleService } from '../schedule/schedule.service';
import type { SectorsService } from '../sectors/sectors.service';
import type { UserRow, UsersService } from '../users/users.service';
import type { FhirCaller } from './fhir.access';
import { canReadAsDoctor } from './fhir.access';
import { walkDirectory, WALK_BATCH } from './fhir-directory-walk';
import { doctorIdOf, isFhirId, parseServiceResourceId, parseSlotId, serviceKey, type ServiceRef } from './fhir-ids';
import * as R from './fhir-resources';
import type { FhirResource, Sector } from './fhir-resources';

export type FhirService = ReturnType<typeof createFhirService>;

/** One page of a search: its resources, the parameters that give the next page (null: the last), the total when cheap. */
export interface SearchPage {
  resources: FhirResource[];
  next: Record<string, string | string[]> | null;
  total?: number;
}

/** How many local days one Slot search looks through at most; a page not yet full then links on from there. */
const SLOT_SCAN_DAYS = 31;
const DAY_MS = 86_400_000;
const notFound = (type: string, id: string) => new AppError(404, itFhir.notFound(type, id));

/** A service with its hours, as practice.bookableServices gives it. */
type Bookable = Awaited<ReturnType<PracticeService['bookableServices']>>[number];

/** A token search parameter as fhir-params.ts reads it. */
export type Token = { system: string | undefined; code: string };

const NONE: SearchPage = { resources: [], next: null, total: 0 };

/** The codes of a resource's `specialty` (a HealthcareService's or Schedule's: its service's sector). */
const specialtyCodes = (r: FhirResource): string[] => ((r.specialty as Array<{ coding?: Array<{ code: string }> }> | undefined) ?? []).flatMap((c) => c.coding?.map((x) => x.code) ?? []);

/** Whether a resource points at `Location/<id>`. */
const atLocation = (r: FhirResource, id: string): boolean => ((r.location as Array<{ reference: string }> | undefined) ?? []).some((l) => l.reference === `Location/${id}`);

/** One answer of a few resources (one doctor's, one id's), kept to those that pass `keep`, at most `count`, with their total. */
function onePage(resources: FhirResource[], count: number, keep: (r: FhirResource) => boolean): SearchPage {
  const kept = resources.filter(keep);
  return { resources: kept.slice(0, count), next: null, total: kept.length };
}

/**
 * The FHIR R4 read API's data (issue 31): every read goes through the other features' services
 * with their own rules (the public directory's visibility, the booking's slot engine, the
 * appointments' participants and audit), and fhir-resources.ts maps the answers.
 */
export function createFhirService({
  users,
  doctors,
  practice,
  practiceAddress,
  sectors,
  schedule,
  appointments,
  clock,
  publicUrl,
}: {
  users: Pick<UsersService, 'findById' | 'findByIds' | 'sectorIdsOf'>;
  doctors: Pick<DoctorsService, 'requireDoctor' | 'list'>;
  practice: Pick<PracticeService, 'bookableServices' | 'bookableServicesOfMany'>;
  practiceAddress: Pick<PracticeAddressService, 'get' | 'getMany'>;
  sectors: Pick<SectorsService, 'listAll'>;
  schedule: Pick<ScheduleService, 'horizonDays'>;
  appointments: Pick<AppointmentsService, 'freeSlotsBetween' | 'create' | 'get' | 'listForPatient' | 'listForDoctor' | 'patients' | 'patientSummary'>;
  clock: Clock;
  publicUrl: string;
}) {
  const systems = R.fhirSystems(publicUrl);

  async function sectorMap(): Promise<Map<string, Sector>> {
    return new Map((await sectors.listAll()).map((s) => [s.id, { id: s.id, name: s.name }]));
  }

  /** A publicly visible doctor (verified, active, not erased), or null. */
  async function visibleDoctor(doctorId: string): Promise<UserRow | null> {
    try {
      return await doctors.requireDoctor(doctorId);
    } catch (error) {
      if (isAppError(error) && error.status === 404) return null;
      throw error;
    }
  }

  /** A publicly visible doctor by a Practitioner, PractitionerRole or Location id, or 404 naming the resource asked for. */
  async function publicDoctor(type: string, id: string): Promise<UserRow> {
    const doctorId = doctorIdOf(id);
    const doctor = doctorId ? await visibleDoctor(doctorId) : null;
    if (!doctor) throw notFound(type, id);
    return doctor;
  }

  /** The doctor's active services with their hours (null: none), as booking reads them. */
  const servicesOf = (doctorId: string) => practice.bookableServices(doctorId);

  /** The service a HealthcareService, Schedule or Slot id names, with its doctor; 404 otherwise. */
  async function serviceOf(type: string, id: string, ref: ServiceRef | null) {
    const doctor = ref ? await visibleDoctor(ref.doctorId) : null;
    if (!ref || !doctor) throw notFound(type, id);
    const found = (await servicesOf(doctor.id)).find((b) => serviceKey(b.service.id) === ref.key);
    if (!found) throw notFound(type, id);
    return { doctor, ...found };
  }

  async function roleOf(doctor: UserRow): Promise<FhirResource> {
    const [sectorIds, all, address, services] = await Promise.all([users.sectorIdsOf(doctor.id), sectorMap(), practiceAddress.get(doctor.id), servicesOf(doctor.id)]);
    const own = sectorIds.flatMap((s) => all.get(s) ?? []);
    return R.practitionerRole(systems, doctor, own, address, services.map((b) => b.service));
  }

  async function horizonOf(doctorId: string, now: Date): Promise<{ start: Date; end: Date }> {
    const days = await schedule.horizonDays(doctorId);
    const lastDay = plusDays(localDateOf(now, DEFAULT_TIME_ZONE), days + 1);
    return { start: now, end: instantOf(lastDay, 0, DEFAULT_TIME_ZONE) ?? new Date(now.getTime() + (days + 1) * DAY_MS) };
  }

  /** A doctor's services as Schedules and as HealthcareServices: one mapping for a doctor's page and for the directory walk. */
  const asSchedules = (doctor: UserRow, services: Bookable[], all: Map<string, Sector>, horizon: { start: Date; end: Date }) =>
    services.map((b) => R.schedule(systems, doctor, b.service, all.get(b.service.sectorId), { hasHours: b.weeklySchedule !== null, horizon }));
  const asHealthcareServices = (doctor: UserRow, services: Bookable[], all: Map<string, Sector>, address: PracticeAddress | null) =>
    services.map((b) => R.healthcareService(systems, doctor, b.service, all.get(b.service.sectorId), address));

  async function schedulesOf(doctor: UserRow, now: Date): Promise<FhirResource[]> {
    const [services, all, horizon] = await Promise.all([servicesOf(doctor.id), sectorMap(), horizonOf(doctor.id, now)]);
    return asSchedules(doctor, services, all, horizon);
  }

  async function servicesAsResources(doctor: UserRow, filter: (s: Service) => boolean = () => true): Promise<FhirResource[]> {
    const [services, all, address] = await Promise.all([servicesOf(doctor.id), sectorMap(), practiceAddress.get(doctor.id)]);
    return asHealthcareServices(doctor, services.filter((b) => filter(b.service)), all, address);
  }

  /** One page of the public directory's doctors (its order and cursor; `sector`: its sector filter), as rows. */
  async function directoryPage(count: number, cursor: string | undefined, sector?: string): Promise<{ rows: UserRow[]; nextCursor: string | null }> {
    const list = await doctors.list({ limit: count, ...(cursor ? { cursor } : {}), ...(sector ? { sectors: [sector] } : {}) }, null);
    const byId = new Map((await users.findByIds(list.doctors.map((d) => d.id))).map((r) => [r.id, r]));
    return { rows: list.doctors.flatMap((d) => byId.get(d.id) ?? []), nextCursor: list.nextCursor };
  }

  /** A one-resource (or empty) page for `_id` searches. */
  async function byId(read: () => Promise<FhirResource>): Promise<SearchPage> {
    try {
      const resource = await read();
      return { resources: [resource], next: null, total: 1 };
    } catch (error) {
      if (isAppError(error) && error.status === 404) return NONE;
      throw error;
    }
  }

  /**
   * A page of every active service of every doctor the directory lists (HealthcareService and
   * Schedule without a filter, fhir-directory-walk.ts); `sector`: only services of that sector, by
   * doctors the directory lists under it. An unknown sector finds nothing without a query.
   */
  async function walkServices(
    { count, cursor, sector }: { count: number; cursor: string | undefined; sector: string | null | undefined },
    resourcesOf: (doctor: UserRow, services: Bookable[], batch: { sectors: Map<string, Sector>; addresses: Map<string, PracticeAddress> }) => Promise<FhirResource[]>,
  ): Promise<SearchPage> {
    const all = await sectorMap();
    if (sector === null || (sector !== undefined && !all.has(sector))) return { resources: [], next: null, ...(cursor ? {} : { total: 0 }) };
    const { items, next } = await walkDirectory({
      count,
      cursor,
      batchAt: (at) => directoryPage(WALK_BATCH, at, sector),
      expand: async (rows: UserRow[]) => {
        const ids = rows.map((r) => r.id);
        const [services, addresses] = await Promise.all([practice.bookableServicesOfMany(ids), practiceAddress.getMany(ids)]);
        const own = (r: UserRow) => (services.get(r.id) ?? []).filter((b) => sector === undefined || b.service.sectorId === sector);
        const each = await Promise.all(rows.map((r) => resourcesOf(r, own(r), { sectors: all, addresses })));
        return each.flat();
      },
    });
    return next ? { resources: items, next: { _page: next } } : lastPage(items, cursor);
  }

  /** The sector a `specialty` token names: its code when the system is ours or absent; null: none of ours. */
  const sectorOf = (specialty: Token | undefined): string | null | undefined => (specialty === undefined ? undefined : specialty.system === undefined || specialty.system === systems.sector ? specialty.code : null);

  /** The filter of a `specialty` token on the resources already read. */
  const hasSpecialty = (specialty: Token | undefined) => {
    const sector = sectorOf(specialty);
    return (r: FhirResource) => sector === undefined || (sector !== null && specialtyCodes(r).includes(sector));
  };

  const lastPage = (resources: FhirResource[], cursor: string | undefined): SearchPage => ({ resources, next: null, ...(cursor ? {} : { total: resources.length }) });

  /** An appointment's 403 (not a participant) is a 404 here: its existence is not told to others. */
  async function hideForbidden<T>(work: () => Promise<T>, type: string, id: string): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isAppError(error) && (error.status === 403 || error.status === 404)) throw notFound(type, id);
      throw error;
    }
  }

  const service = {
    systems,

    async practitioner(id: string): Promise<FhirResource> {
      return R.practitioner(systems, await publicDoctor('Practitioner', id));
    },

    async practitionerRole(id: string): Promise<FhirResource> {
      return roleOf(await publicDoctor('PractitionerRole', id));
    },

    async location(id: string): Promise<FhirResource> {
      const doctor = await publicDoctor('Location', id);
      const address = await practiceAddress.get(doctor.id);
      if (!address) throw notFound('Location', id);
      return R.location(doctor, address);
    },

    async healthcareService(id: string): Promise<FhirResource> {
      const { doctor, service: s } = await serviceOf('HealthcareService', id, parseServiceResourceId(id));
      const [all, address] = await Promise.all([sectorMap(), practiceAddress.get(doctor.id)]);
      return R.healthcareService(systems, doctor, s, all.get(s.sectorId), address);
    },

    async schedule(id: string, now = clock.now()): Promise<FhirResource> {
      const { doctor, service: s, weeklySchedule } = await serviceOf('Schedule', id, parseServiceResourceId(id));
      const [all, horizon] = await Promise.all([sectorMap(), horizonOf(doctor.id, now)]);
      return R.schedule(systems, doctor, s, all.get(s.sectorId), { hasHours: weeklySchedule !== null, horizon });
    },

    /** A Slot exists while it is free: the slot engine still offers its start for its service. */
    async slot(id: string, now = clock.now()): Promise<FhirResource> {
      const ref = parseSlotId(id);
      const { doctor, service: s } = await serviceOf('Slot', id, ref);
      const start = ref!.start;
      const free = await appointments.freeSlotsBetween(doctor.id, s.id, start, new Date(start.getTime() + 1), now);
      if (!free.some((f) => f.start.getTime() === start.getTime())) throw notFound('Slot', id);
      return R.slot(systems, doctor.id, s, (await sectorMap()).get(s.sectorId), start);
    },

    async searchPractitioners({ id, count, cursor }: { id?: string; count: number; cursor?: string }): Promise<SearchPage> {
      if (id) return byId(() => service.practitioner(id));
      const { rows, nextCursor } = await directoryPage(count, cursor);
      const resources = rows.map((r) => R.practitioner(systems, r));
      return nextCursor ? { resources, next: { _page: nextCursor } } : lastPage(resources, cursor);
    },

    async searchPractitionerRoles({ id, practitioner, count, cursor }: { id?: string; practitioner?: string; count: number; cursor?: string }): Promise<SearchPage> {
      const one = id ?? practitioner;
      if (id && practitioner && id !== practitioner) return NONE;
      if (one) return byId(() => service.practitionerRole(one));
      const { rows, nextCursor } = await directoryPage(count, cursor);
      const resources = await Promise.all(rows.map(roleOf));
      return nextCursor ? { resources, next: { _page: nextCursor } } : lastPage(resources, cursor);
    },

    /** The directory's doctors with a practice address: a page may hold fewer than `_count` Locations. */
    async searchLocations({ id, count, cursor }: { id?: string; count: number; cursor?: string }): Promise<SearchPage> {
      if (id) return byId(() => service.location(id));
      const { rows, nextCursor } = await directoryPage(count, cursor);
      const addresses = await practiceAddress.getMany(rows.map((r) => r.id));
      const resources = rows.flatMap((r) => {
        const address = addresses.get(r.id);
        return address ? [R.location(r, address)] : [];
      });
      return nextCursor ? { resources, next: { _page: nextCursor } } : lastPage(resources, cursor);
    },

    /**
     * One service (`_id` or `service-type`, its own code), the in-studio services of one practice
     * (`location`: a doctor has few, one page), or, without either, every active service of every
     * listed doctor, online ones included, paged over the directory. `specialty` keeps the services
     * of that sector.
     */
    async searchHealthcareServices({
      id,
      serviceType,
      location,
      specialty,
      count,
      cursor,
    }: {
      id?: string;
      serviceType?: string;
      location?: string;
      specialty?: Token;
      count: number;
      cursor?: string;
    }): Promise<SearchPage> {
      const ids = [id, serviceType].filter((x): x is string => x !== undefined);
      if (ids.some((x) => x !== ids[0])) return NONE;
      const keep = hasSpecialty(specialty);
      if (ids[0]) {
        const page = await byId(() => service.healthcareService(ids[0]!));
        return onePage(page.resources, count, (r) => keep(r) && (location === undefined || atLocation(r, location)));
      }
      if (location) {
        const doctor = doctorIdOf(location) ? await visibleDoctor(location) : null;
        const address = doctor ? await practiceAddress.get(doctor.id) : null;
        const resources = doctor && address ? await servicesAsResources(doctor, (s) => s.mode !== 'online') : [];
        return onePage(resources, count, keep);
      }
      return walkServices({ count, cursor, sector: sectorOf(specialty) }, (doctor, services, { sectors: all, addresses }) =>
        Promise.resolve(asHealthcareServices(doctor, services, all, addresses.get(doctor.id) ?? null)),
      );
    },

    /**
     * One Schedule (`_id`, `service-type` or `actor=HealthcareService/…`), a doctor's (`actor=Practitioner/…`),
     * or, without any, every Schedule of every listed doctor, paged over the directory. `specialty`
     * keeps the Schedules of services of that sector.
     */
    async searchSchedules(
      { id, actor, serviceType, specialty, count, cursor }: { id?: string; actor?: { type: string; id: string }; serviceType?: string; specialty?: Token; count: number; cursor?: string },
      now = clock.now(),
    ): Promise<SearchPage> {
      const ids = [id, serviceType, actor?.type === 'HealthcareService' ? actor.id : undefined].filter((x): x is string => x !== undefined);
      if (ids.some((x) => x !== ids[0])) return NONE;
      const keep = hasSpecialty(specialty);
      if (ids[0]) {
        const page = await byId(() => service.schedule(ids[0]!, now));
        return onePage(page.resources, count, (r) => keep(r) && (actor?.type !== 'Practitioner' || r.id.startsWith(`${actor.id}.`)));
      }
      if (actor?.type === 'Practitioner') {
        const doctor = doctorIdOf(actor.id) ? await visibleDoctor(actor.id) : null;
        return onePage(doctor ? await schedulesOf(doctor, now) : [], count, keep);
      }
      return walkServices({ count, cursor, sector: sectorOf(specialty) }, async (doctor, services, { sectors: all }) => {
        return services.length === 0 ? [] : asSchedules(doctor, services, all, await horizonOf(doctor.id, now));
      });
    },

    /**
     * Free Slots of one Schedule starting in [from, to), earliest first: the booking's own engine
     * (`freeSlotsBetween`: the same context and rules as creation), a local day at a time until the
     * page is full, at most SLOT_SCAN_DAYS days per request. The next page starts after the last Slot given
     * (or where the scan stopped).
     */
    async searchSlots(
      { schedule: scheduleId, from, to, count, status, serviceType }: { schedule: string; from?: Date; to?: Date; count: number; status?: string; serviceType?: string },
      now = clock.now(),
    ): Promise<SearchPage> {
      const empty: SearchPage = { resources: [], next: null };
      if ((status && status !== 'free') || (serviceType && serviceType !== scheduleId)) return { ...empty, total: 0 };
      let found: Awaited<ReturnType<typeof serviceOf>>;
      try {
        found = await serviceOf('Schedule', scheduleId, parseServiceResourceId(scheduleId));
      } catch (error) {
        if (isAppError(error) && error.status === 404) return { ...empty, total: 0 };
        throw error;
      }
      const { doctor, service: s, weeklySchedule } = found;
      const horizon = await horizonOf(doctor.id, now);
      const start = from && from > now ? from : now;
      const end = to && to < horizon.end ? to : horizon.end;
      if (!weeklySchedule || start >= end) return { ...empty, total: 0 };
      const sector = (await sectorMap()).get(s.sectorId);
      const starts: Date[] = [];
      let day = localDateOf(start, DEFAULT_TIME_ZONE);
      let scanned = 0;
      let cursor = start;
      while (cursor < end && starts.length <= count && scanned < SLOT_SCAN_DAYS) {
        const dayEnd = instantOf(plusDays(day, 1), 0, DEFAULT_TIME_ZONE) ?? new Date(cursor.getTime() + DAY_MS);
        const until = dayEnd < end ? dayEnd : end;
        for (const f of await appointments.freeSlotsBetween(doctor.id, s.id, cursor, until, now)) starts.push(f.start);
        cursor = until;
        day = plusDays(day, 1);
        scanned += 1;
      }
      const page = starts.slice(0, count);
      const resources = page.map((at) => R.slot(systems, doctor.id, s, sector, at));
      const upper = to ? [`lt${end.toISOString()}`] : [];
      if (starts.length > count) return { resources, next: { start: [`gt${page[page.length - 1]!.toISOString()}`, ...upper] } };
      if (cursor < end) return { resources, next: { start: [`ge${cursor.toISOString()}`, ...upper] } };
      return { resources, next: null, ...(from === undefined || from <= now ? { total: resources.length } : {}) };
    },

    async appointment(caller: FhirCaller, id: string, now = clock.now()): Promise<FhirResource> {
      if (!isFhirId(id)) throw notFound('Appointment', id);
      // appointments.get records the doctor's read in the audit log, as the app's GET does.
      const a = await hideForbidden(() => appointments.get({ id: caller.id }, id, now), 'Appointment', id);
      return R.appointment(systems, a);
    },

    /** The caller's own appointments, or a doctor's agenda (the default for a doctor, or `practitioner` = themself). */
    async searchAppointments(
      caller: FhirCaller,
      { patient, practitioner, from, to, count, cursor }: { patient?: string; practitioner?: string; from?: Date; to?: Date; count: number; cursor?: string },
      now = clock.now(),
    ): Promise<SearchPage> {
      if ((patient && patient !== caller.id) || (practitioner && (practitioner !== caller.id || !caller.isDoctor)) || (patient && practitioner)) {
        throw new AppError(403, itFhir.ownDataOnly);
      }
      if (from && to && (to < from || to.getTime() - from.getTime() > APPOINTMENTS_WINDOW_MAX_DAYS * DAY_MS)) throw new AppError(400, itFhir.invalidParam('date'));
      const query = { limit: count, ...(from ? { timeMin: from.toISOString() } : {}), ...(to ? { timeMax: to.toISOString() } : {}), ...(cursor ? { cursor } : {}) };
      const agenda = caller.isDoctor && !patient;
      const page = agenda ? await appointments.listForDoctor(caller.id, query, now) : await appointments.listForPatient(caller.id, query, now);
      const resources = page.appointments.map((a) => R.appointment(systems, a));
      return page.nextCursor ? { resources, next: { _page: page.nextCursor } } : lastPage(resources, cursor);
    },

    /** The caller themself; for a doctor also a patient with an appointment with them (logged as the /crm record is). */
    async patient(caller: FhirCaller, id: string, now = clock.now()): Promise<FhirResource> {
      if (id === caller.id) {
        const row = await users.findById(id);
        if (!row) throw notFound('Patient', id);
        return R.ownPatient(systems, row);
      }
      if (!canReadAsDoctor(caller) || !isFhirId(id)) throw notFound('Patient', id);
      const summary = await appointments.patientSummary(caller.id, id, now);
      if (!summary) throw notFound('Patient', id);
      return R.doctorsPatient(systems, summary);
    },

    /** A patient finds themself; a doctor their patients (the /crm list, by latest appointment). */
    async searchPatients(caller: FhirCaller, { id, count, cursor }: { id?: string; count: number; cursor?: string }, now = clock.now()): Promise<SearchPage> {
      if (id) return byId(() => service.patient(caller, id, now));
      if (!canReadAsDoctor(caller)) return cursor ? { resources: [], next: null } : byId(() => service.patient(caller, caller.id, now));
      const page = await appointments.patients(caller.id, { limit: count, ...(cursor ? { cursor } : {}) }, now);
      const resources = page.patients.map((p) => R.doctorsPatient(systems, p));
      return page.nextCursor ? { resources, next: { _page: page.nextCursor } } : lastPage(resources, cursor);
    },

    /**
     * Appointment/$book (issue 31 point 2): the caller books a Slot through the app's own booking
     * (`appointments.create`): the same checks and Italian refusals (a time no longer free: 409 or
     * 400; required intake answers, which $book cannot carry: 400), e-mails, calendar push and
     * Idempotency-Key. The person visited is the caller, with their account's name and contacts.
     */
    async book(
      caller: FhirCaller,
      wanted: { slot: string; mode: 'in_studio' | 'online' | undefined },
      idempotencyKey: string | null,
      now = clock.now(),
    ): Promise<{ resource: FhirResource; created: boolean }> {
      const ref = parseSlotId(wanted.slot);
      const { doctor, service: s } = await serviceOf('Slot', wanted.slot, ref);
      const me = await users.findById(caller.id);
      if (!me) throw new AppError(401, itFhir.bookPatientOnly);
      const phone = CustomerInfoSchema.shape.phone.safeParse(me.telefono ?? '');
      const parsed = CreateAppointmentSchema.safeParse({
        professionalId: doctor.id,
        serviceId: s.id,
        dateTime: ref!.start.toISOString(),
        customerInfo: { name: me.displayName.trim() || me.name.trim() || `${me.nome} ${me.cognome}`.trim(), email: me.email, phone: phone.success ? phone.data : '' },
        ...(wanted.mode ? { mode: wanted.mode } : {}),
      });
      if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? itFhir.bookBodyInvalid);
      const { appointment, created } = await appointments.create(caller.id, parsed.data, idempotencyKey, now);
      return { resource: R.appointment(systems, appointment), created };
    },
  };
  return service;
}

