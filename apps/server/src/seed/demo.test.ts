import { toMinutes } from '@sanity/shared/domain/practice/time-slots';
import { localDateOf, localTimeOf, weekDayOf, windowsOf } from '@sanity/shared/domain/slots/compute-slots';
import type { AppointmentList } from '@sanity/shared/schemas/appointments';
import type { DoctorList } from '@sanity/shared/schemas/doctors';
import type { PracticeConfig } from '@sanity/shared/schemas/practice';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, login, type TestApp } from '../../test/helpers';
import { seedDatabase } from './demo';
import type { DoctorReviewsPage, ReviewableAppointment } from '@sanity/shared/schemas/reviews';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

describe('demo data', () => {
  test("issue 30: the demo secretary works for Dott. Marco Bianchi's agenda, without clinical access", async () => {
    const cookie = await login(t.app, 'segreteria@sanity.demo', 'Segreteria123!');
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json<{ practices: Array<{ doctorId: string; doctorName: string; clinical: boolean }> }>();
    expect(me.practices.map((p) => [p.doctorName, p.clinical])).toEqual([['Dott. Marco Bianchi', false]]);
    const crm = await t.app.inject({ method: 'GET', url: '/api/crm/patients', headers: { cookie, 'x-sanity-practice': me.practices[0]!.doctorId } });
    expect(crm.statusCode).toBe(200);
    expect(crm.json<{ patients: unknown[] }>().patients.length).toBeGreaterThan(0);
  });

  test('the directory looks alive: the demo doctors across many sectors', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/doctors?limit=50' })).json<DoctorList>();
    expect(body.doctors.length).toBeGreaterThanOrEqual(12);
    const sectors = new Set(body.doctors.flatMap((d) => d.sectors));
    for (const s of ['cardiologia', 'dermatologia', 'pediatria', 'psicologia', 'nutrizione', 'fisioterapia', 'ortopedia', 'ginecologia', 'neurologia', 'oculistica']) {
      expect(sectors, s).toContain(s);
    }
    expect(body.doctors.every((d) => d.biografia && d.specialization)).toBe(true);
  });

  test('Dott. Marco Bianchi offers realistic services with intake fields and weekly hours', async () => {
    const cookie = await login(t.app, 'dottore@sanity.demo', 'Dottore123!');
    const config = (await t.app.inject({ method: 'GET', url: '/api/practice/config', headers: { cookie } })).json<PracticeConfig>();
    const visit = config.services.find((s) => s.name === 'Visita cardiologica');
    expect(visit).toMatchObject({ duration: 30, price: 120, sectorId: 'cardiologia', isActive: true });
    expect(visit!.customFields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['Motivo della visita', 'select', true],
      ['Farmaci assunti', 'textarea', false],
    ]);
    expect(config.services.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Elettrocardiogramma', 'Holter pressorio 24h', 'Teleconsulto cardiologico']),
    );
    // The visit uses the practice hours; the Holter has its own (issue 15: practice-wide hours).
    expect(config.availabilities.map((a) => a.serviceId)).not.toContain(visit!.id);
    const visitHours = config.practiceHours!;
    expect(visitHours.monday.timeSlots).toEqual([
      { start: '09:00', end: '13:00' },
      { start: '14:30', end: '18:30' },
    ]);
    expect(visitHours.sunday).toEqual({ isAvailable: false, timeSlots: [] });
    const holter = config.services.find((s) => s.name === 'Holter pressorio 24h')!;
    const holterHours = config.availabilities.find((a) => a.serviceId === holter.id)!.weeklySchedule;
    expect(holterHours.tuesday).toEqual({ isAvailable: true, timeSlots: [] });

    const marcoId = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json<{ user: { id: string } }>().user.id;
    const publicServices = (await t.app.inject({ method: 'GET', url: `/api/doctors/${marcoId}/services` })).json<PracticeConfig>();
    expect(publicServices.services.map((s) => s.name)).not.toContain('Teleconsulto cardiologico');

    const patientCookie = await login(t.app, 'paziente@sanity.demo', 'Paziente123!');
    const profile = await t.app.inject({ method: 'GET', url: `/api/doctors/${marcoId}`, headers: { cookie: patientCookie } });
    expect(profile.json<{ doctor: unknown }>().doctor).toMatchObject({ followersCount: 1, isFollowing: true });
  });

  test('Dott.ssa Laura Esposito also works Saturday morning', async () => {
    const cookie = await login(t.app, 'dottoressa@sanity.demo', 'Dottore123!');
    const config = (await t.app.inject({ method: 'GET', url: '/api/practice/config', headers: { cookie } })).json<PracticeConfig>();
    const moles = config.services.find((s) => s.name === 'Mappatura dei nei')!;
    expect(moles).toMatchObject({ duration: 45, price: 130 });
    expect(moles.customFields[0]).toMatchObject({ name: 'Nei sospetti', type: 'checkbox' });
    expect(config.practiceHours!.saturday.timeSlots).toEqual([{ start: '09:00', end: '12:00' }]);
  });

  test('the demo patient and cardiologist have upcoming and past appointments, and /crm has patients', async () => {
    const now = Date.now();
    const patientCookie = await login(t.app, 'paziente@sanity.demo', 'Paziente123!');
    const mine = (await t.app.inject({ method: 'GET', url: '/api/appointments', headers: { cookie: patientCookie } })).json<AppointmentList>().appointments;
    const active = mine.filter((a) => a.status === 'confermato');
    expect(active.filter((a) => Date.parse(a.dateTime) > now)).toHaveLength(2);
    expect(active.filter((a) => Date.parse(a.dateTime) < now).length).toBeGreaterThanOrEqual(2);
    expect(mine.some((a) => a.status === 'annullato')).toBe(true);
    expect(mine.every((a) => a.professionalName === 'Dott. Marco Bianchi')).toBe(true);

    const doctorCookie = await login(t.app, 'dottore@sanity.demo', 'Dottore123!');
    const patients = (await t.app.inject({ method: 'GET', url: '/api/crm/patients', headers: { cookie: doctorCookie } })).json<{
      patients: Array<{ name: string; appointmentCount: number }>;
    }>().patients;
    // Issue 30: Giulia's son Luca is a patient of his own (his visit booked by her), with her as contact.
    expect(patients.length).toBe(5);
    expect(patients.find((p) => p.name === 'Giulia Rossi')?.appointmentCount).toBe(5);
    expect(patients.find((p) => p.name === 'Luca Rossi')).toMatchObject({ appointmentCount: 1, kind: 'family_member', contact: { name: 'Giulia Rossi' } });

    // Issue 28: two published reviews of older visits, below the rating's threshold; Giulia's ECG of 12 days ago is still to review.
    const marcoId = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: doctorCookie } })).json<{ user: { id: string } }>().user.id;
    const reviews = (await t.app.inject({ method: 'GET', url: `/api/doctors/${marcoId}/reviews` })).json<DoctorReviewsPage>();
    expect([reviews.total, reviews.rating, reviews.reviews.map((r) => r.author)]).toEqual([2, null, ['Giulia R.', 'Paziente verificato']]);
    const reviewable = (await t.app.inject({ method: 'GET', url: '/api/reviews/reviewable', headers: { cookie: patientCookie } })).json<ReviewableAppointment[]>();
    expect(reviewable.map((v) => v.serviceName)).toEqual(['Elettrocardiogramma']);
  });

  test("every demo appointment, past ones too, falls within the hours of its doctor's service", async () => {
    const cookie = await login(t.app, 'dottore@sanity.demo', 'Dottore123!');
    const config = (await t.app.inject({ method: 'GET', url: '/api/practice/config', headers: { cookie } })).json<PracticeConfig>();
    const { appointments } = (await t.app.inject({ method: 'GET', url: '/api/appointments/professional', headers: { cookie } })).json<AppointmentList>();
    expect(appointments.length).toBeGreaterThanOrEqual(9);
    expect(appointments.some((a) => Date.parse(a.dateTime) < Date.now())).toBe(true);
    for (const a of appointments) {
      // A service's own hours, else the practice's (issue 15).
      const week = config.availabilities.find((x) => x.serviceId === a.serviceId)?.weeklySchedule ?? config.practiceHours!;
      const start = new Date(a.dateTime);
      const day = weekDayOf(localDateOf(start));
      const from = toMinutes(localTimeOf(start));
      const label = `${a.serviceName} ${localDateOf(start)} ${day} ${localTimeOf(start)}`;
      expect(day && windowsOf(week[day]).some((w) => toMinutes(w.start) <= from && from + a.duration <= toMinutes(w.end)), label).toBe(true);
    }
  });

  test('the demo doctors receive in several cities, most in Milano; one has not set an address yet', async () => {
    const { doctors } = (await t.app.inject({ method: 'GET', url: '/api/doctors?limit=50' })).json<DoctorList>();
    const cities = doctors.map((d) => d.practiceAddress?.city ?? null);
    expect(cities.filter((c) => c === 'Milano').length).toBeGreaterThan(doctors.length / 2);
    expect(cities.filter((c) => c === null)).toHaveLength(1);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/doctors/cities' })).json<{ cities: string[] }>().cities;
    expect(listed).toEqual(['Bologna', 'Milano', 'Monza', 'Roma', 'Torino']);
    const inTorino = (await t.app.inject({ method: 'GET', url: '/api/doctors?city=torino' })).json<DoctorList>().doctors;
    expect(inTorino.map((d) => d.name)).toEqual(['Dott. Luca Romano']);
    const marco = doctors.find((d) => d.name === 'Dott. Marco Bianchi')!;
    expect(marco.practiceAddress).toEqual({ street: 'Via Vincenzo Monti 12', cap: '20123', city: 'Milano', province: 'MI' });
  });

  test('seeding again changes nothing', async () => {
    expect(await seedDatabase(t.app.services, { demo: true })).toBe(false);
  });
});
