import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DataExport } from '@sanity/shared/schemas/privacy';
import type { DoctorReviewsPage, MyReview } from '@sanity/shared/schemas/reviews';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertConfirmedAppointment, openPractice, VISIT } from '../../../test/booking';
import { createAndLogin, createTestApp, patientSpec, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { markEmailVerified } from '../../../test/verification';
import { createTestClock } from '../../lib/clock';

// Issue 28: the e-mails (invitation the day after, the doctor's notice), the export, erasure and a
// disabled doctor. Monday 4 May 2026, 08:00 in Rome: before the invitations' 09:00.
const clock = createTestClock('2026-05-04T06:00:00Z');
let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;
let quiet: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { PUBLIC_URL: 'https://sanity.example.it', SESSION_IDLE_DAYS: '365', SESSION_TTL_DAYS: '365' } });
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  quiet = await registerPatient(t.app, { displayName: 'Paolo Verdi' });
  admin = await createAndLogin(t.app, patientSpec({ displayName: 'Anna Admin', admin: 1 }));
  await markEmailVerified(t, doctor.user.id, patient.user.id, quiet.user.id);
  await openPractice(t.app, doctor, [VISIT]);
});
afterAll(() => t.close());

const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
const visitAt = (who: SignedIn, startsAt: string) => insertConfirmedAppointment(t.database.db, { doctorId: doctor.user.id, serviceId: VISIT.id, patient: who }, new Date(startsAt));
const TEXT = 'Puntuale, chiaro e gentile: lo consiglio a chi cerca ascolto.';

/** The messages of one kind about `subjectId` in the outbox, after the due jobs ran. */
async function mailsOf(subjectId: string, kind: string): Promise<ParsedMail[]> {
  await t.app.services.jobs.drain();
  const dir = path.join(t.config.DATA_DIR, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.includes(`_${subjectId}_${kind}_`));
  return Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
}

describe('e-mails', () => {
  test('the invitation goes the day after the visit, from 09:00, once; not to who switched e-mails off, nor for a reviewed visit', async () => {
    // Sunday 3 May, 16:00 in Rome.
    const invited = await visitAt(patient, '2026-05-03T14:00:00Z');
    const reviewed = await visitAt(patient, '2026-05-03T15:00:00Z');
    const switchedOff = await visitAt(quiet, '2026-05-03T16:00:00Z');
    expect((await call(quiet, 'PUT', '/api/users/me/notifications', { emailReminders: false, sms: false })).statusCode).toBe(200);
    expect((await call(patient, 'POST', '/api/reviews', { appointmentId: reviewed, rating: 5, text: TEXT, showAs: 'name' })).statusCode).toBe(201);

    expect(await mailsOf(invited, 'review-invite')).toHaveLength(0);
    clock.set('2026-05-04T07:30:00Z');
    const [mail, ...more] = await mailsOf(invited, 'review-invite');
    expect(more).toHaveLength(0);
    expect(mail!.to).toMatchObject({ value: [{ address: patient.user.email }] });
    expect(mail!.subject).toBe('Com’è andata la tua visita?');
    expect(mail!.text).toContain(`Lascia una recensione: https://sanity.example.it/appuntamenti?recensione=${invited}`);
    expect(mail!.text).toMatch(/Non vuoi più ricevere queste e-mail\? https:\/\/sanity\.example\.it\/notifiche\/disattiva\?token=\S+&canale=email/);
    expect(mail!.html).toContain(`href="https://sanity.example.it/appuntamenti?recensione=${invited}"`);
    expect(await mailsOf(reviewed, 'review-invite')).toHaveLength(0);
    expect(await mailsOf(switchedOff, 'review-invite')).toHaveLength(0);

    // Later runs of the task send nothing again.
    clock.set('2026-05-04T12:00:00Z');
    expect(await mailsOf(invited, 'review-invite')).toHaveLength(1);
  });

  test('the doctor is told of a review published at once, or when an admin approves one', async () => {
    const now = await visitAt(patient, '2026-05-02T08:00:00Z');
    const held = await visitAt(quiet, '2026-05-02T09:00:00Z');
    const first = (await call(patient, 'POST', '/api/reviews', { appointmentId: now, rating: 4, text: TEXT, showAs: 'verified' })).json<MyReview>();
    const [notice] = await mailsOf(first.id, 'review-published');
    expect(notice!.to).toMatchObject({ value: [{ address: doctor.user.email }] });
    expect(notice!.text).toContain('un paziente ha pubblicato una recensione verificata su di te (4 su 5)');

    const pending = (await call(quiet, 'POST', '/api/reviews', { appointmentId: held, rating: 3, text: `${TEXT} Tel. 333 1234567`, showAs: 'name' })).json<MyReview>();
    expect(pending.status).toBe('pending');
    expect(await mailsOf(pending.id, 'review-published')).toHaveLength(0);
    await call(admin, 'POST', `/api/admin/reviews/${pending.id}/decision`, { decision: 'approve' });
    expect(await mailsOf(pending.id, 'review-published')).toHaveLength(1);
  });
});

describe('privacy and a disabled doctor', () => {
  const page = async () => (await call(null, 'GET', `/api/doctors/${doctor.user.id}/reviews`)).json<DoctorReviewsPage>();

  test('the export holds one’s reviews; erasure leaves their texts signed “Paziente”', async () => {
    const exported = (await call(patient, 'GET', '/api/account/export')).json<DataExport>();
    expect(exported.reviews.map((x) => [x.text, x.author, x.status])).toEqual([
      [TEXT, 'Paziente verificato', 'published'],
      [TEXT, 'Giulia R.', 'published'],
    ]);
    expect((await call(patient, 'GET', '/api/account/export?format=html')).body).toContain('Le tue recensioni');

    expect((await page()).reviews.map((x) => x.author)).toContain('Giulia R.');
    const erased = await call(patient, 'DELETE', '/api/account', { currentPassword: 'Paziente123!' });
    expect(erased.statusCode, erased.body).toBe(204);
    const after = await page();
    expect(after.reviews.map((x) => x.author)).not.toContain('Giulia R.');
    expect(after.reviews.filter((x) => x.author === 'Paziente').map((x) => x.text)).toEqual([TEXT, TEXT]);
    expect(after.total).toBe(3);
  });

  test('a disabled doctor’s reviews leave with the profile', async () => {
    expect((await page()).total).toBe(3);
    const disabled = await call(admin, 'POST', `/api/admin/users/${doctor.user.id}/disable`, { reason: 'Profilo segnalato dall’Ordine dei medici' });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const response = await call(null, 'GET', `/api/doctors/${doctor.user.id}/reviews`);
    expect([response.statusCode, response.json<{ error: { message: string } }>().error.message]).toEqual([404, 'Profilo non trovato']);
  });
});
