import { plusDays } from '@sanity/shared/domain/dates/local-time';
import type { ServiceInput } from '@sanity/shared/schemas/practice';
import fc from 'fast-check';
import type { Client } from 'fhir-kit-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, ECG, futureDate, openPractice, romeIso } from '../../../test/booking';
import { dialogTimes, fhirClient, romeTimeOf, type Bundle } from '../../../test/fhir';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { serviceResourceId } from './fhir-ids';

/**
 * Issue 31: "a free Slot is a time the booking would accept", as a property. Whatever visits are
 * booked on a day (services of different lengths, one with buffers), the free Slots of each
 * service that day, read with the FHIR client page by page, are exactly the times the booking
 * dialog's availability check offers.
 */
const HOLTER: ServiceInput = { ...ECG, id: 'cardiologia_1767225600009', name: 'Holter', duration: 45, bufferBeforeMinutes: 10, bufferAfterMinutes: 15, customFields: [] };
const SERVICES = [ECG, HOLTER];

let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;
let client: Client;

beforeAll(async () => {
  t = await createTestApp({ listen: 0 });
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  await openPractice(t.app, doctor, SERVICES);
  client = fhirClient(t.baseUrl!);
});
afterAll(() => t.close());

async function slotTimes(serviceId: string, date: string, count: number): Promise<string[]> {
  const times: string[] = [];
  const schedule = `Schedule/${serviceResourceId(doctor.user.id, serviceId)}`;
  let bundle = (await client.search({ resourceType: 'Slot', searchParams: { schedule, start: [`ge${date}`, `lt${plusDays(date, 1)}`], _count: String(count) } })) as Bundle | undefined;
  while (bundle) {
    for (const e of bundle.entry ?? []) times.push(romeTimeOf(e.resource.start as string));
    bundle = (await client.nextPage({ bundle })) as Bundle | undefined;
  }
  return times;
}

/** A visit to book: which service, and which of its free times of the day (an index, wrapped around the free times left). */
const visit = fc.record({ service: fc.integer({ min: 0, max: SERVICES.length - 1 }), pick: fc.nat() });

describe('free Slots equal the booking dialog’s free times', () => {
  let day = 10;
  let booked = 0;
  test('for any visits booked on a day, every service, any page size', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(visit, { maxLength: 5 }), fc.integer({ min: 1, max: 30 }), async (visits, count) => {
        const date = futureDate((day += 1));
        for (const v of visits) {
          const service = SERVICES[v.service]!;
          const free = await dialogTimes(t.app, doctor.user.id, service.id, date);
          if (free.length === 0) continue;
          const time = free[v.pick % free.length]!;
          const response = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso(date, time), { serviceId: service.id, serviceName: service.name, customFields: {}, healthDataConsent: false }));
          expect(response.statusCode, response.body).toBe(201);
          booked += 1;
        }
        for (const service of SERVICES) expect(await slotTimes(service.id, date, count)).toEqual(await dialogTimes(t.app, doctor.user.id, service.id, date));
      }),
      { numRuns: 8, seed: 20261128 },
    );
    // The days compared were not all empty ones.
    expect(booked).toBeGreaterThan(5);
  });
});
