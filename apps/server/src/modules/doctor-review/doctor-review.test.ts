import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ArticleList, ArticleSaved } from '@sanity/shared/schemas/articles';
import type { User } from '@sanity/shared/schemas/auth';
import type { AdminDoctorList, AdminDoctorEntry } from '@sanity/shared/schemas/doctor-review';
import type { DoctorList } from '@sanity/shared/schemas/doctors';
import type { Readiness } from '@sanity/shared/schemas/onboarding';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/privacy';
import { users } from '../../db/schema/users';
import { book, bookingPayload, futureDate, openPractice, romeIso } from '../../../test/booking';
import { createAndLogin, createTestApp, patientSpec, registerDoctor, registerPatient, uniqueEmail, type SignedIn, type TestApp } from '../../../test/helpers';

/** Issue 13 point 1, ADR 0013: a registered doctor waits for an admin; only approved doctors are seen, booked and publish. */

let t: TestApp;
let admin: SignedIn;
let patient: SignedIn;
let approvedDoctor: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAndLogin(t.app, patientSpec({ admin: 1, email: uniqueEmail('admin') }));
  patient = await registerPatient(t.app);
  approvedDoctor = await registerDoctor(t.app, { displayName: 'Dott.ssa Anna Conti' });
});
afterAll(() => t.close());

type Who = SignedIn | null;
const headers = (who: Who) => (who ? { cookie: who.cookie } : {});
const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: headers(who) });
const post = (who: Who, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: headers(who), ...(payload ? { payload } : {}) });

let counter = 0;
function articlePayload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    title: `Cuore sano: ${counter} consigli verificati (revisione)`,
    content: [{ id: 'p1', type: 'paragraph', data: { text: 'Camminare ogni giorno aiuta la pressione.' } }],
    tags: ['cuore'],
    featuredImage: 'https://immagini.esempio.it/cuore.webp',
    selectedCategories: ['cardiologia'],
    ...overrides,
  };
}

const me = async (who: SignedIn) => (await get(who, '/api/auth/me')).json<{ user: User }>().user;
const directoryIds = async (who: Who, q = '') => (await get(who, `/api/doctors?limit=50${q ? `&q=${encodeURIComponent(q)}` : ''}`)).json<DoctorList>().doctors.map((d) => d.id);
const auditOf = (subjectId: string) => t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId));

describe('admin routes', () => {
  const routes: Array<[string, string, object?]> = [
    ['GET', '/api/admin/doctors'],
    ['POST', '/api/admin/doctors/x/approve'],
    ['POST', '/api/admin/doctors/x/reject', { reason: 'Numero di iscrizione mancante' }],
  ];
  test.each(routes)('%s %s: 401 signed out, 403 for a patient and a doctor', async (method, url, payload) => {
    for (const [who, status] of [
      [null, 401],
      [patient, 403],
      [approvedDoctor, 403],
    ] as const) {
      const r = await t.app.inject({ method: method as 'GET' | 'POST', url, headers: headers(who), ...(payload ? { payload } : {}) });
      expect(r.statusCode, `${String(who?.user.role)} ${url}`).toBe(status);
      expect(r.json<{ error: { message: string } }>().error.message).toMatch(/^[A-Z]/);
    }
  });

  test('request again is for doctors only', async () => {
    expect((await post(null, '/api/practice/review/request')).statusCode).toBe(401);
    expect((await post(patient, '/api/practice/review/request')).statusCode).toBe(403);
  });
});

describe('a pending doctor', () => {
  let pending: SignedIn;
  beforeAll(async () => {
    pending = await registerDoctor(t.app, { displayName: 'Dott. Piero Attesa', licenseNumber: 'RM-55555', sectors: ['cardiologia', 'dermatologia'] }, { pending: true });
    await openPractice(t.app, pending);
  });

  test('reads their pending review on their account; others see nothing of it', async () => {
    expect((await me(pending)).doctorReview).toEqual({ status: 'pending', reason: null });
    expect((await me(patient)).doctorReview).toBeNull();
    expect((await me(approvedDoctor)).doctorReview).toEqual({ status: 'approved', reason: null });
  });

  test('is listed for the admin with licence and sectors, oldest first', async () => {
    const list = (await get(admin, '/api/admin/doctors')).json<AdminDoctorList>();
    const entry = list.doctors.find((d) => d.id === pending.user.id);
    expect(entry).toMatchObject({ displayName: 'Dott. Piero Attesa', licenseNumber: 'RM-55555', status: 'pending', rejectionReason: null, reviewedAt: null });
    expect(entry?.sectors.map((s) => s.id).sort()).toEqual(['cardiologia', 'dermatologia']);
    expect(entry?.sectors.every((s) => s.name.length > 0)).toBe(true);
    expect(list.doctors.some((d) => d.id === approvedDoctor.user.id)).toBe(false);
    const approvedList = (await get(admin, '/api/admin/doctors?status=approved')).json<AdminDoctorList>();
    expect(approvedList.doctors.some((d) => d.id === approvedDoctor.user.id)).toBe(true);
    expect((await get(admin, '/api/admin/overview')).json<{ pendingDoctors: number }>().pendingDoctors).toBeGreaterThanOrEqual(1);
  });

  test('is absent from the directory, its search and its cities, and has no page for others', async () => {
    expect(await directoryIds(patient)).not.toContain(pending.user.id);
    expect(await directoryIds(null, 'Attesa')).toEqual([]);
    expect(await directoryIds(patient)).toContain(approvedDoctor.user.id);
    for (const who of [null, patient, approvedDoctor]) {
      expect((await get(who, `/api/doctors/${pending.user.id}`)).statusCode).toBe(404);
      expect((await get(who, `/api/doctors/${pending.user.id}/services`)).statusCode).toBe(404);
      expect((await get(who, `/api/users/${pending.user.id}`)).statusCode).toBe(who ? 404 : 401);
    }
    const own = await get(pending, `/api/doctors/${pending.user.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ doctor: { isVerified: boolean } }>().doctor.isVerified).toBe(false);
    expect((await get(admin, `/api/doctors/${pending.user.id}`)).statusCode).toBe(200);
    const seo = await t.app.inject({ method: 'GET', url: `/doctor/${pending.user.id}` });
    expect(seo.statusCode).toBe(404);
    const ownSeo = await t.app.inject({ method: 'GET', url: `/doctor/${pending.user.id}`, headers: { cookie: pending.cookie } });
    expect(ownSeo.statusCode).toBe(200);
    expect(ownSeo.body).toContain('noindex');
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(pending.user.id);
  });

  test('cannot be booked: 403 doctor-not-verified on the availability check and the booking', async () => {
    const date = futureDate(5);
    const check = await post(patient, '/api/appointments/check-availability', { professionalId: pending.user.id, date, timeSlots: ['10:00'] });
    expect(check.statusCode).toBe(403);
    expect(check.json<{ error: { code: string } }>().error.code).toBe('doctor-not-verified');
    const booking = await book(t.app, patient, bookingPayload(pending.user.id, romeIso(date, '10:00')));
    expect(booking.statusCode).toBe(403);
    const bookingError = booking.json<{ error: { code: string; message: string } }>().error;
    expect(bookingError.code).toBe('doctor-not-verified');
    expect(bookingError.message).toContain('verificato');
  });

  test('saves drafts but cannot publish; the checklist says verification is missing', async () => {
    const draft = await post(pending, '/api/articles/drafts', { title: 'Bozza in attesa' });
    expect(draft.statusCode).toBe(200);
    const draftId = draft.json<{ draftId: string }>().draftId;
    const refused = await post(pending, '/api/articles', articlePayload({ draftId }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('doctor-not-verified');
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/articles/${draftId}`, headers: headers(pending), payload: { ...articlePayload(), status: 'published' } });
    expect(patched.statusCode).toBe(403);
    const readiness = (await get(pending, '/api/practice/readiness')).json<Readiness>();
    expect(readiness.steps[0]).toEqual({ key: 'verification', done: false });
    expect(readiness.bookable).toBe(false);
  });

  test('approved by the admin: listed, open, bookable, publishing; audit entry and e-mail', async () => {
    const r = await post(admin, `/api/admin/doctors/${pending.user.id}/approve`);
    expect(r.statusCode).toBe(200);
    const entry = r.json<{ doctor: AdminDoctorEntry }>().doctor;
    expect(entry).toMatchObject({ status: 'approved', rejectionReason: null });
    expect(typeof entry.reviewedAt).toBe('string');
    expect((await post(admin, `/api/admin/doctors/${pending.user.id}/approve`)).statusCode).toBe(409);

    expect(await directoryIds(patient)).toContain(pending.user.id);
    const profile = await get(null, `/api/doctors/${pending.user.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json<{ doctor: { isVerified: boolean } }>().doctor.isVerified).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/doctor/${pending.user.id}` })).statusCode).toBe(200);
    const booking = await book(t.app, patient, bookingPayload(pending.user.id, romeIso(futureDate(6), '11:00')));
    expect(booking.statusCode).toBe(201);
    const published = await post(pending, '/api/articles', articlePayload());
    expect(published.statusCode).toBe(201);
    expect((await get(pending, '/api/practice/readiness')).json<Readiness>()).toMatchObject({ bookable: true });
    expect((await me(pending)).doctorReview).toEqual({ status: 'approved', reason: null });

    const entries = await auditOf(pending.user.id);
    expect(entries.map((e) => [e.action, e.actorId, e.actorRole, e.targetId])).toContainEqual(['admin.doctor.approve', admin.user.id, 'admin', pending.user.id]);

    await t.app.services.jobs.drain();
    const outbox = path.join(t.config.DATA_DIR, 'outbox');
    const files = (await readdir(outbox)).filter((f) => f.includes(`_${pending.user.id}_doctor-review_`));
    expect(files).toHaveLength(1);
    const mail = await readFile(path.join(outbox, files[0]!), 'utf8');
    expect(mail).toContain(pending.user.email);
    expect(mail).toMatch(/verificato/);
  });
});

describe('rejection', () => {
  let doctor: SignedIn;
  beforeAll(async () => {
    doctor = await registerDoctor(t.app, { displayName: 'Dott. Rino Rifiutato' }, { pending: true });
  });

  test('needs a reason of 3 to 500 characters (Italian 400) and a doctor id (404)', async () => {
    for (const payload of [{}, { reason: ' a ' }, { reason: 'x'.repeat(501) }]) {
      const r = await post(admin, `/api/admin/doctors/${doctor.user.id}/reject`, payload);
      expect(r.statusCode).toBe(400);
      expect(r.json<{ error: { message: string } }>().error.message).toMatch(/motivo/i);
    }
    expect((await post(admin, `/api/admin/doctors/${patient.user.id}/reject`, { reason: 'Non è un dottore' })).statusCode).toBe(404);
    expect((await post(admin, `/api/admin/doctors/${patient.user.id}/approve`)).statusCode).toBe(404);
    expect((await post(admin, '/api/admin/doctors/non-esiste/approve')).statusCode).toBe(404);
  });

  test('the doctor reads the reason, asks again and is pending again', async () => {
    expect((await post(doctor, '/api/practice/review/request')).statusCode).toBe(409);
    const reason = 'Il numero di iscrizione non risulta all’albo indicato.';
    const r = await post(admin, `/api/admin/doctors/${doctor.user.id}/reject`, { reason });
    expect(r.statusCode).toBe(200);
    expect(r.json<{ doctor: AdminDoctorEntry }>().doctor).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect((await post(admin, `/api/admin/doctors/${doctor.user.id}/reject`, { reason })).statusCode).toBe(409);
    expect((await me(doctor)).doctorReview).toEqual({ status: 'rejected', reason });
    const rejectedList = (await get(admin, '/api/admin/doctors?status=rejected')).json<AdminDoctorList>();
    expect(rejectedList.doctors.find((d) => d.id === doctor.user.id)?.rejectionReason).toBe(reason);
    expect((await auditOf(doctor.user.id)).map((e) => e.action)).toContain('admin.doctor.reject');
    expect((await auditOf(doctor.user.id)).every((e) => !JSON.stringify(e.details).includes(reason))).toBe(true);

    await t.app.services.jobs.drain();
    const outbox = path.join(t.config.DATA_DIR, 'outbox');
    const files = (await readdir(outbox)).filter((f) => f.includes(`_${doctor.user.id}_doctor-review_`));
    expect(files).toHaveLength(1);

    const again = await post(doctor, '/api/practice/review/request');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ review: { status: 'pending', reason: null } });
    expect((await me(doctor)).doctorReview).toEqual({ status: 'pending', reason: null });
    expect((await post(doctor, '/api/practice/review/request')).statusCode).toBe(409);
  });

  test('pages with limit and cursor; a foreign cursor is a 400', async () => {
    await registerDoctor(t.app, { displayName: 'Dott. Primo Pagina' }, { pending: true });
    await registerDoctor(t.app, { displayName: 'Dott. Secondo Pagina' }, { pending: true });
    const first = (await get(admin, '/api/admin/doctors?limit=1')).json<AdminDoctorList>();
    expect(first.doctors).toHaveLength(1);
    expect(first.nextCursor).toBeTruthy();
    const second = (await get(admin, `/api/admin/doctors?limit=1&cursor=${first.nextCursor}`)).json<AdminDoctorList>();
    expect(second.doctors[0]!.id).not.toBe(first.doctors[0]!.id);
    expect(second.doctors[0]!.createdAt >= first.doctors[0]!.createdAt).toBe(true);
    expect((await get(admin, '/api/admin/doctors?cursor=abc')).statusCode).toBe(400);
    expect((await get(admin, '/api/admin/doctors?status=tutti')).statusCode).toBe(400);
  });
});

describe('a disabled author', () => {
  test('leaves the directory, and their articles leave lists, search, favourites and the article page', async () => {
    const doctor = await registerDoctor(t.app, { displayName: 'Dott. Dario Disattivato' });
    const saved = await post(doctor, '/api/articles', articlePayload({ title: 'Zenzero e digestione: cosa dice la ricerca' }));
    expect(saved.statusCode).toBe(201);
    const article = saved.json<ArticleSaved>().article;
    expect((await post(patient, `/api/articles/${article.id}/favorite`)).statusCode).toBeLessThan(300);
    const listed = async () => (await get(patient, '/api/articles?limit=50')).json<ArticleList>().articles.map((a) => a.id);
    const searched = async () => (await get(patient, '/api/search?q=zenzero')).json<{ results: Array<{ id: string }> }>().results.map((a) => a.id);
    const favourites = async () => JSON.stringify((await get(patient, '/api/favorites')).json());
    expect(await listed()).toContain(article.id);
    expect(await searched()).toContain(article.id);
    expect(await favourites()).toContain(article.id);

    await t.database.db.update(users).set({ isDisabled: true }).where(and(eq(users.id, doctor.user.id)));
    expect(await directoryIds(patient)).not.toContain(doctor.user.id);
    expect((await get(patient, `/api/doctors/${doctor.user.id}`)).statusCode).toBe(404);
    expect(await listed()).not.toContain(article.id);
    expect(await searched()).not.toContain(article.id);
    expect(await favourites()).not.toContain(article.id);
    expect((await get(patient, `/api/articles/${article.id}`)).statusCode).toBe(404);
    expect((await get(null, `/api/articles/${article.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(article.id);

    await t.database.db.update(users).set({ isDisabled: false }).where(eq(users.id, doctor.user.id));
    expect(await listed()).toContain(article.id);
  });
});
