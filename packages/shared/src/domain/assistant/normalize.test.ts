import { describe, expect, it } from 'vitest';
import { contentWords, normalizeItalian } from './normalize';
import { matchSectors, sectorNameTerms } from './sector-synonyms';
import { canonicalItalian } from './spelling';

describe('normalizeItalian', () => {
  it('lowers, strips accents and turns apostrophes and punctuation into single spaces', () => {
    expect(normalizeItalian("  È SVENUTO! Cos'è   l’infarto? ")).toBe('e svenuto cos e l infarto');
    expect(normalizeItalian('Perché? dott.ssa Esposito, città')).toBe('perche dott ssa esposito citta');
    expect(normalizeItalian('?!… 🩺')).toBe('');
  });
});

describe('contentWords', () => {
  it('keeps the words that say what the message is about', () => {
    expect(contentWords('Cosa dicono gli articoli sulla pressione alta?')).toEqual(['dicono', 'articoli', 'pressione', 'alta']);
    expect(contentWords("ho l'acne, cosa posso fare?")).toEqual(['acne']);
  });
});

describe('canonicalItalian', () => {
  it('expands chat abbreviations and repairs one-letter typos of cue words', () => {
    expect(canonicalItalian('nn riesco a respirare')).toBe('non riesco a respirare');
    expect(canonicalItalian('cerco un dermatolgo x mia figlia')).toBe('cerco un dermatologo per mia figlia');
    expect(canonicalItalian('qundo il prossimo apuntamento')).toBe('quando il prossimo appuntamento');
  });
  it('keeps the first letter of a word: a typo is not another word ("motorino" is no "otorino")', () => {
    expect(canonicalItalian('caduto dal motorino')).toBe('caduto dal motorino');
    expect(canonicalItalian('cerco un otorno')).toBe('cerco un otorino');
  });
  it('brings regional words of a question and the spoken "c\'ho" to the Italian the rules read', () => {
    expect(canonicalItalian("dimme che c'ho: me gira a capoccia quando me arzo")).toBe('dimmi che ho me gira a testa quando me alzo');
    expect(canonicalItalian("nun posso veni' giovedi")).toBe('non posso venire giovedi');
    expect(canonicalItalian("'ndo se magna bene?")).toBe('dove se mangia bene');
    expect(canonicalItalian('o marito mio me vatte')).toBe('o marito mio mi picchia');
    expect(canonicalItalian("ce l'ho domani la visita")).toBe('ce l ho domani la visita');
  });
  it('leaves real words and the names of the data alone', () => {
    expect(canonicalItalian('quanto costa')).toBe('quanto costa');
    expect(canonicalItalian('mio collega')).toBe('mio collega');
    expect(canonicalItalian('medici a torino', ['Torino'])).toBe('medici a torino');
    expect(canonicalItalian('le visite')).toBe('le visite');
  });
});

describe('sector words', () => {
  const sectors = [
    { id: 'cardiologia', name: 'Cardiologia' },
    { id: 'oculistica', name: 'Oculistica' },
    { id: 'dermatologia', name: 'Dermatologia' },
    { id: 'pediatria', name: 'Pediatria' },
    { id: 'medicina-generale', name: 'Medicina generale' },
    { id: 'x1', name: 'Allergologia' },
  ];
  it('derives terms from a sector name, so sectors added by an admin are found', () => {
    expect(sectorNameTerms('Allergologia')).toEqual(['allergologia', 'allergolog*']);
    expect(sectorNameTerms('Oculistica')).toEqual(['oculistica', 'oculist*']);
    expect(sectorNameTerms('Medicina generale')).toEqual(['medicina generale']);
    expect(matchSectors('cerco un allergologo', sectors).map((m) => m.sectorId)).toEqual(['x1']);
  });
  it('puts professions before topics and a longer term before the one inside it', () => {
    expect(matchSectors('protezione solare per bambini dal pediatra', sectors).map((m) => m.sectorId)).toEqual(['pediatria', 'dermatologia']);
    expect(matchSectors('pressione oculare alta', sectors).map((m) => m.sectorId)).toEqual(['oculistica']);
    expect(matchSectors('pressione alta', sectors).map((m) => m.sectorId)).toEqual(['cardiologia']);
    expect(matchSectors('un medico di base', sectors)[0]).toMatchObject({ sectorId: 'medicina-generale', profession: true });
  });
});
