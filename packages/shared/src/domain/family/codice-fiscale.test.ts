import { describe, expect, test } from 'vitest';
import { codiceFiscaleRefusal, normalizeCodiceFiscale } from './codice-fiscale';

// Codes computed for these people (birthplaces Roma H501, Milano F205).
const LUCA = { nome: 'Luca', cognome: 'Rossi', birthDate: '2015-06-12', relationship: 'figlio' as const };
const SOFIA = { nome: 'Sofia', cognome: 'Rossi', birthDate: '2008-03-10', relationship: 'figlia' as const };

describe('codiceFiscaleRefusal', () => {
  test('accepts the code of the person, as typed with spaces and lower case', () => {
    expect(codiceFiscaleRefusal(normalizeCodiceFiscale(' rss lcu 15h12 h501s '), LUCA)).toBeNull();
    expect(codiceFiscaleRefusal('RSSSFO08C50F205W', SOFIA)).toBeNull();
  });

  test('accepts an omocodia variant (letters for digits) of the same person', () => {
    expect(codiceFiscaleRefusal('RSSSFOL8C50F205Z', SOFIA)).toBeNull();
  });

  test.each([
    ['RSSLCU15H12H50', 'format'],
    ['RSSLCU15Z12H501S', 'format'],
    ['RSSLCU15H12H501X', 'check'],
    ['VRDMRC10A01F839B', 'surname'],
  ] as const)('%s → %s', (cf, refusal) => {
    expect(codiceFiscaleRefusal(cf, LUCA)).toBe(refusal);
  });

  test('name, birth date and the sex the relationship implies must agree', () => {
    expect(codiceFiscaleRefusal('RSSLCU15H12H501S', { ...LUCA, nome: 'Marco' })).toBe('name');
    expect(codiceFiscaleRefusal('RSSLCU15H12H501S', { ...LUCA, birthDate: '2015-07-12' })).toBe('birthDate');
    expect(codiceFiscaleRefusal('RSSLCU15H12H501S', { ...LUCA, birthDate: '1915-06-12' })).toBeNull();
    expect(codiceFiscaleRefusal('RSSLCU15H12H501S', { ...LUCA, relationship: 'figlia' })).toBe('sex');
    expect(codiceFiscaleRefusal('RSSSFO08C50F205W', { ...SOFIA, relationship: 'padre' })).toBe('sex');
    // No sex implied: any.
    expect(codiceFiscaleRefusal('RSSSFO08C50F205W', { ...SOFIA, relationship: 'coniuge' })).toBeNull();
  });
});
