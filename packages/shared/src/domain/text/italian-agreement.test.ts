import { describe, expect, it } from 'vitest';
import { agreeWith, countOf, genderFromTitle, nounFor } from './italian-agreement';

describe('countOf and nounFor', () => {
  it('uses the singular for exactly one and the plural otherwise, zero included', () => {
    expect(countOf(1, 'articolo', 'articoli')).toBe('1 articolo');
    expect(countOf(0, 'articolo', 'articoli')).toBe('0 articoli');
    expect(countOf(3, 'terapia', 'terapie')).toBe('3 terapie');
    expect(countOf(1, 'elemento', 'elementi')).toBe('1 elemento');
    expect(nounFor(1, 'Articolo', 'Articoli')).toBe('Articolo');
    expect(nounFor(2, 'Articolo', 'Articoli')).toBe('Articoli');
  });
});

describe('genderFromTitle and agreeWith', () => {
  const verified = { f: 'Verificata', m: 'Verificato', neutral: 'Profilo verificato' };

  it('reads a feminine title as feminine', () => {
    for (const name of ['Dott.ssa Laura Esposito', 'dott.ssa Anna Neri', 'Dottssa Anna Neri', 'Dr.ssa Sara Blu', 'Prof.ssa Elena Verdi', 'Dottoressa Giulia Rossi']) {
      expect(genderFromTitle(name), name).toBe('f');
    }
    expect(agreeWith(genderFromTitle('Dott.ssa Laura Esposito'), verified)).toBe('Verificata');
  });

  it('reads a masculine title as masculine', () => {
    for (const name of ['Dott. Marco Bianchi', 'Dr Paolo Neri', 'Prof. Luca Verdi', 'Dottor Mario Rossi']) {
      expect(genderFromTitle(name), name).toBe('m');
    }
    expect(agreeWith('m', verified)).toBe('Verificato');
  });

  it('never guesses from a name without a title: the neutral form', () => {
    for (const name of ['Laura Esposito', 'Andrea Costa', '', 'Dottorato Rossi']) {
      expect(genderFromTitle(name), name).toBeNull();
    }
    expect(agreeWith(genderFromTitle('Andrea Costa'), verified)).toBe('Profilo verificato');
  });
});
