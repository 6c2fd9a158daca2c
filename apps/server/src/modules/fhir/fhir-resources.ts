import { doctorDisplayName } from '@sanity/shared/domain/names';
import { isDoctorRole } from '@sanity/shared/domain/roles';
import { itFhir } from '@sanity/shared/i18n/it-fhir';
import type { Appointment, CrmPatient } from '@sanity/shared/schemas/appointments';
import type { PracticeAddress } from '@sanity/shared/schemas/practice-address';
import type { Service } from '@sanity/shared/schemas/practice';
import type { UserRow } from '../../db/schema/users';
import { serviceResourceId, slotId } from './fhir-ids';

/**
 * Pure mappings from the platform's data to FHIR R4 resources (issue 31). Public resources carry
 * only what the public profile shows; Appointment never carries intake answers or notes.
 */
export type FhirResource = { resourceType: string; id: string } & Record<string, unknown>;

interface Coding {
  system: string;
  code: string;
  display?: string;
}
type CodeableConcept = { coding?: Coding[]; text?: string };
type Reference = { reference: string; display?: string };

/** The URIs of this deployment's own code systems and identifiers, under its public address. */
export interface FhirSystems {
  sector: string;
  service: string;
  visitMode: string;
  durationExtension: string;
  account: string;
  /** The Albo number of a province's Ordine. */
  albo: (province: string | null) => string;
}

/** The HL7 Italia naming system of the codice fiscale (Patient-it-base's identifier:codiceFiscale). */
export const CODICE_FISCALE_SYSTEM = 'http://hl7.it/sid/codiceFiscale';

export function fhirSystems(publicUrl: string): FhirSystems {
  const base = `${publicUrl.replace(/\/+$/, '')}/fhir`;
  return {
    sector: `${base}/CodeSystem/settore`,
    service: `${base}/CodeSystem/servizio`,
    visitMode: `${base}/CodeSystem/modalita-visita`,
    durationExtension: `${base}/StructureDefinition/durata-servizio`,
    account: `${base}/sid/account`,
    albo: (province) => `${base}/sid/albo${province ? `-${province.toLowerCase()}` : ''}`,
  };
}

export interface Sector {
  id: string;
  name: string;
}

type DoctorRow = Pick<UserRow, 'id' | 'role' | 'displayName' | 'name' | 'nome' | 'cognome' | 'licenseNumber' | 'licenseProvince'>;

const nonEmpty = <T>(items: T[]): T[] | undefined => (items.length > 0 ? items : undefined);
const ref = (type: string, id: string, display?: string): Reference => ({ reference: `${type}/${id}`, ...(display ? { display } : {}) });

function humanName(row: Pick<UserRow, 'displayName' | 'name' | 'nome' | 'cognome'>, text: string) {
  return {
    use: 'official',
    text,
    ...(row.cognome.trim() ? { family: row.cognome.trim() } : {}),
    ...(row.nome.trim() ? { given: [row.nome.trim()] } : {}),
  };
}

const sectorConcept = (systems: FhirSystems, sector: Sector): CodeableConcept => ({ coding: [{ system: systems.sector, code: sector.id, display: sector.name }], text: sector.name });

/** The coding of a service: the id of its HealthcareService, unique on the platform. */
export function serviceConcept(systems: FhirSystems, doctorId: string, service: Pick<Service, 'id' | 'name'>): CodeableConcept {
  return { coding: [{ system: systems.service, code: serviceResourceId(doctorId, service.id), display: service.name }], text: service.name };
}

function modesOf(mode: Service['mode']): Array<'in_studio' | 'online'> {
  return mode === 'both' ? ['in_studio', 'online'] : [mode];
}

const modeConcept = (systems: FhirSystems, mode: 'in_studio' | 'online'): CodeableConcept => {
  const display = mode === 'online' ? itFhir.modeOnline : itFhir.modeInStudio;
  return { coding: [{ system: systems.visitMode, code: mode, display }], text: display };
};

export function practitioner(systems: FhirSystems, row: DoctorRow): FhirResource {
  const name = doctorDisplayName(row);
  const license = row.licenseNumber?.trim();
  return {
    resourceType: 'Practitioner',
    id: row.id,
    active: true,
    name: [humanName(row, name)],
    // The phone and e-mail of the account are private: the public profile shows neither, so no telecom.
    ...(license
      ? {
          qualification: [
            {
              identifier: [{ system: systems.albo(row.licenseProvince), value: license }],
              code: { text: itFhir.alboQualification },
              issuer: { display: itFhir.alboIssuer(row.licenseProvince) },
            },
          ],
        }
      : {}),
  };
}

export function practitionerRole(systems: FhirSystems, row: DoctorRow, sectors: Sector[], address: PracticeAddress | null, services: Service[]): FhirResource {
  const role = row.role === 'professionista' ? itFhir.roleProfessional : itFhir.roleDoctor;
  return {
    resourceType: 'PractitionerRole',
    id: row.id,
    active: true,
    practitioner: ref('Practitioner', row.id, doctorDisplayName(row)),
    code: [{ text: role }],
    specialty: nonEmpty(sectors.map((s) => sectorConcept(systems, s))),
    location: address ? [ref('Location', row.id, itFhir.practiceName(doctorDisplayName(row)))] : undefined,
    healthcareService: nonEmpty(services.map((s) => ref('HealthcareService', serviceResourceId(row.id, s.id), s.name))),
  };
}

export function location(row: DoctorRow, address: PracticeAddress): FhirResource {
  return {
    resourceType: 'Location',
    id: row.id,
    status: 'active',
    mode: 'instance',
    name: itFhir.practiceName(doctorDisplayName(row)),
    // Only what the doctor set: street, CAP, city, province (the HL7 Italia address puts the sigla in `district`).
    address: { use: 'work', type: 'physical', line: [address.street], city: address.city, district: address.province, postalCode: address.cap, country: 'IT' },
  };
}

export function healthcareService(systems: FhirSystems, row: DoctorRow, service: Service, sector: Sector | undefined, address: PracticeAddress | null): FhirResource {
  const modes = modesOf(service.mode);
  return {
    resourceType: 'HealthcareService',
    id: serviceResourceId(row.id, service.id),
    extension: [{ url: systems.durationExtension, valueDuration: { value: service.duration, unit: 'min', system: 'http://unitsofmeasure.org', code: 'min' } }],
    active: service.isActive,
    category: sector ? [sectorConcept(systems, sector)] : undefined,
    type: [serviceConcept(systems, row.id, service)],
    specialty: sector ? [sectorConcept(systems, sector)] : undefined,
    location: address && modes.includes('in_studio') ? [ref('Location', row.id)] : undefined,
    name: service.name,
    comment: service.description.trim() || undefined,
    characteristic: modes.map((m) => modeConcept(systems, m)),
    appointmentRequired: true,
  };
}

export function schedule(
  systems: FhirSystems,
  row: DoctorRow,
  service: Service,
  sector: Sector | undefined,
  { hasHours, horizon }: { hasHours: boolean; horizon: { start: Date; end: Date } },
): FhirResource {
  const id = serviceResourceId(row.id, service.id);
  return {
    resourceType: 'Schedule',
    id,
    active: hasHours,
    serviceType: [serviceConcept(systems, row.id, service)],
    specialty: sector ? [sectorConcept(systems, sector)] : undefined,
    actor: [ref('Practitioner', row.id, doctorDisplayName(row)), ref('HealthcareService', id, service.name)],
    planningHorizon: { start: horizon.start.toISOString(), end: horizon.end.toISOString() },
  };
}

export function slot(systems: FhirSystems, doctorId: string, service: Service, sector: Sector | undefined, start: Date): FhirResource {
  return {
    resourceType: 'Slot',
    id: slotId(doctorId, service.id, start),
    serviceType: [serviceConcept(systems, doctorId, service)],
    specialty: sector ? [sectorConcept(systems, sector)] : undefined,
    schedule: ref('Schedule', serviceResourceId(doctorId, service.id)),
    status: 'free',
    start: start.toISOString(),
    end: new Date(start.getTime() + service.duration * 60_000).toISOString(),
  };
}

function appointmentStatus(a: Appointment): string {
  if (a.status === 'annullato') return 'cancelled';
  if (a.noShowAt) return 'noshow';
  return a.status === 'pending' ? 'pending' : 'booked';
}

/** An appointment as its patient or doctor reads it: times, parties, service, mode; no intake answers, notes or price. */
export function appointment(systems: FhirSystems, a: Appointment): FhirResource {
  const atPractice = a.mode === 'in_studio' && a.location !== null;
  return {
    resourceType: 'Appointment',
    id: a.id,
    status: appointmentStatus(a),
    cancelationReason: a.status === 'annullato' && a.cancelReason ? { text: a.cancelReason } : undefined,
    serviceType: [serviceConcept(systems, a.professionalId, { id: a.serviceId, name: a.serviceName })],
    appointmentType: modeConcept(systems, a.mode),
    description: a.title || a.serviceName,
    start: a.dateTime,
    end: a.endDateTime,
    minutesDuration: a.duration,
    created: a.createdAt,
    participant: [
      { actor: ref('Patient', a.patientId, a.clientName || undefined), required: 'required', status: 'accepted' },
      { actor: ref('Practitioner', a.professionalId, a.professionalName || undefined), required: 'required', status: 'accepted' },
      ...(atPractice ? [{ actor: ref('Location', a.professionalId), required: 'required', status: 'accepted' }] : []),
    ],
  };
}

/**
 * The signed-in account as a Patient (their own data). The codice fiscale would be an identifier
 * with CODICE_FISCALE_SYSTEM (HL7 Italia); the platform does not collect it, so there is none.
 */
export function ownPatient(systems: FhirSystems, row: Pick<UserRow, 'id' | 'displayName' | 'name' | 'nome' | 'cognome' | 'email' | 'telefono' | 'role'>): FhirResource {
  const text = isDoctorRole(row.role) ? doctorDisplayName(row) : row.displayName.trim() || row.name.trim() || `${row.nome} ${row.cognome}`.trim();
  return {
    resourceType: 'Patient',
    id: row.id,
    identifier: [{ system: systems.account, value: row.id }],
    active: true,
    name: [humanName(row, text)],
    telecom: [{ system: 'email', value: row.email, use: 'home' }, ...(row.telefono?.trim() ? [{ system: 'phone', value: row.telefono.trim(), use: 'mobile' }] : [])],
  };
}

/** A doctor's patient as the /crm record shows them: the name and contacts given when booking. */
export function doctorsPatient(systems: FhirSystems, p: CrmPatient): FhirResource {
  return {
    resourceType: 'Patient',
    id: p.clientId,
    identifier: [{ system: systems.account, value: p.clientId }],
    active: true,
    name: [{ text: p.name }],
    telecom: nonEmpty([...(p.email ? [{ system: 'email', value: p.email }] : []), ...(p.phone ? [{ system: 'phone', value: p.phone }] : [])]),
  };
}
