import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, registerDoctor, type SignedIn, type TestApp } from '../../test/helpers';
import { pngBytes } from '../../test/upload-fixtures';

/**
 * Upload forms that are not what the routes ask for — not multipart at all inside, cut short,
 * without files, with two, under another name, too large — answer 4xx in Italian, never 500:
 * PUT /api/users/:uid/avatar and POST /api/articles/:draftId/uploads.
 */
let t: TestApp;
let doctor: SignedIn;
let draftId: string;
let png: Buffer;

const BOUNDARY = 'confine-di-prova';
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

function filePart(field: string, data: Buffer, fileName = 'foto.png'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from('\r\n'),
  ]);
}
function fieldPart(field: string, value: string): Buffer {
  return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`);
}
const end = Buffer.from(`--${BOUNDARY}--\r\n`);

beforeAll(async () => {
  t = await createTestApp();
  doctor = await registerDoctor(t.app);
  png = await pngBytes(16);
  const draft = await t.app.inject({ method: 'POST', url: '/api/articles/drafts', headers: { cookie: doctor.cookie }, payload: { title: 'Bozza' } });
  draftId = draft.json<{ draftId: string }>().draftId;
});
afterAll(() => t.close());

function putAvatar(payload: Buffer, contentType = multipartType) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/users/${doctor.user.id}/avatar`,
    headers: { cookie: doctor.cookie, 'content-type': contentType },
    payload,
  });
}
function postUpload(payload: Buffer, contentType = multipartType) {
  return t.app.inject({
    method: 'POST',
    url: `/api/articles/${draftId}/uploads`,
    headers: { cookie: doctor.cookie, 'content-type': contentType },
    payload,
  });
}

function expectError(response: { statusCode: number; body: string }, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(JSON.parse(response.body)).toMatchObject({ error: { code: 'invalid-argument', message } });
}

const invalidForm = 'Il modulo inviato non è valido.';
const avatarMissing = 'Nessun file ricevuto. Scegli un’immagine da caricare.';

describe('a body that is not valid multipart is 400 Il modulo inviato non è valido', () => {
  const broken: Array<[string, () => Buffer, string?]> = [
    ['garbage', () => Buffer.from('non è un modulo')],
    ['no boundary in the content type', () => Buffer.concat([filePart('avatar', png), end]), 'multipart/form-data'],
    ['a boundary over 70 characters', () => Buffer.from('x'), `multipart/form-data; boundary=${'b'.repeat(300)}`],
    ['cut short inside the file', () => Buffer.concat([filePart('avatar', png), end]).subarray(0, 150)],
    ['cut short before any part ends', () => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`)],
  ];
  for (const [label, body, type] of broken) {
    test(`avatar: ${label}`, async () => {
      expectError(await putAvatar(body(), type), 400, invalidForm);
    });
  }

  const brokenUploads: Array<[string, () => Buffer, string?]> = [
    ['garbage', () => Buffer.from('non è un modulo')],
    ['no boundary in the content type', () => Buffer.concat([fieldPart('kind', 'image'), filePart('file', png), end]), 'multipart/form-data'],
    ['cut short inside the file', () => Buffer.concat([fieldPart('kind', 'image'), filePart('file', png), end]).subarray(0, 220)],
  ];
  for (const [label, body, type] of brokenUploads) {
    test(`article upload: ${label}`, async () => {
      const response = await postUpload(body(), type);
      expect(response.statusCode, response.body).toBe(400);
      expect(['Il modulo inviato non è valido.', 'Richiesta non valida.']).toContain(response.json<{ error: { message: string } }>().error.message);
    });
  }
});

describe('forms with the wrong files', () => {
  test('avatar without files, with two files, or with the file under another name is 400', async () => {
    expectError(await putAvatar(end), 400, avatarMissing);
    expectError(await putAvatar(Buffer.concat([fieldPart('nota', 'ciao'), end])), 400, avatarMissing);
    expectError(await putAvatar(Buffer.concat([filePart('avatar', png), filePart('avatar', png), end])), 400, invalidForm);
    expectError(await putAvatar(Buffer.concat([filePart('foto', png), end])), 400, avatarMissing);
  });

  test('avatar over 5 MB is 413 in Italian', async () => {
    expectError(await putAvatar(Buffer.concat([filePart('avatar', Buffer.alloc(5 * 1024 * 1024 + 1)), end])), 413, 'File troppo grande. La dimensione massima consentita è 5MB.');
  });

  test('a well-formed avatar form is still accepted', async () => {
    const response = await putAvatar(Buffer.concat([fieldPart('nota', 'ciao'), filePart('avatar', png), end]));
    expect(response.statusCode, response.body).toBe(200);
  });

  test('article upload without a file, with the file under another name, or two files answers 4xx, never 5xx', async () => {
    expectError(await postUpload(Buffer.concat([fieldPart('kind', 'image'), end])), 400, 'Richiesta non valida.');
    expectError(await postUpload(Buffer.concat([fieldPart('kind', 'image'), filePart('foto', png), end])), 400, 'Richiesta non valida.');
    const two = await postUpload(Buffer.concat([fieldPart('kind', 'image'), filePart('file', png), filePart('file', png), end]));
    expect(two.statusCode, two.body).toBeLessThan(500);
  });

  test('article image over its limit is 413 in Italian', async () => {
    const response = await postUpload(Buffer.concat([fieldPart('kind', 'image'), filePart('file', Buffer.alloc(10 * 1024 * 1024 + 1)), end]));
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json<{ error: { message: string } }>().error.message).toMatch(/troppo grande/i);
  });
});
