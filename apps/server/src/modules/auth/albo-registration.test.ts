import { itAuth as messages } from '@sanity/shared/i18n/it-auth';
import type { AdminDoctorEntry } from '@sanity/shared/schemas/doctor-review';
import type { User } from '@sanity/shared/schemas/auth';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAndLogin, createTestApp, doctorRegistration, patientSpec, type SignedIn, type TestApp } from '../../../test/helpers';

// Issue 24: a doctor registers with the Albo number and the Ordine's province; clients that send the
// number alone (`licenseNumber`, the spec's field) keep working.
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAndLogin(t.app, patientSpec({ displayName: 'Anna Admin', admin: 1 }));
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

describe('the Albo registration of a doctor', () => {
  test('number and province are kept, shown to the doctor and to the admin who reviews', async () => {
    const response = await register(doctorRegistration({ licenseNumber: '45872', licenseProvince: ' mi ' }));
    expect(response.statusCode, response.body).toBe(201);
    const { user } = response.json<{ user: User }>();
    expect(user).toMatchObject({ licenseNumber: '45872', licenseProvince: 'MI' });
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/doctors?status=pending', headers: { cookie: admin.cookie } });
    expect(queue.statusCode, queue.body).toBe(200);
    const entry = queue.json<{ doctors: AdminDoctorEntry[] }>().doctors.find((d) => d.id === user.id);
    expect(entry).toMatchObject({ licenseNumber: '45872', licenseProvince: 'MI' });
  });

  test('the number alone is still accepted (older clients)', async () => {
    const response = await register(doctorRegistration({ licenseNumber: 'OMCeO-TO 10001' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ user: User }>().user).toMatchObject({ licenseNumber: 'OMCeO-TO 10001', licenseProvince: null });
  });

  test('a province that is not a sigla is refused in Italian', async () => {
    const response = await register(doctorRegistration({ licenseProvince: 'Milano' }));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(messages.doctorRegistration.licenseProvinceInvalid);
  });
});
