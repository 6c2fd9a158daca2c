import { it as msg } from '@sanity/shared/i18n/it';
import { ApiErrorSchema } from '@sanity/shared/schemas/errors';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, isApiErrorBody, toApiError } from './api-client';

describe('toApiError', () => {
  it("reads the server's { error: { code, message, fields } }", () => {
    const body = JSON.stringify({ error: { code: 'invalid-argument', message: 'Inserisci un indirizzo email valido', fields: { email: 'Inserisci un indirizzo email valido' } } });
    const e = toApiError(400, body);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 400, code: 'invalid-argument', message: 'Inserisci un indirizzo email valido', fields: { email: 'Inserisci un indirizzo email valido' } });
  });

  it('keeps identity codes such as wrong-password', () => {
    const e = toApiError(401, JSON.stringify({ error: { code: 'wrong-password', message: msg.identity.wrongPassword } }));
    expect(e.code).toBe('wrong-password');
    expect(e.message).toBe('Password non corretta.');
    expect(e.fields).toEqual({});
  });

  it("falls back to 'Errore HTTP {status}: {body}' with the spec's code for a non-JSON body", () => {
    const e = toApiError(502, 'Bad Gateway');
    expect(e.message).toBe('Errore HTTP 502: Bad Gateway');
    expect(e.code).toBe('unknown');
    expect(toApiError(503, '').code).toBe('unavailable');
  });

  it('falls back as well for JSON that is not an API error', () => {
    expect(toApiError(500, '{"oops":true}').message).toBe('Errore HTTP 500: {"oops":true}');
    expect(toApiError(500, '{"oops":true}').code).toBe('internal');
  });
});

describe('isApiErrorBody', () => {
  const agrees = (value: unknown) => expect(isApiErrorBody(value)).toBe(ApiErrorSchema.safeParse(value).success);

  it('accepts exactly what ApiErrorSchema accepts', () => {
    for (const value of [
      { error: { code: 'x', message: 'y' } },
      { error: { code: 'x', message: 'y', fields: {} } },
      { error: { code: 'x', message: 'y', fields: { a: 'b' } } },
      { error: { code: 'x', message: 'y', fields: { a: 1 } } },
      { error: { code: 'x', message: 'y', fields: null } },
      { error: { code: 'x', message: 'y', fields: ['b'] } },
      { error: { code: 'x', message: 'y' }, extra: true },
      { error: { code: 1, message: 'y' } },
      { error: { code: 'x' } },
      { error: null },
      { error: [] },
      { oops: true },
      [],
      null,
      'testo',
      42,
    ]) {
      agrees(value);
    }
  });

  it('agrees with ApiErrorSchema on generated bodies', () => {
    const text = fc.oneof(fc.string(), fc.integer(), fc.constant(null));
    const fields = fc.oneof(fc.constant(undefined), fc.dictionary(fc.string(), text), fc.array(fc.string()), fc.constant(null));
    const body = fc.oneof(fc.record({ error: fc.record({ code: text, message: text, fields }, { requiredKeys: [] }) }), fc.anything());
    fc.assert(fc.property(body, (value) => isApiErrorBody(value) === ApiErrorSchema.safeParse(value).success));
  });
});

describe('errorMessage', () => {
  it('prefers the error text, then the fallback', () => {
    expect(errorMessage(new ApiError(400, 'x', 'Messaggio'))).toBe('Messaggio');
    expect(errorMessage(new Error('Altro'))).toBe('Altro');
    expect(errorMessage('boh', 'Riserva')).toBe('Riserva');
  });
});

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the cookie and returns the parsed body', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ ok: 1 }), { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({ method: 'POST', credentials: 'include', body: '{"a":1}' }),
    );
  });

  it('adds extra headers such as the booking Idempotency-Key', async () => {
    const fetchMock = vi.fn((_path: string, _init: RequestInit) => Promise.resolve(new Response(JSON.stringify({ ok: 1 }), { status: 201 })));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/appointments', { method: 'POST', body: { a: 1 }, headers: { 'Idempotency-Key': 'k-1' } });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' });
  });

  it('sends FormData as multipart, without a JSON content type', async () => {
    const fetchMock = vi.fn((_path: string, _init: RequestInit) => Promise.resolve(new Response(JSON.stringify({ ok: 1 }), { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await expect(apiRequest('/api/users/u/avatar', { method: 'PUT', body: form })).resolves.toEqual({ ok: 1 });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toEqual({ Accept: 'application/json' });
  });

  it('treats 204 and non-JSON success as success without data', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))));
    await expect(apiRequest('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('ok', { status: 200 }))));
    await expect(apiRequest('/api/x')).resolves.toBeUndefined();
  });

  it('throws ApiError on a non-2xx answer', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ error: { code: 'not-found', message: 'Risorsa non trovata.' } }), { status: 404 }))));
    await expect(apiRequest('/api/users/x')).rejects.toMatchObject({ status: 404, code: 'not-found', message: 'Risorsa non trovata.' });
  });

  it('turns a network failure into the Italian network message', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 0, message: msg.identity.network });
  });

  it('lets an abort through untouched', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new DOMException('Aborted', 'AbortError'))));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
