import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';

let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  patient = await registerPatient(t.app);
});
afterAll(() => t.close());

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
function formWithFile(data: Buffer, filename: string, contentType: string, field = 'avatar') {
  const boundary = `----sanity${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (who: SignedIn, data: Buffer, filename = 'foto.png', contentType = 'image/png', uid = who.user.id, extraHeaders = {}) => {
  const form = formWithFile(data, filename, contentType);
  return t.app.inject({
    method: 'PUT',
    url: `/api/users/${uid}/avatar`,
    headers: { cookie: who.cookie, ...form.headers, ...extraHeaders },
    payload: form.payload,
  });
};

const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 15, g: 118, b: 110 } } })
    .png()
    .toBuffer();

const TYPE_ERROR = 'Tipo di file non supportato. Sono supportati solo file JPEG, PNG, GIF e WebP.';

describe('PUT /api/users/:uid/avatar', () => {
  test('a PNG becomes a 512×512 WebP served from /media with long caching', async () => {
    const response = await upload(doctor, await png());
    expect(response.statusCode).toBe(200);
    const avatar = response.json<{ user: { avatar: string } }>().user.avatar;
    expect(avatar).toMatch(new RegExp(`^/media/users/${doctor.user.id}/avatar/\\d+\\.webp$`));

    const file = await t.app.inject({ method: 'GET', url: avatar });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['accept-ranges']).toBe('bytes');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers.etag).toMatch(/^".+"$/);
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });

    const profile = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.user.id}` });
    expect(profile.json<{ doctor: { avatar: string } }>().doctor.avatar).toBe(avatar);
  });

  test('JPEG, GIF and WebP are accepted too; a new upload deletes the previous file', async () => {
    let previous: string | null = null;
    for (const [format, name] of [
      ['jpeg', 'foto.jpg'],
      ['gif', 'foto.gif'],
      ['webp', 'foto.webp'],
    ] as const) {
      const data = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#336699' } })
        .toFormat(format)
        .toBuffer();
      const response = await upload(patient, data, name, `image/${format}`);
      expect(response.statusCode, format).toBe(200);
      const avatar = response.json<{ user: { avatar: string } }>().user.avatar;
      expect(avatar).not.toBe(previous);
      expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(200);
      if (previous) {
        const gone = await t.app.inject({ method: 'GET', url: previous });
        expect(gone.statusCode).toBe(404);
        expect(gone.json()).toEqual({ error: { code: 'not-found', message: 'Risorsa non trovata.' } });
      }
      previous = avatar;
    }
  });

  test('the picture is turned upright per EXIF before cropping', async () => {
    // Left half red, right half blue, stored with orientation 6 (display rotated 90° clockwise):
    // upright, red is on top and blue at the bottom.
    const raw = Buffer.alloc(600 * 300 * 3);
    for (let y = 0; y < 300; y += 1) {
      for (let x = 0; x < 600; x += 1) raw.set(x < 300 ? [255, 0, 0] : [0, 0, 255], (y * 600 + x) * 3);
    }
    const jpeg = await sharp(raw, { raw: { width: 600, height: 300, channels: 3 } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await upload(doctor, jpeg, 'ruotata.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: response.json<{ user: { avatar: string } }>().user.avatar });
    const { data } = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 512 + x) * 3, (y * 512 + x) * 3 + 3)];
    expect(pixel(256, 20)[0]).toBeGreaterThan(200);
    expect(pixel(256, 20)[2]).toBeLessThan(60);
    expect(pixel(256, 490)[2]).toBeGreaterThan(200);
    expect(pixel(256, 490)[0]).toBeLessThan(60);
  });

  test('content that is not an image is refused whatever its name, and nothing changes', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: doctor.cookie } })).json<{
      user: { avatar: string };
    }>().user.avatar;
    const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096)]);
    const truncatedPng = (await png()).subarray(0, 80);
    for (const [data, name, type] of [
      [Buffer.from('Questo non è un’immagine.\n'), 'foto.png', 'image/png'],
      [executable, 'foto.jpg', 'image/jpeg'],
      [Buffer.from('%PDF-1.4\n%…'), 'referto.png', 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'logo.svg', 'image/svg+xml'],
      [truncatedPng, 'rotta.png', 'image/png'],
    ] as const) {
      const response = await upload(doctor, data, name, type);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({ error: { code: 'invalid-argument', message: TYPE_ERROR } });
    }
    const after = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: doctor.cookie } })).json<{
      user: { avatar: string };
    }>().user.avatar;
    expect(after).toBe(before);
  });

  test('a file over 5 MB gets 413 with the spec text', async () => {
    const big = Buffer.concat([await png(), randomBytes(6 * 1024 * 1024)]);
    const response = await upload(doctor, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'invalid-argument', message: 'File troppo grande. La dimensione massima consentita è 5MB.' },
    });
  });

  test("another user's avatar is 403; signed out 401; no file 400", async () => {
    expect((await upload(patient, await png(), 'foto.png', 'image/png', doctor.user.id)).statusCode).toBe(403);
    const anonymous = formWithFile(await png(), 'foto.png', 'image/png');
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/users/${doctor.user.id}/avatar`, headers: anonymous.headers, payload: anonymous.payload }))
        .statusCode,
    ).toBe(401);
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${doctor.user.id}/avatar`,
      headers: { cookie: doctor.cookie },
      payload: { avatar: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json<{ error: { message: string } }>().error.message).toBe('Nessun file ricevuto. Scegli un’immagine da caricare.');
  });

  test('a cross-origin upload is refused; JSON routes still work beside multipart', async () => {
    const response = await upload(doctor, await png(), 'foto.png', 'image/png', doctor.user.id, { origin: 'https://sito-malevolo.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ error: { message: string } }>().error.message).toBe('Richiesta rifiutata: origine non consentita.');
    const patch = await t.app.inject({ method: 'PATCH', url: `/api/users/${doctor.user.id}`, headers: { cookie: doctor.cookie }, payload: { citta: 'Milano' } });
    expect(patch.statusCode).toBe(200);
    const form = formWithFile(await png(), 'foto.png', 'image/png');
    const multipartElsewhere = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${doctor.user.id}`,
      headers: { cookie: doctor.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(multipartElsewhere.statusCode).toBe(415);
  });
});

describe('GET /media/*', () => {
  let url: string;
  let whole: Buffer;

  beforeAll(async () => {
    const response = await upload(doctor, await png(640, 640));
    url = response.json<{ user: { avatar: string } }>().user.avatar;
    whole = (await t.app.inject({ method: 'GET', url })).rawPayload;
  });

  test('a single range gives 206 with exactly those bytes', async () => {
    const response = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=10-29' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 10-29/${whole.length}`);
    expect(response.headers['content-length']).toBe('20');
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload).toEqual(whole.subarray(10, 30));

    const open = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${whole.length - 5}-` } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload).toEqual(whole.subarray(whole.length - 5));
    const suffix = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-4' } });
    expect(suffix.rawPayload).toEqual(whole.subarray(whole.length - 4));
    const beyond = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=0-${whole.length + 100}` } });
    expect(beyond.statusCode).toBe(206);
    expect(beyond.rawPayload).toEqual(whole);
  });

  test('an unsatisfiable range is 416; several ranges or nonsense get the whole file', async () => {
    const unsatisfiable = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${whole.length}-` } });
    expect(unsatisfiable.statusCode).toBe(416);
    expect(unsatisfiable.headers['content-range']).toBe(`bytes */${whole.length}`);
    for (const range of ['bytes=0-1,5-6', 'righe=1-2', 'bytes=5-2']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { range } });
      expect(response.statusCode, range).toBe(200);
      expect(response.rawPayload).toEqual(whole);
    }
  });

  test('conditional requests and HEAD', async () => {
    const first = await t.app.inject({ method: 'GET', url });
    const notModified = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload).toHaveLength(0);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(whole.length));
    expect(head.rawPayload).toHaveLength(0);
    const staleIfRange = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-3', 'if-range': '"altro"' } });
    expect(staleIfRange.statusCode).toBe(200);
  });

  test('missing files and unsafe keys are a JSON 404', async () => {
    for (const path of ['/media/users/nessuno/avatar/1.webp', '/media/.meta/x.json', '/media/users/%2Fetc%2Fpasswd', '/media/a%5Cb', '/media/']) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).toContain('application/json');
    }
    // Dot segments are resolved before routing: they never reach the storage.
    for (const path of ['/media/../package.json', '/media/%2e%2e/%2e%2e/package.json']) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.body, path).not.toContain('"workspaces"');
    }
  });
});
