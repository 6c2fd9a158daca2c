import { describe, expect, it } from 'vitest';
import { authPathReturningTo, bookingIntentOf, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeNextPath('/public/doctor/abc?prenota=dermatologia_1')).toBe('/public/doctor/abc?prenota=dermatologia_1');
    expect(safeNextPath('/dottori?q=dermatologo#top')).toBe('/dottori?q=dermatologo#top');
    expect(safeNextPath('/doctor/a/../b')).toBe('/doctor/b');
  });

  it('refuses anything that could lead to another site, and the sign-in page itself', () => {
    for (const value of [
      null,
      '',
      'https://evil.example/',
      'evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/.//evil.example',
      'javascript:alert(1)',
      ' /dashboard',
      '/auth',
      '/auth?next=/auth',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(safeNextPath(value), String(value)).toBeNull();
    }
  });
});

describe('authPathReturningTo and bookingIntentOf', () => {
  it('round-trip a booking through the sign-in page', () => {
    const path = authPathReturningTo('/public/doctor/abc?prenota=s1', 'registrati');
    expect(path).toBe('/auth?tab=registrati&next=%2Fpublic%2Fdoctor%2Fabc%3Fprenota%3Ds1');
    const next = safeNextPath(new URL(path, 'https://x.invalid').searchParams.get('next'));
    expect(bookingIntentOf(next)).toEqual({ doctorId: 'abc', serviceId: 's1' });
  });

  it('is null for other pages and for a doctor page without a service', () => {
    expect(bookingIntentOf('/doctor/abc')).toBeNull();
    expect(bookingIntentOf('/dottori?prenota=s1')).toBeNull();
    expect(bookingIntentOf(null)).toBeNull();
    expect(bookingIntentOf('/doctor/abc?prenota=s1')).toEqual({ doctorId: 'abc', serviceId: 's1' });
  });
});
