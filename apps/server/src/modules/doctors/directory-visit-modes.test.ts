import type { DoctorCard, DoctorList, VisitModes } from '@sanity/shared/schemas/doctors';
import type { ServiceInput } from '@sanity/shared/schemas/practice';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPractice, VISIT } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';

// Issue 29: the directory card says whether a doctor's active services are offered online.
let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;

const ONLINE: ServiceInput = { ...VISIT, id: 'cardiologia_1767225600020', name: 'Controllo online', customFields: [], mode: 'online' };

beforeAll(async () => {
  t = await createTestApp();
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  await registerDoctor(t.app, { displayName: 'Laura Esposito' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
});
afterAll(() => t.close());

/** The doctor's card as the next directory read shows it: the plain list, or a text search with `q`. */
async function card(q?: string): Promise<DoctorCard> {
  const response = await t.app.inject({ method: 'GET', url: `/api/doctors${q ? `?q=${encodeURIComponent(q)}` : ''}`, headers: { cookie: patient.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  const found = response.json<DoctorList>().doctors.find((d) => d.id === doctor.user.id);
  expect(found).toBeDefined();
  return found!;
}
const modesNow = async (): Promise<{ list: VisitModes; search: VisitModes }> => ({ list: (await card()).visitModes, search: (await card('Bianchi')).visitModes });
const both = (modes: VisitModes) => ({ list: modes, search: modes });

describe('the directory card’s visit modes', () => {
  test('follow the active services through every save, kept pages included', async () => {
    // No service yet: neither.
    expect(await modesNow()).toEqual(both({ inStudio: false, online: false }));

    await openPractice(t.app, doctor, [{ ...VISIT, mode: 'in_studio' }]);
    expect(await modesNow()).toEqual(both({ inStudio: true, online: false }));

    // The same service switched to online by the doctor's API: the page read just before is not answered again.
    await openPractice(t.app, doctor, [{ ...VISIT, mode: 'online' }]);
    expect(await modesNow()).toEqual(both({ inStudio: false, online: true }));

    // 'both' counts for both.
    await openPractice(t.app, doctor, [{ ...VISIT, mode: 'both' }]);
    expect(await modesNow()).toEqual(both({ inStudio: true, online: true }));

    // An inactive online service does not count; the in-studio one does.
    await openPractice(t.app, doctor, [{ ...VISIT, mode: 'in_studio' }, { ...ONLINE, isActive: false }]);
    expect(await modesNow()).toEqual(both({ inStudio: true, online: false }));

    // Activated: in the studio and online.
    await openPractice(t.app, doctor, [{ ...VISIT, mode: 'in_studio' }, ONLINE]);
    expect(await modesNow()).toEqual(both({ inStudio: true, online: true }));

    // A retired service (left out of the save) counts no more.
    await openPractice(t.app, doctor, [ONLINE]);
    expect(await modesNow()).toEqual(both({ inStudio: false, online: true }));
  });

  test('another doctor’s card is not touched by this doctor’s services', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/doctors?q=Esposito' });
    const laura = response.json<DoctorList>().doctors[0];
    expect(laura?.name).toContain('Esposito');
    expect(laura?.visitModes).toEqual({ inStudio: false, online: false });
  });
});
