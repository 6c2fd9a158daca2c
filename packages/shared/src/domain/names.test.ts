import { describe, expect, it } from 'vitest';
import { defaultUserid, doctorDisplayName, initialsOf, renamedDisplayName, splitFullName } from './names';

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
  it('a doctor is shown by the display name, title included, else the full name, else nome + cognome', () => {
    expect(doctorDisplayName({ displayName: 'Dott. Marco Bianchi', name: 'Dott. Marco Bianchi', nome: 'Marco', cognome: 'Bianchi' })).toBe('Dott. Marco Bianchi');
    expect(doctorDisplayName({ displayName: 'Dott.ssa Laura Esposito', nome: 'Laura', cognome: 'Esposito' })).toBe('Dott.ssa Laura Esposito');
    expect(doctorDisplayName({ displayName: 'Marco Bianchi', nome: 'Marco', cognome: 'Bianchi' })).toBe('Marco Bianchi');
    expect(doctorDisplayName({ displayName: '  ', name: ' Dott. Paolo Conti ', nome: 'Paolo', cognome: 'Conti' })).toBe('Dott. Paolo Conti');
    expect(doctorDisplayName({ displayName: '', name: '', nome: ' Elena ', cognome: 'Gallo' })).toBe('Elena Gallo');
    expect(doctorDisplayName({ nome: 'Elena', cognome: null })).toBe('Elena');
    expect(doctorDisplayName({})).toBe('');
  });
  it('a renamed display name keeps the title it opened with', () => {
    expect(renamedDisplayName('Dott.ssa Laura Esposito', 'Laura', 'Esposti')).toBe('Dott.ssa Laura Esposti');
    expect(renamedDisplayName('Mario Rosi', ' Mario ', ' Rossi ')).toBe('Mario Rossi');
    expect(renamedDisplayName('Prof. Dott. Anna Neri', 'Anna Maria', 'Neri')).toBe('Prof. Dott. Anna Maria Neri');
  });
  it('userid is the first 8 characters of the uid', () => {
    expect(defaultUserid('3f2b9c1e-aaaa-bbbb')).toBe('3f2b9c1e');
  });
});
