import { describe, expect, it } from 'vitest';
import { doctorSearchParams, isFiltering, parseDoctorSearch } from './doctor-search';

describe('directory search in the URL', () => {
  it('reads q and settori, trimmed and without duplicates', () => {
    expect(parseDoctorSearch(new URLSearchParams('q=%20Bianchi%20&settori=cardiologia,,dermatologia,cardiologia'))).toEqual({
      q: 'Bianchi',
      sectors: ['cardiologia', 'dermatologia'],
    });
    expect(parseDoctorSearch(new URLSearchParams('settori=a&settori=b,a'))).toEqual({ q: '', sectors: ['a', 'b'] });
  });

  it('no parameters means no search', () => {
    const search = parseDoctorSearch(new URLSearchParams(''));
    expect(search).toEqual({ q: '', sectors: [] });
    expect(isFiltering(search)).toBe(false);
    expect(isFiltering({ q: 'x', sectors: [] })).toBe(true);
    expect(isFiltering({ q: '', sectors: ['a'] })).toBe(true);
  });

  it('writes only what is set, and round-trips', () => {
    expect(doctorSearchParams({ q: '  ', sectors: [] }).toString()).toBe('');
    const params = doctorSearchParams({ q: 'Marco Bianchi', sectors: ['cardiologia', 'medicina-generale', 'cardiologia'] });
    expect(params.toString()).toBe('q=Marco+Bianchi&settori=cardiologia%2Cmedicina-generale');
    expect(parseDoctorSearch(params)).toEqual({ q: 'Marco Bianchi', sectors: ['cardiologia', 'medicina-generale'] });
  });

  it('bounds what a hand-written link can ask for', () => {
    expect(parseDoctorSearch(new URLSearchParams(`q=${'a'.repeat(500)}`)).q).toHaveLength(100);
    const many = Array.from({ length: 30 }, (_, i) => `s${i}`).join(',');
    expect(parseDoctorSearch(new URLSearchParams(`settori=${many}`)).sectors).toHaveLength(20);
  });
});
