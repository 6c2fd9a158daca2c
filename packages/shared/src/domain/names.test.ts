import { describe, expect, it } from 'vitest';
import { defaultUserid, initialsOf, splitFullName } from './names';

describe('names', () => {
  it('initials take the first letters of the first two words', () => {
    expect(initialsOf('giulia rossi')).toBe('GR');
    expect(initialsOf('Dott. Marco Bianchi')).toBe('DM');
    expect(initialsOf('  Elena ')).toBe('E');
    expect(initialsOf('')).toBe('?');
  });
  it('a full name splits into nome and the rest as cognome', () => {
    expect(splitFullName('Maria Luisa De Santis')).toEqual({ nome: 'Maria', cognome: 'Luisa De Santis' });
    expect(splitFullName('Cher')).toEqual({ nome: 'Cher', cognome: '' });
  });
  it('userid is the first 8 characters of the uid', () => {
    expect(defaultUserid('3f2b9c1e-aaaa-bbbb')).toBe('3f2b9c1e');
  });
});
