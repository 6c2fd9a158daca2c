import { describe, expect, test } from 'vitest';
import { decodeCookieFields, encodeCookieFields } from './cookie-fields';

describe('cookie fields', () => {
  test('come back as they were written', () => {
    const raw = encodeCookieFields({ state: 's', verifier: 'v' });
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCookieFields(raw, ['state', 'verifier'])).toEqual({ state: 's', verifier: 'v' });
  });

  test('a value missing a field, with a field of another type, or not ours is null', () => {
    expect(decodeCookieFields(encodeCookieFields({ state: 's' }), ['state', 'verifier'])).toBeNull();
    expect(decodeCookieFields(Buffer.from(JSON.stringify({ state: 1 })).toString('base64url'), ['state'])).toBeNull();
    expect(decodeCookieFields(Buffer.from('null').toString('base64url'), ['state'])).toBeNull();
    expect(decodeCookieFields('%%%', ['state'])).toBeNull();
    expect(decodeCookieFields(null, ['state'])).toBeNull();
  });
});
