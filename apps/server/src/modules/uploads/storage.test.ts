import { describe, expect, test } from 'vitest';
import { parseRange } from './media.routes';
import { contentTypeFromKey, isValidKey, keyFromMediaUrl } from './storage';

describe('storage keys', () => {
  test('plain relative keys are valid', () => {
    for (const key of ['users/u1/avatar/1700000000000.webp', 'a', 'users/3f2a-9b/articles/x_1.pdf']) expect(isValidKey(key), key).toBe(true);
  });
  test('traversal, absolute paths, hidden segments and odd characters are refused', () => {
    for (const key of ['', '../x', 'a/../b', '/etc/passwd', 'a//b', 'a/', '.meta/x', 'a/.hidden', 'a\\b', 'a b', 'à.png', 'a/b..c', `${'a'.repeat(513)}`, 'a\u0000b']) {
      expect(isValidKey(key), key).toBe(false);
    }
  });
  test('media URLs map back to keys only for our own files', () => {
    expect(keyFromMediaUrl('/media/users/u1/avatar/1.webp')).toBe('users/u1/avatar/1.webp');
    expect(keyFromMediaUrl('https://esempio.it/media/x.webp')).toBeNull();
    expect(keyFromMediaUrl('/media/../x')).toBeNull();
    expect(keyFromMediaUrl(null)).toBeNull();
  });
  test('content type from the extension', () => {
    expect(contentTypeFromKey('a/b.WEBP')).toBe('image/webp');
    expect(contentTypeFromKey('a/b.pdf')).toBe('application/pdf');
    expect(contentTypeFromKey('a/b')).toBe('application/octet-stream');
  });
});

describe('Range header', () => {
  test('single ranges, open and suffix forms', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
  });
  test('unsatisfiable and ignored ranges', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-0', 0)).toBe('unsatisfiable');
    for (const header of [undefined, '', 'bytes=', 'bytes=-', 'bytes=5-1', 'bytes=0-1,3-4', 'items=0-1']) {
      expect(parseRange(header, 100), String(header)).toBeNull();
    }
  });
});
