import { randomUUID } from 'node:crypto';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import type { ArticleUpload } from '@sanity/shared/schemas/uploads';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rateLimitHits } from '../../db/schema/auth';
import { storedFiles } from '../../db/schema/uploads';
import { createTestClock } from '../../lib/clock';
import { createTestApp, patientRegistration, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { minimalPdf, multipartForm, pngBytes, type FilePart } from '../../../test/upload-fixtures';
import { isPglite } from '../../db/client';
import { createMemoryRateLimitCounter, createRateLimitCounter } from './rate-limit-counter';

/**
 * The limits on abuse (issue 12 §6, docs/api.md "Limits"): each answers 429 in our error shape with
 * an Italian message and Retry-After, counts in the database, and lets the client in again once
 * its window has passed on the test clock.
 */
const START = '2026-03-02T09:00:00.000Z';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const HOUR = 60 * MINUTE;

const clock = createTestClock(START);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: {
      RATE_LIMIT_REGISTER_PER_HOUR: '2',
      RATE_LIMIT_AVAILABILITY_PER_MINUTE: '2',
      RATE_LIMIT_SEARCH_PER_MINUTE: '3',
      RATE_LIMIT_MEDIA_PER_MINUTE: '2',
      RATE_LIMIT_UPLOADS_PER_HOUR: '2',
    },
  });
});
afterAll(() => t.close());

function expectLimited(response: LightMyRequestResponse, message: string, retryAfterSeconds: number): void {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({ error: { code: 'resource-exhausted', message } });
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(Number(response.headers['retry-after'])).toBe(retryAfterSeconds);
}

const register = (remoteAddress = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: patientRegistration(), remoteAddress });

function avatarForm(data: Buffer) {
  return multipartForm([], { name: 'avatar', fileName: 'io.png', contentType: 'image/png', data });
}

describe('registration, per IP address', () => {
  test('the third registration within the hour is refused, another address is not, and the next hour lets it in', async () => {
    clock.set(START);
    expect((await register()).statusCode).toBe(201);
    clock.advance(10 * MINUTE);
    expect((await register()).statusCode).toBe(201);
    expectLimited(await register(), itSettings.security.tooManyRegistrations, 50 * 60);
    expect((await register('198.51.100.20')).statusCode).toBe(201);
    clock.advance(50 * MINUTE);
    expect((await register()).statusCode).toBe(201);
  });

  test('IPv6 addresses of one /64 share the count', async () => {
    clock.set('2026-03-03T09:00:00.000Z');
    expect((await register('2001:db8:1:2::1')).statusCode).toBe(201);
    expect((await register('2001:db8:1:2::ff')).statusCode).toBe(201);
    expect((await register('2001:db8:1:2:aaaa::3')).statusCode).toBe(429);
    expect((await register('2001:db8:1:3::1')).statusCode).toBe(201);
  });
});

describe('the public availability check, search and /media, per IP address', () => {
  test('availability: counted before the body is read, 429 then recovery after the minute', async () => {
    clock.set('2026-03-04T09:00:00.000Z');
    const check = () => t.app.inject({ method: 'POST', url: '/api/appointments/check-availability', payload: {}, remoteAddress: '203.0.113.8' });
    expect((await check()).statusCode).toBe(400);
    expect((await check()).statusCode).toBe(400);
    expectLimited(await check(), itSettings.security.tooManyRequests, 60);
    clock.advance(MINUTE);
    expect((await check()).statusCode).toBe(400);
  });

  test('search: the article search and the directory count together', async () => {
    clock.set('2026-03-04T10:00:00.000Z');
    const ip = '203.0.113.9';
    expect((await t.app.inject({ url: '/api/search?q=cuore', remoteAddress: ip })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/doctors', remoteAddress: ip })).statusCode).toBe(200);
    clock.advance(30_000);
    expect((await t.app.inject({ url: '/api/search?q=cuore', remoteAddress: ip })).statusCode).toBe(200);
    expectLimited(await t.app.inject({ url: '/api/doctors', remoteAddress: ip }), itSettings.security.tooManyRequests, 30);
    clock.advance(30_000);
    expect((await t.app.inject({ url: '/api/doctors', remoteAddress: ip })).statusCode).toBe(200);
  });

  test('/media: 429 in our shape, then served again', async () => {
    clock.set('2026-03-04T11:00:00.000Z');
    const get = () => t.app.inject({ url: '/media/users/nessuno/avatar/1.webp', remoteAddress: '203.0.113.10' });
    expect((await get()).statusCode).toBe(404);
    expect((await get()).statusCode).toBe(404);
    expectLimited(await get(), itSettings.security.tooManyRequests, 60);
    clock.advance(MINUTE);
    expect((await get()).statusCode).toBe(404);
  });
});

describe('uploads, per account', () => {
  test('avatar and article uploads count together per account; another account and the next hour are let in', async () => {
    clock.set('2026-03-05T09:00:00.000Z');
    const doctor = await registerDoctor(t.app);
    const other = await registerPatient(t.app);
    const png = await pngBytes(16);
    const putAvatar = (who: SignedIn) => {
      const form = avatarForm(png);
      return t.app.inject({ method: 'PUT', url: `/api/users/${who.user.id}/avatar`, headers: { ...form.headers, cookie: who.cookie }, payload: form.payload });
    };
    const draft = await t.app.inject({ method: 'POST', url: '/api/articles/drafts', headers: { cookie: doctor.cookie }, payload: { title: 'Bozza' } });
    const draftId = draft.json<{ draftId: string }>().draftId;
    const uploadImage = () => {
      const form = multipartForm([['kind', 'image']], { fileName: 'a.png', contentType: 'image/png', data: png });
      return t.app.inject({ method: 'POST', url: `/api/articles/${draftId}/uploads`, headers: { ...form.headers, cookie: doctor.cookie }, payload: form.payload });
    };

    expect((await putAvatar(doctor)).statusCode).toBe(200);
    expect((await uploadImage()).statusCode).toBe(201);
    expectLimited(await uploadImage(), itSettings.security.tooManyUploads, 3600);
    expectLimited(await putAvatar(doctor), itSettings.security.tooManyUploads, 3600);
    expect((await putAvatar(other)).statusCode).toBe(200);
    // Refused before the limit is counted: someone else's avatar is 403, not a spent upload.
    expect((await putAvatar({ ...other, user: doctor.user })).statusCode).toBe(403);
    expect((await putAvatar(other)).statusCode).toBe(200);
    clock.advance(HOUR);
    expect((await uploadImage()).statusCode).toBe(201);
  });
});

describe('the counters in the database', () => {
  test('hits at once from two "instances" on one database are all counted, each exactly once', async () => {
    const a = createRateLimitCounter({ db: t.database.db, clock });
    const b = createRateLimitCounter({ db: t.database.db, clock });
    clock.set('2026-03-06T09:00:00.000Z');
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit('test:parallel', MINUTE)));
    expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(results.map((r) => r.ttl))).toEqual(new Set([MINUTE]));
  });

  test('a new window starts when the old one has passed; expired counters are purged', async () => {
    const counter = createRateLimitCounter({ db: t.database.db, clock });
    clock.set('2026-03-07T09:00:00.000Z');
    expect(await counter.hit('test:window', MINUTE)).toEqual({ current: 1, ttl: MINUTE });
    clock.advance(59_000);
    expect(await counter.hit('test:window', MINUTE)).toEqual({ current: 2, ttl: 1000 });
    clock.advance(1000);
    expect(await counter.hit('test:window', MINUTE)).toEqual({ current: 1, ttl: MINUTE });
    clock.advance(2 * HOUR);
    expect(await counter.purgeExpired()).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, 'test:window'));
    expect(left).toEqual([]);
  });
});

describe('the counters in memory, on PGlite', () => {
  test('two apps on one database share the counts; a new window starts when the old one has passed', async () => {
    const a = createMemoryRateLimitCounter({ db: t.database.db, clock });
    const b = createMemoryRateLimitCounter({ db: t.database.db, clock });
    clock.set('2026-03-09T09:00:00.000Z');
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).hit('test:memory', MINUTE)));
    expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    clock.advance(59_000);
    expect(await a.hit('test:memory', MINUTE)).toEqual({ current: 11, ttl: 1000 });
    clock.advance(1000);
    expect(await b.hit('test:memory', MINUTE)).toEqual({ current: 1, ttl: MINUTE });
    clock.advance(2 * MINUTE);
    expect(await a.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await b.hit('test:memory', MINUTE)).toEqual({ current: 1, ttl: MINUTE });
  });

  test('an erased account’s counters are forgotten; another account’s go on', async () => {
    const counter = createMemoryRateLimitCounter({ db: t.database.db, clock });
    clock.set('2026-03-09T10:00:00.000Z');
    const [erased, other] = [randomUUID(), randomUUID()];
    for (const id of [erased, other]) {
      await counter.hit(`igea-day:${id}`, DAY);
      await counter.hit(`uploads:${id}`, MINUTE);
    }
    counter.forgetAccount(erased);
    expect((await counter.hit(`igea-day:${erased}`, DAY)).current).toBe(1);
    expect((await counter.hit(`uploads:${erased}`, MINUTE)).current).toBe(1);
    expect((await counter.hit(`igea-day:${other}`, DAY)).current).toBe(2);
  });

  test('the app counts in memory on PGlite and in the shared table on PostgreSQL', async () => {
    clock.set('2026-03-10T09:00:00.000Z');
    const key = `test:engine:${Date.now()}`;
    await t.app.services.rateLimits.hit(key, MINUTE);
    const rows = await t.database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, key));
    expect(rows).toHaveLength(isPglite(t.database.db) ? 0 : 1);
  });
});

describe('storage quota', () => {
  let q: TestApp;
  const qClock = createTestClock('2026-03-08T09:00:00.000Z');
  beforeAll(async () => {
    q = await createTestApp({ clock: qClock, env: { UPLOAD_QUOTA_MB: '1' } });
  });
  afterAll(() => q.close());

  const KB = 1024;
  const bigPdf = (size: number): FilePart => ({ fileName: 'referto.pdf', contentType: 'application/pdf', data: { head: minimalPdf(), size } });
  const uploadTo = (who: SignedIn, draftId: string, kind: string, file: FilePart) => {
    const form = multipartForm([['kind', kind]], file);
    return q.app.inject({ method: 'POST', url: `/api/articles/${draftId}/uploads`, headers: { ...form.headers, cookie: who.cookie }, payload: form.payload });
  };
  const newDraft = async (who: SignedIn) =>
    (await q.app.inject({ method: 'POST', url: '/api/articles/drafts', headers: { cookie: who.cookie }, payload: { title: 'Bozza con referti' } })).json<{ draftId: string }>().draftId;

  test('an upload past the quota is 413 with the Italian message; deleting a draft with files makes room again', async () => {
    const doctor = await registerDoctor(q.app);
    const draftId = await newDraft(doctor);
    const first = await uploadTo(doctor, draftId, 'pdf', bigPdf(700 * KB));
    expect(first.statusCode, first.body).toBe(201);
    const pdf = first.json<ArticleUpload>();

    const refused = await uploadTo(doctor, draftId, 'pdf', bigPdf(400 * KB));
    expect(refused.statusCode, refused.body).toBe(413);
    expect(refused.json()).toEqual({ error: { code: 'resource-exhausted', message: itSettings.security.storageFull('1 MB') } });
    // Nothing of the refused file was kept or counted.
    const rows = await q.database.db.select().from(storedFiles).where(eq(storedFiles.ownerId, doctor.user.id));
    expect(rows.map((r) => [r.url, r.bytes])).toEqual([[pdf.url, 700 * KB]]);

    // Another account has its own quota.
    const other = await registerDoctor(q.app);
    expect((await uploadTo(other, await newDraft(other), 'pdf', bigPdf(400 * KB))).statusCode).toBe(201);

    // The draft references its PDF; deleting the draft deletes the file and its record.
    const patch = await q.app.inject({
      method: 'PATCH',
      url: `/api/articles/${draftId}`,
      headers: { cookie: doctor.cookie },
      payload: { content: [{ id: 'b1', type: 'pdf', data: { url: pdf.url, title: 'Referto', fileName: pdf.fileName, caption: '' } }] },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await q.app.inject({ method: 'DELETE', url: `/api/articles/${draftId}`, headers: { cookie: doctor.cookie } })).statusCode).toBe(204);
    expect(await q.app.services.uploads.files?.usedBy(doctor.user.id)).toBe(0);

    const again = await uploadTo(doctor, await newDraft(doctor), 'pdf', bigPdf(400 * KB));
    expect(again.statusCode, again.body).toBe(201);
  });

  test('avatars are counted, and replacing one releases the old picture', async () => {
    const patient = await registerPatient(q.app);
    const put = async (size: number) => {
      const form = avatarForm(await pngBytes(size));
      return q.app.inject({ method: 'PUT', url: `/api/users/${patient.user.id}/avatar`, headers: { ...form.headers, cookie: patient.cookie }, payload: form.payload });
    };
    expect((await put(16)).statusCode).toBe(200);
    qClock.advance(1000);
    const second = await put(32);
    expect(second.statusCode).toBe(200);
    const rows = await q.database.db.select().from(storedFiles).where(eq(storedFiles.ownerId, patient.user.id));
    expect(rows.map((r) => r.url)).toEqual([second.json<{ user: { avatar: string } }>().user.avatar]);
    expect(rows[0]!.bytes).toBeGreaterThan(0);
  });

  test('parallel uploads cannot both fit into the last free space', async () => {
    const doctor = await registerDoctor(q.app);
    const draftId = await newDraft(doctor);
    const results = await Promise.all([uploadTo(doctor, draftId, 'pdf', bigPdf(600 * KB)), uploadTo(doctor, draftId, 'pdf', bigPdf(600 * KB))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 413]);
  });
});

describe('files that cannot bite', () => {
  test('a PDF is served as an attachment under a sandbox CSP; an image stays inline; both nosniff', async () => {
    clock.set('2026-03-09T09:00:00.000Z');
    const doctor = await registerDoctor(t.app);
    const draftId = (await t.app.inject({ method: 'POST', url: '/api/articles/drafts', headers: { cookie: doctor.cookie }, payload: { title: 'Bozza' } })).json<{ draftId: string }>().draftId;
    const up = async (kind: string, file: FilePart) => {
      const form = multipartForm([['kind', kind]], file);
      const response = await t.app.inject({ method: 'POST', url: `/api/articles/${draftId}/uploads`, headers: { ...form.headers, cookie: doctor.cookie }, payload: form.payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<ArticleUpload>().url;
    };
    const pdfUrl = await up('pdf', { fileName: 'referto.pdf', contentType: 'application/pdf', data: minimalPdf() });
    const pngUrl = await up('image', { fileName: 'a.png', contentType: 'image/png', data: await pngBytes(8) });

    const pdf = await t.app.inject({ url: pdfUrl, headers: { cookie: doctor.cookie }, remoteAddress: '192.0.2.50' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+\.pdf"$/);
    expect(pdf.headers['content-security-policy']).toBe('sandbox');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    const head = await t.app.inject({ method: 'HEAD', url: pdfUrl, headers: { cookie: doctor.cookie }, remoteAddress: '192.0.2.51' });
    expect(head.headers['content-disposition']).toMatch(/^attachment;/);

    const png = await t.app.inject({ url: pngUrl, headers: { cookie: doctor.cookie }, remoteAddress: '192.0.2.52' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-disposition']).toBeUndefined();
    expect(png.headers['x-content-type-options']).toBe('nosniff');
  });
});
