import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path';

describe('sameSitePath', () => {
  it('keeps a path of this site with its query and hash, as the URL parser writes it', () => {
    expect(sameSitePath('/public/doctor/abc?prenota=dermatologia_1#x')).toBe('/public/doctor/abc?prenota=dermatologia_1#x');
    expect(sameSitePath('/doctor/a/../b')).toBe('/doctor/b');
    expect(sameSitePath('/articoli/caffè')).toBe('/articoli/caff%C3%A8');
  });

  it('refuses whatever could lead to another site', () => {
    for (const value of [undefined, 42, '', 'dashboard', 'https://evil.example', '//evil.example', '/\\evil.example', '/a\\b', '/\t/evil.example', '/\n/x', '/.//evil.example', `/${'a'.repeat(600)}`]) {
      expect(sameSitePath(value), String(value)).toBeNull();
    }
  });
});
