import { describe, expect, test } from 'vitest';
import { cityKey, formatPracticeAddress, mapsUrlOf } from './address';

const address = { street: 'Via Torino 42', cap: '20123', city: 'Milano', province: 'MI' };

describe('practice address', () => {
  test('is written on one line the Italian way', () => {
    expect(formatPracticeAddress(address)).toBe('Via Torino 42, 20123 Milano (MI)');
  });

  test('opens in a maps app with the whole address as the query', () => {
    const url = new URL(mapsUrlOf({ ...address, street: 'Corso d’Italia 3/A' }));
    expect(url.origin).toBe('https://www.google.com');
    expect(url.searchParams.get('query')).toBe('Corso d’Italia 3/A, 20123 Milano (MI)');
  });

  test('cities compare without case, accents or extra spaces', () => {
    expect(cityKey('  Forlì ')).toBe(cityKey('forli'));
    expect(cityKey('Reggio  Emilia')).toBe('reggio emilia');
    expect(cityKey('Milano')).not.toBe(cityKey('Monza'));
  });
});
