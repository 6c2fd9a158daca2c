import { initialsOf } from '@sanity/shared/domain/names';
import { describe, expect, it } from 'vitest';
import { displayNameOf, initialsSourceOf } from './user-names';

describe('user names', () => {
  it('shows the registered display name first (title included), then fallbacks', () => {
    expect(displayNameOf({ name: 'Marco Bianchi', displayName: 'Dott. Marco Bianchi', nome: 'Marco', cognome: 'Bianchi' })).toBe('Dott. Marco Bianchi');
    expect(displayNameOf({ name: 'Chiara Colombo', displayName: '' })).toBe('Chiara Colombo');
    expect(displayNameOf({ name: '', displayName: 'Chiara' })).toBe('Chiara');
    expect(displayNameOf({ nome: 'Luca', cognome: 'Verdi' })).toBe('Luca Verdi');
    expect(displayNameOf({ email: 'a@b.it' })).toBe('a@b.it');
  });

  it('builds initials from nome and cognome, skipping titles', () => {
    expect(initialsOf(initialsSourceOf({ name: 'Dott. Marco Bianchi', nome: 'Marco', cognome: 'Bianchi' }))).toBe('MB');
    expect(initialsOf(initialsSourceOf({ name: 'Chiara Colombo', nome: 'Chiara', cognome: 'Colombo' }))).toBe('CC');
    expect(initialsOf(initialsSourceOf({ name: 'Giulia Rossi' }))).toBe('GR');
    // Directory cards carry only the full name: the title is skipped there too.
    expect(initialsOf(initialsSourceOf({ name: 'Dott.ssa Laura Esposito' }))).toBe('LE');
    expect(initialsOf(initialsSourceOf({ name: 'Dott. Marco' }))).toBe('DM');
  });
});
