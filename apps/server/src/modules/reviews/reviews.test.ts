import type { DoctorList, DoctorPublic } from '@sanity/shared/schemas/doctors';
import type { AdminReview, DoctorReviewsPage, MyReview, ReviewableAppointment } from '@sanity/shared/schemas/reviews';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertConfirmedAppointment, openPractice, VISIT } from '../../../test/booking';
import { createAndLogin, createTestApp, patientSpec, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { auditLog } from '../../db/schema/privacy';
import { createTestClock } from '../../lib/clock';

// Issue 28 at fixed instants of the injected clock: Monday 4 May 2026, 10:00 in Rome.
const NOW = '2026-05-04T08:00:00Z';
const clock = createTestClock(NOW);
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let patient: SignedIn;
let stranger: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SESSION_IDLE_DAYS: '365', SESSION_TTL_DAYS: '365' } });
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  otherDoctor = await registerDoctor(t.app, { displayName: 'Laura Esposito' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  stranger = await registerPatient(t.app, { displayName: 'Paolo Verdi' });
  admin = await createAndLogin(t.app, patientSpec({ displayName: 'Anna Admin', admin: 1 }));
  await openPractice(t.app, doctor, [VISIT]);
  await openPractice(t.app, otherDoctor, [VISIT]);
});
afterAll(() => t.close());

type Who = SignedIn | null;
const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
const errorOf = (response: { json: <T>() => T }) => response.json<{ error: { message: string } }>().error.message;

let earlier = 0;
/**
 * A confirmed visit of `who` with `doc` that ended `endedAgoMs` before now (negative: still to end);
 * unless `exact`, 40 minutes earlier than the one before, so that one doctor's visits never overlap.
 */
function visit(who: SignedIn, endedAgoMs: number, overrides: Parameters<typeof insertConfirmedAppointment>[3] = {}, doc: SignedIn = doctor, exact = false) {
  const endsAt = new Date(clock.now().getTime() - endedAgoMs - (exact ? 0 : (earlier += 1) * 40 * 60_000));
  return insertConfirmedAppointment(t.database.db, { doctorId: doc.user.id, serviceId: VISIT.id, patient: who }, new Date(endsAt.getTime() - 30 * 60_000), overrides);
}

const CLEAN = 'Puntuale e molto chiaro nelle spiegazioni, studio accogliente.';
const review = (appointmentId: string, extra: Record<string, unknown> = {}) => ({ appointmentId, rating: 5, text: CLEAN, showAs: 'name', ...extra });
async function published(who: SignedIn, doc: SignedIn, rating: number): Promise<MyReview> {
  const response = await call(who, 'POST', '/api/reviews', review(await visit(who, DAY, {}, doc), { rating }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MyReview>();
}
const publicPage = async (doc: SignedIn, page = 1) => (await call(null, 'GET', `/api/doctors/${doc.user.id}/reviews?page=${page}`)).json<DoctorReviewsPage>();
const queue = async (status: 'pending' | 'reported') => (await call(admin, 'GET', `/api/admin/reviews?status=${status}`)).json<AdminReview[]>();

describe('who may review which visit', () => {
  test('only one’s own visit that took place, once, from its end to 30 days after', async () => {
    clock.set(NOW);
    const cancelled = await visit(patient, DAY, { status: 'annullato', cancelledAt: new Date(NOW), cancelledBy: 'patient' });
    const noShow = await visit(patient, DAY, { noShowAt: new Date(NOW), noShowBy: doctor.user.id });
    const ongoing = await visit(patient, -10 * 60_000, {}, doctor, true);
    const day30 = await visit(patient, 30 * DAY, {}, doctor, true);
    const day31 = await visit(patient, 31 * DAY, {}, doctor, true);
    const others = await visit(stranger, DAY);

    const reviewable = (await call(patient, 'GET', '/api/reviews/reviewable')).json<ReviewableAppointment[]>();
    expect(reviewable.map((v) => v.appointmentId)).toEqual([day30]);
    expect(reviewable[0]).toMatchObject({ doctorId: doctor.user.id, doctorName: 'Marco Bianchi', serviceName: 'Visita cardiologica', reviewableUntil: NOW.replace('Z', '.000Z') });

    const refusals: Array<[string, number, string]> = [
      [cancelled, 422, 'Non puoi recensire una visita annullata.'],
      [noShow, 422, 'Non puoi recensire una visita a cui non risulti presente.'],
      [ongoing, 422, 'Potrai lasciare una recensione dopo la visita.'],
      [day31, 422, 'Il tempo per recensire questa visita è scaduto: si può recensire entro 30 giorni dalla visita.'],
      [others, 404, 'Appuntamento non trovato.'],
      ['00000000-0000-0000-0000-000000000000', 404, 'Appuntamento non trovato.'],
    ];
    for (const [id, status, message] of refusals) {
      const response = await call(patient, 'POST', '/api/reviews', review(id));
      expect([response.statusCode, errorOf(response)], id).toEqual([status, message]);
    }
    expect((await call(null, 'POST', '/api/reviews', review(day30))).statusCode).toBe(401);

    const created = await call(patient, 'POST', '/api/reviews', review(day30, { subScores: { puntualita: 4, ascolto: 5 } }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<MyReview>()).toMatchObject({ appointmentId: day30, doctorName: 'Marco Bianchi', status: 'published', subScores: { puntualita: 4, ascolto: 5 }, reply: null });
    const again = await call(patient, 'POST', '/api/reviews', review(day30));
    expect([again.statusCode, errorOf(again)]).toEqual([409, 'Hai già lasciato una recensione per questa visita.']);
    expect((await call(patient, 'GET', '/api/reviews/reviewable')).json<ReviewableAppointment[]>()).toEqual([]);
    const page = await publicPage(doctor);
    expect(page.reviews[0]).toMatchObject({ author: 'Giulia R.', visitMonth: '2026-04', serviceName: 'Visita cardiologica', text: CLEAN });
  });

  test('a text outside the bounds or a sixth star is a 400 in Italian, nothing saved', async () => {
    const id = await visit(patient, DAY);
    const short = await call(patient, 'POST', '/api/reviews', review(id, { text: '  troppo corto   ' }));
    expect([short.statusCode, errorOf(short)]).toEqual([400, 'La recensione deve avere da 20 a 2000 caratteri.']);
    expect((await call(patient, 'POST', '/api/reviews', review(id, { rating: 6 }))).statusCode).toBe(400);
    expect((await call(patient, 'GET', '/api/reviews/reviewable')).json<ReviewableAppointment[]>().map((v) => v.appointmentId)).toContain(id);
  });
});

describe('moderation', () => {
  test('a phone number, an e-mail, a codice fiscale or an insult waits for an admin; approve publishes, reject hides', async () => {
    clock.set(NOW);
    const held: string[] = [];
    for (const text of ['Ottimo, chiamate pure il 333 123 4567 per info.', 'Scrivetemi a giulia.rossi@example.it se volete.', 'Il mio codice è RSSGLI80A41H501X, tutto bene.', 'Segretaria stronza, ma il medico è gentile.']) {
      clock.advance(60_000);
      const response = await call(patient, 'POST', '/api/reviews', review(await visit(patient, DAY), { text }));
      expect(response.json<MyReview>().status, text).toBe('pending');
      held.push(response.json<MyReview>().id);
    }
    const visibleBefore = (await publicPage(doctor)).reviews.map((x) => x.id);
    expect(visibleBefore.some((id) => held.includes(id))).toBe(false);
    const pending = await queue('pending');
    expect(pending.map((x) => x.id)).toEqual(held);
    expect(pending.map((x) => x.findings)).toEqual([
      ['Contiene un numero di telefono.'],
      ['Contiene un indirizzo e-mail.'],
      ['Contiene un codice fiscale o il numero di una tessera sanitaria.'],
      ['Contiene parole offensive.'],
    ]);
    expect(pending[0]).toMatchObject({ status: 'pending', doctorName: 'Marco Bianchi', reports: [] });

    for (const who of [null, patient, doctor]) {
      expect((await call(who, 'POST', `/api/admin/reviews/${held[0]}/decision`, { decision: 'approve' })).statusCode).toBe(who ? 403 : 401);
      expect((await call(who, 'GET', '/api/admin/reviews?status=pending')).statusCode).toBe(who ? 403 : 401);
    }
    const approved = await call(admin, 'POST', `/api/admin/reviews/${held[0]}/decision`, { decision: 'approve' });
    expect(approved.json<AdminReview>().status).toBe('published');
    const rejected = await call(admin, 'POST', `/api/admin/reviews/${held[3]}/decision`, { decision: 'reject', note: 'Linguaggio offensivo' });
    expect(rejected.json<AdminReview>().status).toBe('rejected');
    const twice = await call(admin, 'POST', `/api/admin/reviews/${held[3]}/decision`, { decision: 'approve' });
    expect([twice.statusCode, errorOf(twice)]).toEqual([409, 'Questa recensione è già stata valutata da un altro amministratore.']);

    const visible = (await publicPage(doctor)).reviews.map((x) => x.id);
    expect(visible[0]).toBe(held[0]);
    expect(visible).not.toContain(held[3]);
    const mine = (await call(patient, 'GET', '/api/reviews/mine')).json<MyReview[]>();
    expect(mine.find((x) => x.id === held[3])?.status).toBe('rejected');
    const audited = await t.database.db.select().from(auditLog).where(and(eq(auditLog.actorId, admin.user.id)));
    expect(audited.map((e) => e.action).sort()).toEqual(['admin.review.approve', 'admin.review.reject']);
    await call(admin, 'POST', `/api/admin/reviews/${held[1]}/decision`, { decision: 'reject' });
    await call(admin, 'POST', `/api/admin/reviews/${held[2]}/decision`, { decision: 'reject' });
  });
});

describe('reports and the doctor’s reply', () => {
  test('a report puts the review back in the queue while it stays visible; one per reader; not one’s own', async () => {
    const target = await published(patient, otherDoctor, 2);
    const url = `/api/reviews/${target.id}/report`;
    expect((await call(null, 'POST', url, { reason: 'Non è vero' })).statusCode).toBe(401);
    const own = await call(patient, 'POST', url, { reason: 'Ci ho ripensato' });
    expect([own.statusCode, errorOf(own)]).toEqual([403, 'Non puoi segnalare una tua recensione.']);
    expect((await call(stranger, 'POST', url, { reason: 'no' })).statusCode).toBe(400);
    expect((await call(stranger, 'POST', url, { reason: 'Parla di un’altra persona' })).statusCode).toBe(201);
    expect((await call(otherDoctor, 'POST', url, { reason: 'Non ho mai visitato questa paziente' })).statusCode).toBe(201);
    const again = await call(stranger, 'POST', url, { reason: 'Parla di un’altra persona' });
    expect([again.statusCode, errorOf(again)]).toEqual([409, 'Hai già segnalato questa recensione: la stiamo verificando.']);

    const reported = await queue('reported');
    expect(reported.map((x) => x.id)).toEqual([target.id]);
    expect(reported[0]!.reports.map((x) => x.reason)).toEqual(['Parla di un’altra persona', 'Non ho mai visitato questa paziente']);
    const reportsAudited = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'review.report'));
    expect(reportsAudited.map((e) => e.actorId).sort()).toEqual([stranger.user.id, otherDoctor.user.id].sort());
    expect((await publicPage(otherDoctor)).reviews.map((x) => x.id)).toContain(target.id);
    expect((await call(patient, 'GET', '/api/reviews/mine')).json<MyReview[]>().find((x) => x.id === target.id)?.status).toBe('published');

    await call(admin, 'POST', `/api/admin/reviews/${target.id}/decision`, { decision: 'approve' });
    expect(await queue('reported')).toEqual([]);
    expect((await publicPage(otherDoctor)).reviews.map((x) => x.id)).toContain(target.id);
  });

  test('one reply, only by the doctor reviewed; nobody else may reply', async () => {
    const target = await published(stranger, otherDoctor, 4);
    const url = `/api/reviews/${target.id}/reply`;
    expect((await call(null, 'POST', url, { text: 'Grazie!' })).statusCode).toBe(401);
    expect((await call(patient, 'POST', url, { text: 'Grazie!' })).statusCode).toBe(403);
    const notTheirs = await call(doctor, 'POST', url, { text: 'Grazie!' });
    expect([notTheirs.statusCode, errorOf(notTheirs)]).toEqual([403, 'Puoi rispondere solo alle recensioni che parlano di te.']);
    const replied = await call(otherDoctor, 'POST', url, { text: 'Grazie della fiducia, a presto.' });
    expect(replied.statusCode, replied.body).toBe(201);
    const repliesAudited = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'review.reply'));
    expect(repliesAudited.map((e) => e.actorId)).toEqual([otherDoctor.user.id]);
    const again = await call(otherDoctor, 'POST', url, { text: 'Modifico la risposta.' });
    expect([again.statusCode, errorOf(again)]).toEqual([409, 'Hai già risposto a questa recensione: la risposta non si può modificare.']);

    const shown = (await publicPage(otherDoctor)).reviews.find((x) => x.id === target.id);
    expect(shown?.reply).toEqual({ text: 'Grazie della fiducia, a presto.', publishedAt: clock.now().toISOString() });
    const own = await call(otherDoctor, 'GET', '/api/doctor/reviews');
    expect(own.json<DoctorReviewsPage>().reviews.find((x) => x.id === target.id)?.reply?.text).toBe('Grazie della fiducia, a presto.');
    expect((await call(patient, 'GET', '/api/doctor/reviews')).statusCode).toBe(403);
    expect((await call(stranger, 'GET', '/api/reviews/mine')).json<MyReview[]>()[0]?.reply?.text).toBe('Grazie della fiducia, a presto.');
  });
});

describe('the rating from three published reviews', () => {
  test('list, directory card, profile and JSON-LD: nothing below three, then the average and the count', async () => {
    const fresh = await registerDoctor(t.app, { displayName: 'Sara Neri' });
    await openPractice(t.app, fresh, [VISIT]);
    const card = async () => (await call(null, 'GET', '/api/doctors?q=Neri')).json<DoctorList>().doctors.find((d) => d.id === fresh.user.id)!;
    const profile = async () => (await call(null, 'GET', `/api/doctors/${fresh.user.id}`)).json<{ doctor: DoctorPublic }>().doctor;
    const jsonLd = async () => (await t.app.services.seo.doctorHead(fresh.user.id)).head;

    await published(patient, fresh, 5);
    await published(stranger, fresh, 4);
    // Read (and kept by the read cache) below the threshold...
    expect([(await card()).rating, (await profile()).rating, (await publicPage(fresh)).rating]).toEqual([null, null, null]);
    expect((await publicPage(fresh)).total).toBe(2);
    expect(await jsonLd()).not.toContain('aggregateRating');

    // ...and the third publication moves the doctor's versions: every read shows it at once.
    await published(patient, fresh, 4);
    const rating = { average: 4.3, count: 3 };
    expect([(await card()).rating, (await profile()).rating, (await publicPage(fresh)).rating]).toEqual([rating, rating, rating]);
    expect(await jsonLd()).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":4.3,"reviewCount":3,"bestRating":5,"worstRating":1}');
  });

  test('pages of ten, newest first', async () => {
    const busy = await registerDoctor(t.app, { displayName: 'Piero Gialli' });
    await openPractice(t.app, busy, [VISIT]);
    const ids: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      clock.set(new Date(new Date(NOW).getTime() + i * 60_000));
      ids.push((await published(i % 2 ? patient : stranger, busy, 3)).id);
    }
    const first = await publicPage(busy);
    expect([first.total, first.page, first.pageSize, first.reviews.length]).toEqual([11, 1, 10, 10]);
    expect(first.reviews.map((x) => x.id)).toEqual(ids.slice(1).reverse());
    expect((await publicPage(busy, 2)).reviews.map((x) => x.id)).toEqual([ids[0]]);
    clock.set(NOW);
  });
});
