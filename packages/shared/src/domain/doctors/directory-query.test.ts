import { describe, expect, it } from 'vitest';
import { withinEdits } from '../text/edit-distance';
import { parseDirectoryQuery } from './directory-query';

const SECTORS = [
  { id: 'dermatologia', name: 'Dermatologia' },
  { id: 'oculistica', name: 'Oculistica' },
  { id: 'odontoiatria', name: 'Odontoiatria' },
  { id: 'ginecologia', name: 'Ginecologia' },
  { id: 'medicina-generale', name: 'Medicina generale' },
  { id: 'nutrizione', name: 'Nutrizione' },
  { id: 'allergologia', name: 'Allergologia' },
];
const parse = (q: string) => parseDirectoryQuery(q, SECTORS);
const sectorsOf = (q: string) => parse(q).map((t) => [t.text, t.sectorIds]);

describe('withinEdits', () => {
  it('counts insertions, deletions, substitutions and swaps of adjacent letters', () => {
    expect(withinEdits('milano', 'milano', 0)).toBe(true);
    expect(withinEdits('milnao', 'milano', 1)).toBe(true);
    expect(withinEdits('mlano', 'milano', 1)).toBe(true);
    expect(withinEdits('millano', 'milano', 1)).toBe(true);
    expect(withinEdits('molano', 'milano', 1)).toBe(true);
    expect(withinEdits('mlnao', 'milano', 1)).toBe(false);
    expect(withinEdits('mlnao', 'milano', 2)).toBe(true);
    expect(withinEdits('roma', 'milano', 2)).toBe(false);
  });
});

describe('parseDirectoryQuery', () => {
  it('ties profession words, in any form, to their sector', () => {
    expect(sectorsOf('dermatologo Milano')).toEqual([
      ['dermatologo', ['dermatologia']],
      ['milano', []],
    ]);
    for (const q of ['dermatologa', 'dermatologi', 'Dermatologia', 'DERMATOLOGHE']) expect(parse(q)[0]?.sectorIds, q).toEqual(['dermatologia']);
    expect(parse('oculista')[0]?.sectorIds).toEqual(['oculistica']);
    expect(parse('dentista')[0]?.sectorIds).toEqual(['odontoiatria']);
    expect(parse('ginecologo')[0]?.sectorIds).toEqual(['ginecologia']);
    // A sector without Igea's synonyms is still found by its own name.
    expect(parse('allergologo')[0]?.sectorIds).toEqual(['allergologia']);
  });

  it('forgives a typo in longer profession words and reads a profession still being typed', () => {
    for (const q of ['dermatolgo', 'dermatologoo', 'dermatolgoo', 'oculsta', 'ginecolgo']) expect(parse(q)[0]?.sectorIds.length, q).toBe(1);
    expect(parse('derm')[0]?.sectorIds).toEqual(['dermatologia']);
    expect(parse('der')[0]?.sectorIds).toEqual([]);
    // Short words are never bent into a profession.
    expect(parse('rossi')[0]?.sectorIds).toEqual([]);
  });

  it('normalises case, accents and punctuation, drops titles and function words, keeps the order typed', () => {
    expect(parse('  Dott.ssa   ESPÒSITO, Forlì ').map((t) => t.text)).toEqual(['esposito', 'forli']);
    expect(parse('un dermatologo a Milano').map((t) => t.text)).toEqual(['dermatologo', 'milano']);
    expect(parse('milano dermatologo').map((t) => t.text)).toEqual(['milano', 'dermatologo']);
    expect(parse('medico milano').map((t) => t.text)).toEqual(['milano']);
    expect(parse('Dottore')).toEqual([]);
    // Typed alone, a function word may be a surname.
    expect(parse('Li').map((t) => t.text)).toEqual(['li']);
    expect(parse('milano Milano MILANÒ')).toHaveLength(1);
  });

  it('reads a profession phrase as one term', () => {
    expect(sectorsOf('medico di base Monza')).toEqual([
      ['medico di base', ['medicina-generale']],
      ['monza', []],
    ]);
    expect(sectorsOf('medicina generale')).toEqual([['medicina generale', ['medicina-generale']]]);
    expect(sectorsOf('biologa nutrizionista')).toEqual([['biologa nutrizionista', ['nutrizione']]]);
  });

  it('marks words of five letters and more as open to typos, and keeps at most eight terms', () => {
    expect(parse('bo rossi').map((t) => t.fuzzy)).toEqual([false, true]);
    expect(parse('uno due tre quattro cinque sei sette otto nove dieci undici').length).toBeLessThanOrEqual(8);
  });
});
