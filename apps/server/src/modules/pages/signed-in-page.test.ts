import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, futureDate, openPractice, romeIso } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { buildApp } from '../../app';
import { createTestClock } from '../../lib/clock';

// Outside audit, issue 23: a page drawn on the server for a signed-in visitor embedded their
// private data in its data block (Igea's conversation, the upcoming appointments, for a doctor the
// patients' intake answers), because the web renderer's read-ahead fetched every query the page's
// chrome asked for. The server lends the renderer only what a page shows: public reads and the
// visitor's own account. The stand-in renderer below asks for everything the real one did and
// writes whatever it gets into the page, so the page holds exactly what the server let through.

const INDEX = '<!doctype html><html><head><title>Sanity</title></head><body><div id="root"></div></body></html>';
const RENDERER = `
export async function render(url, apiFetch) {
  const read = async (path) => {
    const answer = await apiFetch(path, { method: 'GET' });
    return { status: answer.status, body: answer.status === 200 ? await answer.text() : null };
  };
  const me = await read('/api/auth/me');
  const role = me.body ? JSON.parse(me.body).user.role : null;
  const state = {
    me,
    directory: await read('/api/doctors'),
    history: await read('/api/chat/history'),
    upcoming: await read(role === 'user' ? '/api/appointments' : '/api/appointments/professional'),
    feed: await read('/api/calendar/feed'),
  };
  return { html: '<main>' + url + '</main>', data: '<script type="application/json" id="state">' + JSON.stringify(state).replace(/</g, '\\\\u003c') + '</script>' };
}
`;

const clock = createTestClock('2026-05-04T08:00:00Z');
let t: TestApp;
let web: FastifyInstance;
let webDir: string;
let doctor: SignedIn;
let patient: SignedIn;
let appointmentId: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  webDir = mkdtempSync(path.join(tmpdir(), 'sanity-private-pages-'));
  mkdirSync(path.join(webDir, 'ssr'));
  writeFileSync(path.join(webDir, 'index.html'), INDEX);
  writeFileSync(path.join(webDir, 'ssr', 'entry-server.js'), RENDERER);
  web = await buildApp({ config: t.config, db: t.database.db, webDistDir: webDir, clock });
  doctor = await registerDoctor(web, { displayName: 'Ernesto Valli' });
  patient = await registerPatient(web, { displayName: 'Ottavia Zanetti' });
  await openPractice(web, doctor);
  const booked = await book(
    web,
    patient,
    bookingPayload(doctor.user.id, romeIso(futureDate(3, clock.now()), '10:00'), {
      customerInfo: { name: 'Ottavia Zanetti', email: 'ottavia@example.it', phone: '+39 333 765 4321', notes: 'Svenimenti ripetuti' },
      customFields: { motivo: 'Prima visita', allergie: 'Penicillina', peso: 62 },
    }),
  );
  expect(booked.statusCode, booked.body).toBe(201);
  appointmentId = booked.json<{ appointment: { id: string } }>().appointment.id;
  const chat = await web.inject({ method: 'POST', url: '/api/chat/messages', headers: { cookie: patient.cookie }, payload: { message: 'Ho un formicolio alla mano sinistra' } });
  expect(chat.statusCode, chat.body).toBe(200);
});
afterAll(async () => {
  await web.close();
  rmSync(webDir, { recursive: true, force: true });
  await t.close();
});

const page = (who: SignedIn, url = '/dottori') => web.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

describe('a page drawn on the server for a signed-in visitor', () => {
  test("the patient's page holds the directory and their account, not their Igea conversation nor their appointments", async () => {
    // The reads themselves still work for the patient's browser.
    expect((await web.inject({ url: '/api/chat/history', headers: { cookie: patient.cookie } })).body).toContain('formicolio');
    const response = await page(patient);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Ernesto Valli');
    expect(response.body).toContain('Ottavia Zanetti');
    expect(response.body).not.toContain('formicolio');
    expect(response.body).not.toContain(appointmentId);
    expect(response.body).not.toContain('Svenimenti');
    expect(response.body).not.toContain('Penicillina');
  });

  test("the doctor's page holds no patient: no appointment, name, notes or intake answers", async () => {
    for (const url of ['/dottori', `/doctor/${doctor.user.id}`]) {
      const response = await page(doctor, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('Ernesto Valli');
      expect(response.body, url).not.toContain(appointmentId);
      expect(response.body, url).not.toContain('Ottavia');
      expect(response.body, url).not.toContain('Svenimenti');
      expect(response.body, url).not.toContain('Penicillina');
    }
  });
});
