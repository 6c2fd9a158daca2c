import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { WAITLIST_ACTIVE_ENTRIES_MAX, WAITLIST_OFFER_MINUTES } from '@sanity/shared/constants';
import { itWaitlist as w } from '@sanity/shared/i18n/it-waitlist';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { book, bookingPayload, ECG, openPractice, romeIso, VISIT } from '../../../test/booking';
import { markEmailVerified } from '../../../test/verification';
import { appointments } from '../../db/schema/appointments';
import { waitlistEntries, waitlistOffers } from '../../db/schema/schedule';
import { jobs } from '../../db/schema/jobs';
import { createTestClock } from '../../lib/clock';
import { createServices } from '../../services';
import { AppError } from '../../lib/app-error';
import { createJobRunner } from '../jobs/jobs.service';
import { createMailer } from '../notifications/mailer';
import type { Appointment } from '@sanity/shared/schemas/appointments';
import type { AppointmentMover } from './waitlist-deps';
import { createWaitlistService } from './waitlist.service';

// Monday 30 November 2026, 10:00 in Rome: the freed time below is on Thursday 3 December.
const START = '2026-11-30T09:00:00Z';
const clock = createTestClock(START);
const DAY = '2026-12-03';
const FREED = romeIso(DAY, '10:00');

let t: TestApp;
let doctor: SignedIn;
let booker: SignedIn;
let waiting: SignedIn[];
let outbox: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  doctor = await registerDoctor(t.app, { displayName: 'Dott. Marco Bianchi' });
  await openPractice(t.app, doctor);
  booker = await registerPatient(t.app, { displayName: 'Bruno Prenotato' });
  waiting = [];
  for (let i = 0; i < 8; i += 1) waiting.push(await registerPatient(t.app, { displayName: `Paziente Attesa ${i}` }));
  await markEmailVerified(t, booker.user.id, ...waiting.map((p) => p.user.id));
  outbox = path.join(t.config.DATA_DIR, 'outbox');
});
afterAll(() => t.close());
beforeEach(async () => {
  clock.set(START);
  await t.app.services.jobs.drain();
  await t.database.db.delete(waitlistEntries);
  await t.database.db.delete(appointments);
  await t.database.db.delete(jobs);
  await rm(outbox, { recursive: true, force: true });
});

function join(who: SignedIn, body: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/waitlist', headers: { cookie: who.cookie }, payload: { doctorId: doctor.user.id, untilDate: '2026-12-20', ...body } });
}

/** Joins in this order, a second apart (the list's order is the creation order). */
async function joinAll(who: SignedIn[], body: Record<string, unknown> = {}): Promise<void> {
  for (const p of who) {
    clock.advance(1000);
    expect((await join(p, body)).statusCode).toBe(201);
  }
}

/** A booking at the freed time by `booker`, then cancelled: its time is freed and the offering job runs. */
async function freeTheTime(): Promise<string> {
  const booked = await book(t.app, booker, bookingPayload(doctor.user.id, FREED));
  expect(booked.statusCode).toBe(201);
  const id = booked.json<{ appointment: { id: string } }>().appointment.id;
  const cancelled = await t.app.inject({ method: 'POST', url: `/api/appointments/${id}/cancel`, headers: { cookie: booker.cookie }, payload: {} });
  expect(cancelled.statusCode).toBe(200);
  await t.app.services.jobs.drain();
  return id;
}

const hashOf = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 10);

/** The waiting-list e-mails of one kind in the outbox, by recipient; the offer's link token when there is one. */
async function mails(kind: 'waitlist-offer' | 'waitlist-gone'): Promise<Array<{ to: SignedIn; token: string | null; text: string }>> {
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.includes(`_${kind}_`)).sort();
  const everyone = [booker, ...waiting];
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(await readFile(path.join(outbox, file)));
      const to = everyone.find((p) => file.includes(`_${hashOf(p.user.email)}`))!;
      return { to, token: /\/lista-attesa\/offerta\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1] ?? null, text: mail.text ?? '' };
    }),
  );
}

const accept = (who: SignedIn, token: string, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/waitlist/offer/accept',
    headers: { cookie: who.cookie },
    payload: { token, customFields: { motivo: 'Controllo', allergie: 'Nessuna' }, healthDataConsent: true, ...body },
  });

describe('joining and leaving', () => {
  test('a patient joins, sees the entry and leaves it; another account cannot touch it', async () => {
    const joined = await join(waiting[0]!, { serviceId: VISIT.id, weekdays: [4, 2], timeFrom: '09:00', timeTo: '12:00' });
    expect(joined.statusCode).toBe(201);
    const entry = joined.json<{ entry: { id: string } }>().entry;
    expect(entry).toMatchObject({ doctorName: 'Dott. Marco Bianchi', serviceName: VISIT.name, weekdays: [2, 4], timeFrom: '09:00', timeTo: '12:00', untilDate: '2026-12-20', appointmentId: null });
    const list = await t.app.inject({ method: 'GET', url: '/api/waitlist', headers: { cookie: waiting[0]!.cookie } });
    expect(list.json<{ entries: unknown[] }>().entries).toHaveLength(1);

    const stranger = await t.app.inject({ method: 'DELETE', url: `/api/waitlist/${entry.id}`, headers: { cookie: waiting[1]!.cookie } });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ error: { code: 'not-found', message: w.entryNotFound } });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/waitlist/${entry.id}`, headers: { cookie: waiting[0]!.cookie } })).statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/waitlist', headers: { cookie: waiting[0]!.cookie } });
    expect(after.json()).toEqual({ entries: [] });
  });

  test('bad input gets an Italian 4xx and saves nothing', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ untilDate: '2026-11-30' }, 400, w.untilPast],
      [{ timeFrom: '12:00', timeTo: '09:00' }, 400, w.timeRangeInvalid],
      [{ timeFrom: '12:00' }, 400, w.timeRangeIncomplete],
      [{ weekdays: [8] }, 400, w.weekdaysInvalid],
      [{ serviceId: 'nessuno' }, 400, 'Il servizio scelto non è disponibile.'],
      [{ doctorId: booker.user.id }, 404, 'Professionista non trovato'],
    ];
    for (const [body, status, message] of cases) {
      const response = await join(waiting[0]!, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(message);
    }
    const unverified = await registerPatient(t.app);
    expect((await join(unverified)).json()).toEqual({ error: { code: 'email-not-verified', message: w.emailNotVerified } });
    expect(await t.database.db.select().from(waitlistEntries)).toEqual([]);
  });

  test(`at most ${WAITLIST_ACTIVE_ENTRIES_MAX} active entries; leaving one makes room`, async () => {
    const ids: string[] = [];
    for (let i = 0; i < WAITLIST_ACTIVE_ENTRIES_MAX; i += 1) ids.push((await join(waiting[0]!)).json<{ entry: { id: string } }>().entry.id);
    const refused = await join(waiting[0]!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'failed-precondition', message: w.tooManyEntries(WAITLIST_ACTIVE_ENTRIES_MAX) } });
    await t.app.inject({ method: 'DELETE', url: `/api/waitlist/${ids[0]}`, headers: { cookie: waiting[0]!.cookie } });
    expect((await join(waiting[0]!)).statusCode).toBe(201);
  });

  test('entries end by themselves past their date', async () => {
    await join(waiting[0]!, { untilDate: '2026-12-02' });
    clock.set('2026-12-03T08:00:00Z');
    // Already at read time, before the periodic task ran.
    expect((await t.app.inject({ method: 'GET', url: '/api/waitlist', headers: { cookie: waiting[0]!.cookie } })).json()).toEqual({ entries: [] });
    expect(await t.app.services.waitlist.endStale()).toBe(1);
    const [row] = await t.database.db.select().from(waitlistEntries);
    expect(row).toMatchObject({ status: 'ended', endedAt: new Date('2026-12-03T08:00:00Z') });
  });

  test("one's entries are in one's data export, JSON and HTML, with what one asked for", async () => {
    expect((await join(waiting[0]!, { serviceId: ECG.id, weekdays: [1, 4], timeFrom: '09:00', timeTo: '12:00' })).statusCode).toBe(201);
    const exported = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: waiting[0]!.cookie } });
    expect(exported.statusCode).toBe(200);
    expect(exported.json<{ waitlist: unknown[] }>().waitlist).toEqual([
      expect.objectContaining({ doctorName: 'Dott. Marco Bianchi', serviceName: ECG.name, weekdays: [1, 4], timeFrom: '09:00', timeTo: '12:00', untilDate: '2026-12-20', status: 'active' }),
    ]);
    const html = await t.app.inject({ method: 'GET', url: '/api/account/export?format=html', headers: { cookie: waiting[0]!.cookie } });
    expect(html.body).toContain('Liste d’attesa');
    expect(html.body).toContain('Lunedì, Giovedì; dalle 09:00 alle 12:00; fino al 20 dicembre 2026');
    // Nobody else's entries.
    const other = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: waiting[1]!.cookie } });
    expect(other.json<{ waitlist: unknown[] }>().waitlist).toEqual([]);
  });

  test('longer weekly hours are offered to who waits for them; a save that adds nothing offers nothing', async () => {
    const late = await registerDoctor(t.app, { displayName: 'Dott.ssa Serena Tardi' });
    await openPractice(t.app, late, [VISIT]);
    expect((await join(waiting[5]!, { doctorId: late.user.id, timeFrom: '20:00', timeTo: '21:00' })).statusCode).toBe(201);
    const saveHours = async (end: string) => {
      const week = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, { isAvailable: true, timeSlots: [{ start: '08:00', end }] }]));
      const saved = await t.app.inject({ method: 'PUT', url: '/api/practice/config', headers: { cookie: late.cookie }, payload: { services: [VISIT], availabilities: [{ serviceId: VISIT.id, weeklySchedule: week }] } });
      expect(saved.statusCode, saved.body).toBe(200);
      await t.app.services.jobs.drain();
    };
    await saveHours('19:00');
    expect(await mails('waitlist-offer')).toEqual([]);
    await saveHours('21:00');
    const [offer, ...more] = await mails('waitlist-offer');
    expect(more).toEqual([]);
    expect(offer).toMatchObject({ to: waiting[5] });
    // An evening time of the coming weeks, the only new ones.
    expect(offer!.text).toMatch(/(dicembre|gennaio) 202[67], 20:00/);
  });

  test("erasing one's account removes one's entries", async () => {
    const leaving = await registerPatient(t.app);
    await markEmailVerified(t, leaving.user.id);
    expect((await join(leaving)).statusCode).toBe(201);
    const erased = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: leaving.cookie }, payload: { currentPassword: 'Paziente123!' } });
    expect(erased.statusCode).toBe(204);
    expect(await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.patientId, leaving.user.id))).toEqual([]);
  });

  test("a patient's erasure frees their booked time, offered to who waits as a cancellation's is", async () => {
    const leaving = await registerPatient(t.app);
    await markEmailVerified(t, leaving.user.id);
    expect((await book(t.app, leaving, bookingPayload(doctor.user.id, FREED))).statusCode).toBe(201);
    await joinAll(waiting.slice(0, 2));
    const erased = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: leaving.cookie }, payload: { currentPassword: 'Paziente123!' } });
    expect(erased.statusCode).toBe(204);
    await t.app.services.jobs.drain();
    const offers = await mails('waitlist-offer');
    expect(offers.map((m) => m.to.user.id).sort()).toEqual(waiting.slice(0, 2).map((p) => p.user.id).sort());
    expect(offers[0]!.text).toContain('giovedì 3 dicembre 2026, 10:00');
  });

  test('the doctor sees how many patients wait; patients may not ask', async () => {
    await joinAll(waiting.slice(0, 3));
    await join(waiting[0]!, { serviceId: ECG.id });
    const count = await t.app.inject({ method: 'GET', url: '/api/waitlist/waiting', headers: { cookie: doctor.cookie } });
    expect(count.json()).toEqual({ waiting: 3 });
    expect((await t.app.inject({ method: 'GET', url: '/api/waitlist/waiting', headers: { cookie: waiting[0]!.cookie } })).statusCode).toBe(403);
  });
});

describe('offers', () => {
  test('a freed time is offered to the first five entries that fit, never to those that do not', async () => {
    // These four do not fit Thursday 3 December at 10:00.
    await join(waiting[6]!, { weekdays: [1, 2] });
    await join(waiting[7]!, { timeFrom: '14:00', timeTo: '18:00' });
    await join(waiting[6]!, { untilDate: '2026-12-02' });
    await join(waiting[7]!, { serviceId: VISIT.id, timeFrom: '10:30', timeTo: '12:00' });
    await joinAll(waiting.slice(0, 6));
    await freeTheTime();

    const offers = await mails('waitlist-offer');
    expect(offers.map((m) => m.to.user.id).sort()).toEqual(waiting.slice(0, 5).map((p) => p.user.id).sort());
    expect(offers[0]!.text).toContain('giovedì 3 dicembre 2026, 10:00');
    expect(offers[0]!.text).toContain(`vale ${WAITLIST_OFFER_MINUTES} minuti`);
    // Only the hash of the link is stored.
    const rows = await t.database.db.select().from(waitlistOffers);
    expect(rows).toHaveLength(5);
    for (const m of offers) expect(rows.some((r) => r.tokenHash === createHash('sha256').update(m.token!).digest('hex'))).toBe(true);
  });

  test('five accept at once: exactly one booking, four are told it is gone', async () => {
    await joinAll(waiting.slice(0, 5), { serviceId: VISIT.id });
    await freeTheTime();
    const offers = await mails('waitlist-offer');
    expect(offers).toHaveLength(5);
    const answers = await Promise.all(offers.map((m) => accept(m.to, m.token!)));
    const won = answers.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((r) => r.statusCode !== 200)) {
      expect(lost.statusCode).toBe(409);
      expect(lost.json()).toEqual({ error: { code: 'offer-gone', message: w.offerGone } });
    }
    const held = await t.database.db.select().from(appointments).where(and(eq(appointments.startsAt, new Date(FREED)), eq(appointments.status, 'confermato')));
    expect(held).toHaveLength(1);
    const winner = offers[answers.indexOf(won[0]!)]!.to;
    expect(held[0]!.patientId).toBe(winner.user.id);
    expect(held[0]!.customerEmail).toBe(winner.user.email);
    const entries = await t.database.db.select().from(waitlistEntries);
    expect(entries.filter((e) => e.status === 'fulfilled').map((e) => e.patientId)).toEqual([winner.user.id]);
    expect(entries.filter((e) => e.status === 'active')).toHaveLength(4);
    const statuses = (await t.database.db.select().from(waitlistOffers)).map((o) => o.status).sort();
    expect(statuses).toEqual(['accepted', 'gone', 'gone', 'gone', 'gone']);
    // The page of a gone offer says so, in Italian.
    const loser = offers.find((m) => m.to !== winner)!;
    const view = await t.app.inject({ method: 'GET', url: `/api/waitlist/offer?token=${loser.token}`, headers: { cookie: loser.to.cookie } });
    expect(view.json<{ offer: { status: string } }>().offer.status).toBe('gone');
  });

  test('an offer expires after its minutes and the time goes to the next fitting patients', async () => {
    await joinAll(waiting.slice(0, 7));
    await freeTheTime();
    const first = await mails('waitlist-offer');
    expect(first.map((m) => m.to.user.id).sort()).toEqual(waiting.slice(0, 5).map((p) => p.user.id).sort());
    await rm(outbox, { recursive: true, force: true });

    clock.advance(WAITLIST_OFFER_MINUTES * 60_000 - 1000);
    await t.app.services.jobs.drain();
    expect(await mails('waitlist-offer')).toEqual([]);
    clock.advance(1000);
    await t.app.services.jobs.drain();
    const next = await mails('waitlist-offer');
    expect(next.map((m) => m.to.user.id).sort()).toEqual(waiting.slice(5, 7).map((p) => p.user.id).sort());

    const late = first[0]!;
    const refused = await accept(late.to, late.token!);
    expect(refused.json()).toEqual({ error: { code: 'offer-expired', message: w.offerExpired } });
    expect((await accept(next[0]!.to, next[0]!.token!)).statusCode).toBe(200);
  });

  test('an expired offer whose time was taken meanwhile is not offered again', async () => {
    await joinAll(waiting.slice(0, 6));
    await freeTheTime();
    await rm(outbox, { recursive: true, force: true });
    expect((await book(t.app, booker, bookingPayload(doctor.user.id, FREED))).statusCode).toBe(201);
    clock.advance(WAITLIST_OFFER_MINUTES * 60_000);
    await t.app.services.jobs.drain();
    expect(await mails('waitlist-offer')).toEqual([]);
    expect((await t.database.db.select().from(waitlistOffers)).every((o) => o.status === 'expired')).toBe(true);
  });

  test('the link works only for its patient, and asks to sign in', async () => {
    await joinAll([waiting[0]!]);
    await freeTheTime();
    const [offer] = await mails('waitlist-offer');
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/waitlist/offer?token=${offer!.token}` });
    expect(anonymous.json()).toEqual({ error: { code: 'unauthenticated', message: w.mustSignIn } });
    const other = await t.app.inject({ method: 'GET', url: `/api/waitlist/offer?token=${offer!.token}`, headers: { cookie: waiting[1]!.cookie } });
    expect(other.json()).toEqual({ error: { code: 'offer-other-account', message: w.offerOtherAccount } });
    const own = await t.app.inject({ method: 'GET', url: `/api/waitlist/offer?token=${offer!.token}`, headers: { cookie: waiting[0]!.cookie } });
    expect(own.json<{ offer: unknown }>().offer).toMatchObject({ status: 'offered', doctorName: 'Dott. Marco Bianchi', dateTime: FREED, appointmentId: null });
    // Missing intake answers: a clear 400, and the offer stays open for a second try.
    const missing = await accept(waiting[0]!, offer!.token!, { customFields: {} });
    expect(missing.statusCode).toBe(400);
    expect((await accept(waiting[0]!, offer!.token!)).statusCode).toBe(200);
    expect((await accept(waiting[0]!, offer!.token!)).json()).toEqual({ error: { code: 'offer-accepted', message: w.offerAlreadyAccepted } });
  });

  test('two job runners on one database never offer one time twice', async () => {
    await joinAll(waiting.slice(0, 7));
    const other = createServices({ db: t.database.db, config: t.config, logger: t.app.log, clock });
    const booked = await book(t.app, booker, bookingPayload(doctor.user.id, FREED));
    const id = booked.json<{ appointment: { id: string } }>().appointment.id;
    // The same time freed twice (e.g. a cancellation and a closure lifted): two offering jobs, run by two instances at once.
    await t.app.inject({ method: 'POST', url: `/api/appointments/${id}/cancel`, headers: { cookie: booker.cookie }, payload: {} });
    await t.app.services.waitlist.onTimeFreed(t.database.db, { doctorId: doctor.user.id, from: new Date(FREED), to: new Date(new Date(FREED).getTime() + 30 * 60_000) });
    await Promise.all([t.app.services.jobs.drain(), other.jobs.drain(), t.app.services.jobs.drain(), other.jobs.drain()]);
    const offers = await t.database.db.select().from(waitlistOffers);
    expect(offers).toHaveLength(5);
    expect(new Set(offers.map((o) => o.entryId)).size).toBe(5);
    expect(await mails('waitlist-offer')).toHaveLength(5);
    other.notifications.close();
  });
});

describe('an entry that moves an appointment (the real `appointments.move`, and a fake one for its failures)', () => {
  /** A second waiting list on the same database with a fake mover, and its own runner for its jobs. */
  function withMover(mover: AppointmentMover) {
    const config = { JOBS_POLL_INTERVAL_MS: 0, JOBS_MAX_ATTEMPTS: 3, JOBS_CONCURRENCY: 4 };
    const jobsRunner = createJobRunner({ db: t.database.db, clock, logger: t.app.log, config });
    const mailer = createMailer({ config: t.config, logger: t.app.log, clock });
    const { appointments: appts, users, practice, family } = t.app.services;
    const familyMembers = { memberForBooking: (holderId: string, memberId: string) => family.memberForBooking(holderId, memberId) };
    return {
      jobs: jobsRunner,
      waitlist: createWaitlistService({ db: t.database.db, clock, jobs: jobsRunner, mailer, config: t.config, logger: t.app.log, appointments: appts, users, practice, mover, familyMembers }),
    };
  }

  test('through the platform, taking an earlier time moves the held appointment itself: same id, moved by the waiting list', async () => {
    const held = (await book(t.app, waiting[0]!, bookingPayload(doctor.user.id, romeIso('2026-12-10', '10:00')))).json<{ appointment: { id: string } }>().appointment.id;
    expect((await join(waiting[0]!, { appointmentId: held })).statusCode).toBe(201);
    await freeTheTime();
    const [offer] = await mails('waitlist-offer');
    const taken = await accept(waiting[0]!, offer!.token!);
    expect(taken.statusCode, taken.body).toBe(200);
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, held));
    expect(row).toMatchObject({ status: 'confermato', startsAt: new Date(FREED), previousStartsAt: new Date(romeIso('2026-12-10', '10:00')), rescheduledBy: 'waitlist', rescheduleCount: 1 });
    // Its later time is free again for anyone.
    const check = await t.app.inject({ method: 'POST', url: '/api/appointments/check-availability', payload: { professionalId: doctor.user.id, date: '2026-12-10', timeSlots: ['10:00'] } });
    expect(check.json<{ results: Array<{ available: boolean }> }>().results[0]!.available).toBe(true);
  });

  test('only earlier times are offered, and taking one moves the appointment through the mover', async () => {
    const moves: Array<{ id: string; at: string; by: string | undefined; ignoreCutoff: boolean | undefined; viewer: string }> = [];
    const { waitlist, jobs: runner } = withMover({
      move: (viewer, id, dateTime, _now, options) => {
        moves.push({ id, at: dateTime.toISOString(), by: options?.by, ignoreCutoff: options?.ignoreCutoff, viewer: viewer.id });
        return Promise.resolve({});
      },
    });
    const held = (await book(t.app, waiting[0]!, bookingPayload(doctor.user.id, romeIso('2026-12-10', '10:00')))).json<{ appointment: { id: string } }>().appointment.id;
    const entry = await waitlist.join({ id: waiting[0]!.user.id }, { doctorId: doctor.user.id, appointmentId: held, serviceId: ECG.id, weekdays: [], timeFrom: null, timeTo: null, untilDate: '2026-12-31' });
    // The appointment's service, and no later than its own date.
    expect(entry).toMatchObject({ appointmentId: held, serviceId: VISIT.id, untilDate: '2026-12-10', appointmentDateTime: romeIso('2026-12-10', '10:00') });

    // A time after the appointment is not offered; an earlier one is.
    expect(await waitlist.offerFreeTime(doctor.user.id, new Date(romeIso('2026-12-10', '11:00')), new Date(romeIso('2026-12-10', '11:30')), clock.now())).toBe(0);
    expect(await waitlist.offerFreeTime(doctor.user.id, new Date(FREED), new Date(romeIso(DAY, '10:30')), clock.now())).toBe(1);
    await runner.drain();
    const [offer] = await mails('waitlist-offer');
    expect(offer!.text).toContain('giovedì 10 dicembre 2026, 10:00');
    const view = await waitlist.viewOffer({ id: waiting[0]!.user.id }, offer!.token!);
    expect(view).toMatchObject({ appointmentId: held, currentDateTime: romeIso('2026-12-10', '10:00'), customFields: [] });

    expect(await waitlist.acceptOffer({ id: waiting[0]!.user.id }, { token: offer!.token!, customFields: {}, healthDataConsent: false })).toEqual({ appointmentId: held });
    expect(moves).toEqual([{ id: held, at: FREED, by: 'waitlist', ignoreCutoff: true, viewer: waiting[0]!.user.id }]);
    const [row] = await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.id));
    expect(row!.status).toBe('fulfilled');
  });

  test('a move that loses the time to another patient makes the offer gone, the entry stays', async () => {
    const { waitlist, jobs: runner } = withMover({ move: () => Promise.reject(new AppError(409, 'Questo orario è appena stato prenotato da qualcun altro. Scegli un altro orario.')) });
    const held = (await book(t.app, waiting[0]!, bookingPayload(doctor.user.id, romeIso('2026-12-10', '10:00')))).json<{ appointment: { id: string } }>().appointment.id;
    const entry = await waitlist.join({ id: waiting[0]!.user.id }, { doctorId: doctor.user.id, appointmentId: held, weekdays: [], timeFrom: null, timeTo: null, untilDate: '2026-12-31' });
    await waitlist.offerFreeTime(doctor.user.id, new Date(FREED), new Date(romeIso(DAY, '10:30')), clock.now());
    await runner.drain();
    const [offer] = await mails('waitlist-offer');
    await expect(waitlist.acceptOffer({ id: waiting[0]!.user.id }, { token: offer!.token!, customFields: {}, healthDataConsent: false })).rejects.toMatchObject({ status: 409, code: 'offer-gone' });
    const [row] = await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.id));
    expect(row!.status).toBe('active');
  });
});

describe('for a family member (issue 30)', () => {
  const addLuca = async (holder: SignedIn) => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/family',
      headers: { cookie: holder.cookie },
      payload: { nome: 'Luca', cognome: 'Rossi', birthDate: '2016-04-21', relationship: 'figlio' },
    });
    expect(added.statusCode, added.body).toBe(201);
    return added.json<{ member: { id: string } }>().member.id;
  };
  type Entry = { id: string; personSeen: { familyMemberId: string | null; name: string } };

  test('the entry records the member; the offer (e-mail, page) says whose and books for the member, the holder stays the contact', async () => {
    const holder = waiting[6]!;
    const luca = await addLuca(holder);
    // Someone else's member: 404, nothing saved.
    const notHers = await join(waiting[7]!, { familyMemberId: luca });
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json()).toEqual({ error: { code: 'not-found', message: 'Familiare non trovato.' } });

    const joined = await join(holder, { familyMemberId: luca });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json<{ entry: Entry }>().entry.personSeen).toMatchObject({ familyMemberId: luca, name: 'Luca Rossi', relationshipLabel: 'Figlio' });
    clock.advance(1000);
    expect((await join(holder, { serviceId: VISIT.id })).statusCode).toBe(201);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/waitlist', headers: { cookie: holder.cookie } })).json<{ entries: Entry[] }>().entries;
    expect(listed.map((e) => [e.personSeen.familyMemberId, e.personSeen.name])).toEqual([
      [luca, 'Luca Rossi'],
      [null, 'Paziente Attesa 6'],
    ]);
    expect((await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.patientId, holder.user.id))).map((e) => e.familyMemberId)).toEqual([luca, null]);
    // The holder's export says whom each entry is for (JSON and the readable page).
    const exported = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: holder.cookie } });
    expect(exported.json<{ waitlist: Array<{ familyMemberId: string | null; memberName: string | null }> }>().waitlist.map((w) => [w.familyMemberId, w.memberName])).toEqual([
      [luca, 'Luca Rossi'],
      [null, null],
    ]);
    const html = (await t.app.inject({ method: 'GET', url: '/api/account/export?format=html', headers: { cookie: holder.cookie } })).body;
    expect(html.slice(html.indexOf('Liste d’attesa'))).toContain('Luca Rossi');

    await freeTheTime();
    const offers = (await mails('waitlist-offer')).filter((m) => m.to === holder);
    // Both entries fit the freed time: one offer each, Luca's saying whose.
    const forLuca = offers.find((m) => m.text.includes('per Luca Rossi'))!;
    expect(forLuca.text).toContain('si è liberato un posto con Dott. Marco Bianchi per Luca Rossi:');
    const page = await t.app.inject({ method: 'GET', url: `/api/waitlist/offer?token=${forLuca.token}`, headers: { cookie: holder.cookie } });
    expect(page.json<{ offer: { personSeen: Entry['personSeen'] } }>().offer.personSeen).toMatchObject({ familyMemberId: luca, name: 'Luca Rossi' });

    const taken = await accept(holder, forLuca.token!);
    expect(taken.statusCode, taken.body).toBe(200);
    const booked = await t.app.inject({ method: 'GET', url: `/api/appointments/${taken.json<{ appointmentId: string }>().appointmentId}`, headers: { cookie: holder.cookie } });
    expect(booked.json<{ appointment: Appointment }>().appointment).toMatchObject({ patientId: holder.user.id, personSeen: { familyMemberId: luca, name: 'Luca Rossi' }, contact: { userId: holder.user.id } });
  });

  test('an entry that moves a member’s appointment is that member’s', async () => {
    const holder = waiting[5]!;
    const luca = await addLuca(holder);
    const held = await book(t.app, holder, bookingPayload(doctor.user.id, romeIso('2026-12-10', '10:00'), { familyMemberId: luca }));
    expect(held.statusCode, held.body).toBe(201);
    const joined = await join(holder, { appointmentId: held.json<{ appointment: { id: string } }>().appointment.id });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json<{ entry: Entry }>().entry.personSeen).toMatchObject({ familyMemberId: luca, name: 'Luca Rossi' });
  });
});
