import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { nastyPathSegments, nastyQueryStrings, rawBodies } from '../../fuzz/nasties';
import { openPractice } from '../../../test/booking';
import { createTestApp, registerDoctor, type SignedIn, type TestApp } from '../../../test/helpers';
import { FHIR_RESOURCES } from './fhir-capability';

/**
 * The FHIR API under bad input (the /api fuzz test covers only the OpenAPI document, where /fhir is
 * not): every read and search with the fuzzer's nasty ids and query strings, and $book with its
 * nasty bodies, as a signed-in doctor (past the access check). Every answer is below 500 and, when
 * refused, an OperationOutcome with Italian diagnostics.
 */
let t: TestApp;
let doctor: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  await openPractice(t.app, doctor);
});
afterAll(() => t.close());

function expectSound(response: { statusCode: number; body: string; headers: Record<string, unknown> }, what: string): void {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const body = JSON.parse(response.body) as { resourceType?: string; issue?: Array<{ diagnostics?: string }> };
    expect(body.resourceType, what).toBe('OperationOutcome');
    expect(body.issue?.[0]?.diagnostics, what).toMatch(/[a-zà-ù]/i);
  }
}

describe('the FHIR API under bad input', () => {
  test('reads with nasty ids, searches with nasty query strings: below 500, OperationOutcome when refused', async () => {
    let requests = 0;
    for (const def of FHIR_RESOURCES) {
      const names = def.searchParams.map((p) => p.name);
      const urls = [
        ...nastyPathSegments.map((segment) => `/fhir/R4/${def.type}/${segment}`),
        ...nastyQueryStrings(names).map((query) => `/fhir/R4/${def.type}?${query}`),
        ...names.flatMap((name) => ['ge', 'gt', 'xx', 'Schedule/', 'Practitioner/x/y', `${doctor.user.id}.0123456789abcdef`].map((v) => `/fhir/R4/${def.type}?${name}=${encodeURIComponent(v)}`)),
      ];
      for (const url of urls) {
        expectSound(await t.app.inject({ method: 'GET', url, headers: { cookie: doctor.cookie } }), url);
        requests += 1;
      }
    }
    expect(requests).toBeGreaterThan(500);
  });

  test('$book with nasty bodies: below 500, OperationOutcome', async () => {
    for (const raw of rawBodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/fhir/R4/Appointment/$book',
        headers: { cookie: doctor.cookie, ...(raw.contentType ? { 'content-type': raw.contentType } : {}) },
        payload: raw.body,
      });
      expectSound(response, raw.label);
      expect(response.statusCode, raw.label).toBeGreaterThanOrEqual(400);
    }
  });
});
