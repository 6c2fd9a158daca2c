import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { tooLargeMessage, UPLOAD_RULES, wrongTypeMessage, type UploadKind } from '@sanity/shared/domain/uploads/upload-rules';
import type { ArticleUpload } from '@sanity/shared/schemas/uploads';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createTestApp,
  registerDoctor,
  registerPatient,
  type SignedIn,
  type TestApp,
} from '../../../test/helpers';
import { markEmailVerified } from '../../../test/verification';
import { exeBytes, fixture, minimalPdf, multipartForm, pngBytes, type FilePart } from '../../../test/upload-fixtures';

/**
 * POST /api/articles/:draftId/uploads and GET /media/users/{uid}/articles/{id}/… (docs/api.md,
 * content spec §5, §7): who may upload, limits and types by content, where files land, and who
 * may read them back, with ranges for audio and video seeking.
 */
let t: TestApp;
let author: SignedIn;
let otherDoctor: SignedIn;
let patient: SignedIn;
let allowedPatient: SignedIn;
let draftId: string;
let png: Buffer;

const MB = 1024 * 1024;

async function createDraft(who: SignedIn, input: Record<string, unknown> = {}): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/articles/drafts',
    headers: { cookie: who.cookie },
    payload: { title: 'Bozza con allegati', ...input },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ draftId: string }>().draftId;
}

function upload(draftId: string, kind: string, file: FilePart | undefined, options: { cookie?: string; fields?: Array<[string, string]>; headers?: Record<string, string> } = {}) {
  const form = multipartForm(options.fields ?? [['kind', kind]], file);
  return t.app.inject({
    method: 'POST',
    url: `/api/articles/${draftId}/uploads`,
    headers: { ...form.headers, ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    payload: form.payload,
  });
}

/** Publishes a draft (with one uploaded featured image) and returns its id. */
async function publish(who: SignedIn, overrides: Record<string, unknown> = {}): Promise<{ id: string; image: string }> {
  const id = await createDraft(who, { title: 'Articolo con allegati' });
  const image = await upload(id, 'image', { fileName: 'copertina.png', contentType: 'image/png', data: png }, { cookie: who.cookie });
  expect(image.statusCode, image.body).toBe(201);
  const url = image.json<ArticleUpload>().url;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/articles',
    headers: { cookie: who.cookie },
    payload: {
      draftId: id,
      title: 'Articolo con allegati',
      content: [{ id: 'b1', type: 'paragraph', data: { text: 'Testo di prova.' } }],
      featuredImage: url,
      selectedCategories: ['cardiologia'],
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id, image: url };
}

function storedFiles(uid: string, id: string): string[] {
  const dir = path.join(t.config.DATA_DIR, 'uploads', 'users', uid, 'articles', id);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

beforeAll(async () => {
  t = await createTestApp();
  [author, otherDoctor, patient, allowedPatient] = await Promise.all([
    registerDoctor(t.app),
    registerDoctor(t.app, { displayName: 'Sara Neri' }),
    registerPatient(t.app),
    registerPatient(t.app, { displayName: 'Luca Verdi' }),
  ]);
  await markEmailVerified(t, allowedPatient.user.id);
  draftId = await createDraft(author);
  png = await pngBytes(16);
});
afterAll(() => t.close());

describe('who may upload', () => {
  test('signed out → 401 with the spec text', async () => {
    const response = await upload(draftId, 'image', { fileName: 'a.png', data: png });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Utente non autenticato. Effettua il login per caricare file.' },
    });
  });

  test('a patient → 403', async () => {
    const response = await upload(draftId, 'image', { fileName: 'a.png', data: png }, { cookie: patient.cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('permission-denied');
  });

  test("another doctor's draft → 403, and nothing is stored", async () => {
    const response = await upload(draftId, 'image', { fileName: 'a.png', data: png }, { cookie: otherDoctor.cookie });
    expect(response.statusCode).toBe(403);
    expect(storedFiles(otherDoctor.user.id, draftId)).toEqual([]);
  });

  test('an unknown draft → 404', async () => {
    const response = await upload('non-esiste', 'image', { fileName: 'a.png', data: png }, { cookie: author.cookie });
    expect(response.statusCode).toBe(404);
  });

  test('a cross-origin multipart POST is refused before its body is read', async () => {
    const response = await upload(draftId, 'image', { fileName: 'a.png', data: png }, { cookie: author.cookie, headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'permission-denied', message: 'Richiesta rifiutata: origine non consentita.' } });
  });
});

describe('accepted files', () => {
  test('a PNG image → 201 under images/, served back with its content type', async () => {
    const response = await upload(draftId, 'image', { fileName: 'Radiografia torace.png', contentType: 'image/png', data: png }, { cookie: author.cookie });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<ArticleUpload>();
    expect(body).toMatchObject({ fileName: 'Radiografia torace.png', contentType: 'image/png', size: png.length });
    expect(body.url).toMatch(new RegExp(`^/media/users/${author.user.id}/articles/${draftId}/images/\\d{13}_[0-9a-f]{8}\\.png$`));

    const served = await t.app.inject({ method: 'GET', url: body.url, headers: { cookie: author.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  test('a PDF → 201 under pdfs/ as application/pdf', async () => {
    const pdf = minimalPdf();
    const response = await upload(draftId, 'pdf', { fileName: 'referto.pdf', contentType: 'application/pdf', data: pdf }, { cookie: author.cookie });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ArticleUpload>()).toMatchObject({ contentType: 'application/pdf', size: pdf.length, fileName: 'referto.pdf' });
    expect(response.json<ArticleUpload>().url).toMatch(/\/pdfs\/\d+_[0-9a-f]{8}\.pdf$/);
  });

  test('a browser recording (WebM with Opus only) → 201 as audio/webm', async () => {
    const webm = fixture('recording-opus.webm');
    const response = await upload(draftId, 'audio', { fileName: 'registrazione.webm', contentType: 'audio/webm;codecs=opus', data: webm }, { cookie: author.cookie });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ArticleUpload>()).toMatchObject({ contentType: 'audio/webm', size: webm.length });
    expect(response.json<ArticleUpload>().url).toMatch(/\/audios\/\d+_[0-9a-f]{8}\.webm$/);
  });

  test('an MP3 without ID3 tag → 201 as audio/mpeg, whatever the browser claimed', async () => {
    const mp3 = fixture('mp3-no-id3.mp3');
    const response = await upload(draftId, 'audio', { fileName: 'lezione.mp3', contentType: 'application/octet-stream', data: mp3 }, { cookie: author.cookie });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ArticleUpload>()).toMatchObject({ contentType: 'audio/mpeg', size: mp3.length });
  });

  test('an MP4 video → 201 under videos/', async () => {
    const response = await upload(draftId, 'video', { fileName: 'esercizi.mp4', contentType: 'video/mp4', data: fixture('video.mp4') }, { cookie: author.cookie });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ArticleUpload>().url).toMatch(/\/videos\/\d+_[0-9a-f]{8}\.mp4$/);
  });

  test('an image of exactly 10 MB is accepted (the limit is inclusive)', async () => {
    const limit = UPLOAD_RULES.image.maxBytes;
    const response = await upload(draftId, 'image', { fileName: 'grande.png', data: { head: png, size: limit } }, { cookie: author.cookie });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ArticleUpload>().size).toBe(limit);
  });
});

describe('refused files', () => {
  test.each<[UploadKind, string]>([
    ['image', '10 MB'],
    ['pdf', '20 MB'],
    ['video', '50 MB'],
    ['audio', '50 MB'],
  ])('%s one byte over the limit → 413 "… %s", nothing stored', async (kind, limit) => {
    const id = await createDraft(author);
    const head = kind === 'pdf' ? minimalPdf() : kind === 'image' ? png : fixture('recording-opus.webm');
    const response = await upload(id, kind, { fileName: `grande.${kind}`, data: { head, size: UPLOAD_RULES[kind].maxBytes + 1 } }, { cookie: author.cookie });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: 'invalid-argument', message: tooLargeMessage(kind) } });
    expect(tooLargeMessage(kind)).toBe(`File troppo grande. Dimensione massima: ${limit}`);
    expect(storedFiles(author.user.id, id)).toEqual([]);
  });

  test.each<[string, UploadKind, () => Buffer | Promise<Buffer>]>([
    ['a text file renamed .png', 'image', () => Buffer.from('Questo non è un\'immagine.\n'.repeat(20))],
    ['a Windows executable renamed .png', 'image', exeBytes],
    ['a PNG sent as kind pdf', 'pdf', () => pngBytes(16)],
    ['a PDF sent as kind audio', 'audio', minimalPdf],
    ['an empty file', 'image', () => Buffer.alloc(0)],
  ])('%s → 400 with the kind\'s allowed types', async (_name, kind, make) => {
    const id = await createDraft(author);
    const response = await upload(id, kind, { fileName: 'foto.png', contentType: 'image/png', data: await make() }, { cookie: author.cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid-argument', message: wrongTypeMessage(kind) } });
    expect(storedFiles(author.user.id, id)).toEqual([]);
  });

  test('the spec texts of wrong types', () => {
    expect(wrongTypeMessage('image')).toBe('Tipo di file non supportato. Tipi consentiti: jpeg, jpg, png, gif, webp');
    expect(wrongTypeMessage('audio')).toBe('Tipo di file non supportato. Tipi consentiti: mpeg, mp3, wav, ogg, m4a, aac, webm');
  });

  test('a malformed form → 400: kind missing, unknown or after the file; not multipart', async () => {
    const file = { fileName: 'a.png', data: png };
    const cases = [
      await upload(draftId, '', file, { cookie: author.cookie, fields: [] }),
      await upload(draftId, 'document', file, { cookie: author.cookie }),
      await upload(draftId, 'image', { ...file, name: 'immagine' }, { cookie: author.cookie }),
      await upload(draftId, 'image', undefined, { cookie: author.cookie }),
      await t.app.inject({ method: 'POST', url: `/api/articles/${draftId}/uploads`, headers: { cookie: author.cookie }, payload: { kind: 'image' } }),
    ];
    for (const response of cases) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('invalid-argument');
    }
    // The file first, then the kind.
    const boundary = 'confine';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n` +
      `${png.toString('latin1')}\r\n--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nimage\r\n--${boundary}--\r\n`;
    const fileFirst = await t.app.inject({
      method: 'POST',
      url: `/api/articles/${draftId}/uploads`,
      headers: { cookie: author.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(body, 'latin1'),
    });
    expect(fileFirst.statusCode).toBe(400);
  });
});

describe('reading uploaded files back', () => {
  let audioUrl: string;
  let audio: Buffer;

  beforeAll(async () => {
    audio = fixture('recording-opus.webm');
    const response = await upload(draftId, 'audio', { fileName: 'nota.webm', data: audio }, { cookie: author.cookie });
    audioUrl = response.json<ArticleUpload>().url;
  });

  test('a range of an audio file → 206 with exactly those bytes, Content-Range and Accept-Ranges', async () => {
    const response = await t.app.inject({ method: 'GET', url: audioUrl, headers: { cookie: author.cookie, range: 'bytes=100-1099' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-1099/${audio.length}`);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-type']).toBe('audio/webm');
    expect(Number(response.headers['content-length'])).toBe(1000);
    expect(response.rawPayload.equals(audio.subarray(100, 1100))).toBe(true);

    const tail = await t.app.inject({ method: 'GET', url: audioUrl, headers: { cookie: author.cookie, range: 'bytes=-500' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(audio.subarray(audio.length - 500))).toBe(true);
  });

  test('an unsatisfiable range → 416 with the size', async () => {
    const response = await t.app.inject({ method: 'GET', url: audioUrl, headers: { cookie: author.cookie, range: `bytes=${audio.length}-` } });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${audio.length}`);
  });

  test("a draft's files: the author only; anyone else gets the same 404 as a missing file", async () => {
    const own = await t.app.inject({ method: 'GET', url: audioUrl, headers: { cookie: author.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, max-age=600');
    const missing = await t.app.inject({ method: 'GET', url: audioUrl.replace(/\.webm$/, '0.webm'), headers: { cookie: author.cookie } });
    expect(missing.statusCode).toBe(404);
    for (const cookie of [undefined, otherDoctor.cookie, patient.cookie]) {
      const response = await t.app.inject({ method: 'GET', url: audioUrl, headers: cookie ? { cookie, range: 'bytes=0-10' } : {} });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(missing.body);
      expect(response.headers['cache-control']).not.toContain('public');
    }
    const head = await t.app.inject({ method: 'HEAD', url: audioUrl });
    expect(head.statusCode).toBe(404);
  });

  test('a private article: its author and allowed users read its files; strangers and the signed-out get 404', async () => {
    const { id, image } = await publish(author, { isPublic: false, allowedUsers: [allowedPatient.user.email] });
    const pdf = await upload(id, 'pdf', { fileName: 'piano.pdf', data: minimalPdf() }, { cookie: author.cookie });
    expect(pdf.statusCode, pdf.body).toBe(201);
    for (const url of [image, pdf.json<ArticleUpload>().url]) {
      for (const cookie of [author.cookie, allowedPatient.cookie]) {
        const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('private, max-age=600');
        expect(response.headers.vary).toContain('Cookie');
      }
      for (const cookie of [undefined, patient.cookie, otherDoctor.cookie]) {
        const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        expect(response.statusCode).toBe(404);
      }
    }
  });

  test("a public article's files are readable signed out, cached publicly but not forever", async () => {
    const { image } = await publish(author);
    const response = await t.app.inject({ method: 'GET', url: image });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const notModified = await t.app.inject({ method: 'GET', url: image, headers: { 'if-none-match': String(response.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
  });

  test('other media (avatars) stay public and immutable', async () => {
    await t.app.services.uploads.storage.put(`users/${author.user.id}/avatar/1.webp`, png, 'image/webp');
    const response = await t.app.inject({ method: 'GET', url: `/media/users/${author.user.id}/avatar/1.webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('over real HTTP', () => {
  test('an oversized upload gets its 413 while still sending, and the server stays healthy', async () => {
    const h = await createTestApp({ listen: 0 });
    try {
      const doctor = await registerDoctor(h.app);
      const draft = await h.app.inject({ method: 'POST', url: '/api/articles/drafts', headers: { cookie: doctor.cookie }, payload: { title: 'Bozza' } });
      const id = draft.json<{ draftId: string }>().draftId;
      const form = multipartForm([['kind', 'image']], { fileName: 'enorme.png', data: { head: png, size: 12 * MB } });
      const base = h.baseUrl ?? '';
      const response = await fetch(`${base}/api/articles/${id}/uploads`, {
        method: 'POST',
        headers: { ...form.headers, cookie: doctor.cookie, origin: base },
        body: form.payload as unknown as ReadableStream,
        duplex: 'half',
      });
      expect(response.status).toBe(413);
      // The rest of the body is not read: the connection closes (and so can the server, below).
      expect(response.headers.get('connection')).toBe('close');
      expect(await response.json()).toEqual({ error: { code: 'invalid-argument', message: 'File troppo grande. Dimensione massima: 10 MB' } });
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      await h.close();
    }
  });
});
