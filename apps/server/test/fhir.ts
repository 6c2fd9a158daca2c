import { createRequire } from 'node:module';
import JSONSchemaValidator from '@asymmetrik/fhir-json-schema-validator';
import { DEFAULT_TIME_ZONE } from '@sanity/shared/domain/slots/compute-slots';
import type { AvailabilityCheckResponse } from '@sanity/shared/schemas/appointments';
import type { FastifyInstance } from 'fastify';
import { Client, type FhirResource } from 'fhir-kit-client';
import { expect } from 'vitest';

/** The FHIR R4 JSON schema bundled in the npm package (no download at run time), compiled once per file. */
let validator: JSONSchemaValidator | undefined;

type Schema = { definitions: { CapabilityStatement: { properties: { fhirVersion: { enum: string[] } } } } };

/**
 * The package's schema is R4's first release (4.0.0), whose `fhirVersion` list ends at '4.0.0'; R4's
 * technical correction (4.0.1, what servers declare today) changed nothing else in the schema but
 * added that value. Only it is added here.
 */
function r4Schema(): Schema {
  const bundled = createRequire(import.meta.url)('@asymmetrik/fhir-json-schema-validator/fhir.schema.json') as Schema;
  const schema = structuredClone(bundled);
  schema.definitions.CapabilityStatement.properties.fhirVersion.enum.push('4.0.1');
  return schema;
}

/** Fails the test with the schema's errors when `resource` is not a valid FHIR R4 resource. */
export function expectValidFhir(resource: unknown): void {
  validator ??= new JSONSchemaValidator(r4Schema());
  expect(validator.validate(resource as object), JSON.stringify(resource)).toEqual([]);
}

/** A fhir-kit-client on the test server's /fhir/R4, signed in with `cookie` when given. */
export function fhirClient(baseUrl: string, cookie?: string): Client {
  return new Client({ baseUrl: `${baseUrl}/fhir/R4`, ...(cookie ? { customHeaders: { cookie } } : {}) });
}

/** The status and body of a refused client call (fhir-kit-client throws with `response`). */
export async function refusal(call: Promise<unknown>): Promise<{ status: number; data: { resourceType?: string; issue?: Array<{ code: string; diagnostics: string }> } }> {
  try {
    await call;
  } catch (error) {
    const response = (error as { response?: { status: number; data: unknown } }).response;
    if (response) return response as Awaited<ReturnType<typeof refusal>>;
    throw error;
  }
  throw new Error('the call was not refused');
}

export type Resource = FhirResource & { id: string; resourceType: string; [key: string]: unknown };
export interface Bundle extends FhirResource {
  resourceType: 'Bundle';
  total?: number;
  link: Array<{ relation: string; url: string }>;
  entry?: Array<{ fullUrl: string; resource: Resource }>;
}

/** Every time of a day on the 5-minute grid, the finest a service can have. */
const ALL_TIMES = Array.from({ length: 288 }, (_, i) => `${String(Math.floor(i / 12)).padStart(2, '0')}:${String((i % 12) * 5).padStart(2, '0')}`);
const romeTime = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: DEFAULT_TIME_ZONE });

/** A Slot's start ('2026-05-04T07:30:00Z') as the booking dialog names its time in Rome ('09:30'). */
export const romeTimeOf = (iso: string): string => romeTime.format(new Date(iso));

/** The times the booking dialog offers as free (POST /api/appointments/check-availability) for a doctor's service on a day. */
export async function dialogTimes(app: FastifyInstance, doctorId: string, serviceId: string, date: string): Promise<string[]> {
  const free: string[] = [];
  for (let i = 0; i < ALL_TIMES.length; i += 200) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/appointments/check-availability',
      payload: { professionalId: doctorId, serviceId, date, timeSlots: ALL_TIMES.slice(i, i + 200) },
    });
    expect(response.statusCode, response.body).toBe(200);
    for (const r of response.json<AvailabilityCheckResponse>().results) if (r.available) free.push(r.time);
  }
  return free;
}
