import { describe, expect, it } from 'vitest';
import { cityChoices, doctorSearchParams, isFiltering, parseDoctorSearch } from './doctor-search';

describe('directory search in the URL', () => {
  it('reads q and settori, trimmed and without duplicates', () => {
    expect(parseDoctorSearch(new URLSearchParams('q=%20Bianchi%20&settori=cardiologia,,dermatologia,cardiologia'))).toEqual({
      q: 'Bianchi',
      sectors: ['cardiologia', 'dermatologia'],
      city: '',
    });
    expect(parseDoctorSearch(new URLSearchParams('settori=a&settori=b,a'))).toEqual({ q: '', sectors: ['a', 'b'], city: '' });
    expect(parseDoctorSearch(new URLSearchParams('citta=%20Reggio%20%20Emilia%20')).city).toBe('Reggio Emilia');
  });

  it('no parameters means no search', () => {
    const search = parseDoctorSearch(new URLSearchParams(''));
    expect(search).toEqual({ q: '', sectors: [], city: '' });
    expect(isFiltering(search)).toBe(false);
    expect(isFiltering({ q: 'x', sectors: [], city: '' })).toBe(true);
    expect(isFiltering({ q: '', sectors: ['a'], city: '' })).toBe(true);
    expect(isFiltering({ q: '', sectors: [], city: 'Roma' })).toBe(true);
  });

  it('writes only what is set, and round-trips', () => {
    expect(doctorSearchParams({ q: '  ', sectors: [], city: ' ' }).toString()).toBe('');
    const params = doctorSearchParams({ q: 'Marco Bianchi', sectors: ['cardiologia', 'medicina-generale', 'cardiologia'], city: 'Forlì' });
    expect(params.toString()).toBe('q=Marco+Bianchi&settori=cardiologia%2Cmedicina-generale&citta=Forl%C3%AC');
    expect(parseDoctorSearch(params)).toEqual({ q: 'Marco Bianchi', sectors: ['cardiologia', 'medicina-generale'], city: 'Forlì' });
  });

  it('bounds what a hand-written link can ask for', () => {
    expect(parseDoctorSearch(new URLSearchParams(`q=${'a'.repeat(500)}`)).q).toHaveLength(100);
    const many = Array.from({ length: 30 }, (_, i) => `s${i}`).join(',');
    expect(parseDoctorSearch(new URLSearchParams(`settori=${many}`)).sectors).toHaveLength(20);
    expect(parseDoctorSearch(new URLSearchParams(`citta=${'b'.repeat(200)}`)).city).toHaveLength(80);
  });
});

describe('city select', () => {
  const cities = ['Bologna', 'Forlì', 'Milano'];

  it('no city: every city, nothing chosen', () => {
    expect(cityChoices(cities, '')).toEqual({ options: cities, value: '' });
  });

  it('a city spelt otherwise in the link selects the listed spelling', () => {
    expect(cityChoices(cities, 'milano')).toEqual({ options: cities, value: 'Milano' });
    expect(cityChoices(cities, 'FORLI')).toEqual({ options: cities, value: 'Forlì' });
  });

  it('a city not in the list stays selectable instead of showing every city', () => {
    expect(cityChoices(cities, 'Aosta')).toEqual({ options: [...cities, 'Aosta'], value: 'Aosta' });
  });
});
