import { createHash } from 'node:crypto';

/**
 * The ids of the FHIR resources (issue 31). FHIR allows `[A-Za-z0-9\-.]{1,64}`; a doctor's id is a
 * UUID, a service's id is the spec's free text unique per doctor (`cardiologia_1767225600001`),
 * which may hold other characters and be longer. So:
 * - Practitioner, PractitionerRole and Location: the doctor's id (one practice per doctor);
 * - HealthcareService and Schedule: `<doctor id>.<service key>`, the key the first 16 hex digits of
 *   the SHA-256 of the service id (found back among the doctor's services);
 * - Slot: `<schedule id>.<start in minutes since 1970, base 36>`;
 * - Patient: the account's id; Appointment: the appointment's id.
 */
const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/;
const DOCTOR_ID = /^[A-Za-z0-9-]{1,46}$/;
const SERVICE_KEY = /^[0-9a-f]{16}$/;
const MINUTES = /^[0-9a-z]{1,10}$/;

export const isFhirId = (id: string): boolean => FHIR_ID.test(id);

/** The short, id-safe key of a service id. */
export function serviceKey(serviceId: string): string {
  return createHash('sha256').update(serviceId, 'utf8').digest('hex').slice(0, 16);
}

/** The id of a service's HealthcareService and of its Schedule. */
export const serviceResourceId = (doctorId: string, serviceId: string): string => `${doctorId}.${serviceKey(serviceId)}`;

export interface ServiceRef {
  doctorId: string;
  key: string;
}

/** A HealthcareService or Schedule id split into the doctor and the service key; null when it cannot be one of ours. */
export function parseServiceResourceId(id: string): ServiceRef | null {
  const [doctorId, key, ...rest] = id.split('.');
  if (rest.length > 0 || !doctorId || !key || !DOCTOR_ID.test(doctorId) || !SERVICE_KEY.test(key)) return null;
  return { doctorId, key };
}

export const slotId = (doctorId: string, serviceId: string, start: Date): string =>
  `${serviceResourceId(doctorId, serviceId)}.${Math.floor(start.getTime() / 60_000).toString(36)}`;

/** A Slot id split into its schedule and start; null when it cannot be one of ours. */
export function parseSlotId(id: string): (ServiceRef & { start: Date }) | null {
  const cut = id.lastIndexOf('.');
  if (cut < 0) return null;
  const service = parseServiceResourceId(id.slice(0, cut));
  const minutes = id.slice(cut + 1);
  if (!service || !MINUTES.test(minutes)) return null;
  const start = new Date(Number.parseInt(minutes, 36) * 60_000);
  return Number.isFinite(start.getTime()) ? { ...service, start } : null;
}

/** A doctor's id as a Practitioner, PractitionerRole or Location id; null when it cannot be one. */
export const doctorIdOf = (id: string): string | null => (DOCTOR_ID.test(id) ? id : null);
