import { describe, expect, it } from 'vitest';
import { normalizeLinkUrl, normalizeMediaUrl } from './urls';

describe('link URLs', () => {
  it('adds https:// when the scheme is missing', () => {
    expect(normalizeLinkUrl('www.salute.gov.it/portale')).toBe('https://www.salute.gov.it/portale');
    expect(normalizeLinkUrl('  example.it ')).toBe('https://example.it/');
    expect(normalizeLinkUrl('example.it:8080/a')).toBe('https://example.it:8080/a');
  });
  it('keeps http and https links', () => {
    expect(normalizeLinkUrl('http://example.it/a?b=1')).toBe('http://example.it/a?b=1');
    expect(normalizeLinkUrl('HTTPS://Example.it')).toBe('https://example.it/');
  });
  it('refuses every other scheme and junk', () => {
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'mailto:a@b.it', 'ftp://x.it', '//evil.it', '', '   ', 'not a url', 'vbscript:msgbox']) {
      expect(normalizeLinkUrl(bad), bad).toBeNull();
    }
  });
});

describe('media URLs', () => {
  it('accept our uploads and http(s) URLs', () => {
    expect(normalizeMediaUrl('/media/users/u1/articles/d1/images/1_a.png')).toBe('/media/users/u1/articles/d1/images/1_a.png');
    expect(normalizeMediaUrl('https://cdn.example.it/x.png')).toBe('https://cdn.example.it/x.png');
  });
  it('refuse other local paths and traversal', () => {
    expect(normalizeMediaUrl('/api/auth/logout')).toBeNull();
    expect(normalizeMediaUrl('/media/../data/db')).toBeNull();
    expect(normalizeMediaUrl('javascript:alert(1)')).toBeNull();
  });
});
