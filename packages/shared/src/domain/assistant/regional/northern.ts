import type { RegionalLexicon } from './lexicon';

/**
 * The North's words for the must-not-miss signs that the other lexicons lacked (fifteenth round):
 * falling, waking, "more" and the old relatives as Ligurian, Venetian, Lombard, Piedmontese,
 * Emilian, Friulian and Trentino speakers type them ("o nonu l'è cascòu e o no se dësveggia ciù",
 * "el nono xe cascà e nol se desmissia pì", "l'è crudàa e al se dessda pü", "a l'é tombàa e a
 * s'dësvija pi nen"). Only words no Italian or English word shares: the short "pi", "pu" and
 * "ciu" are read as "più" only after a verb of waking, answering, breathing or moving (phrases).
 */
const AFTER_SIGN = '(sveglia|risveglia|risponde|respira|muove|alza|riprende)';

export const NORTHERN: RegionalLexicon = {
  words: {
    // fallen (Ligurian cascòu/cheitu, Lombard crudà/burlà, Piedmontese tombaa, Friulian colât, Trentino cascà)
    cascou: 'caduto', cascoa: 'caduta', cheitu: 'caduto', cheita: 'caduta', crudaa: 'caduta', crudad: 'caduto', burlaa: 'caduta', tombaa: 'caduta', tombe: 'caduto', colat: 'caduto', colade: 'caduta', cascado: 'caduto', cascaaa: 'caduta',
    // waking (Ligurian dësveggia/adesciâ, Venetian desmissia/dismissia, Lombard dessda/desseda, Piedmontese dësvija/dsvija, Emilian dsveia/dsdeda, Friulian svee/dismot, Trentino sveia)
    desveggia: 'sveglia', desveggiou: 'svegliato', adescia: 'sveglia', desmissia: 'sveglia', dismissia: 'sveglia', desmisia: 'sveglia', dessda: 'sveglia', dessveja: 'sveglia', desvija: 'sveglia', dsvija: 'sveglia', dsveia: 'sveglia', dsdeda: 'sveglia', dismot: 'sveglia', sveia: 'sveglia', sveiar: 'svegliare',
    // answering, breathing (Ligurian risponde/respia, Piedmontese arspond, Friulian rispuint, Lombard respunt)
    respia: 'respira', arspond: 'risponde', rispuint: 'risponde', respunt: 'risponde', respir: 'respira', rspira: 'respira',
    // grandfather, grandmother (Ligurian nonnu/nonu, Piedmontese nòno, Friulian nono/none, Lombard nonu)
    nonu: 'nonno', nonnu: 'nonno', nona: 'nonna', nonn: 'nonno',
    // "no more" read alone where no Italian word is ("plui", "pü", "ciù")
    plui: 'piu',
  },
  phrases: [
    // "o no se dësveggia ciù", "nol se desmissia pì", "a s'dësvija pi nen": not waking any more.
    [new RegExp(`\\b${AFTER_SIGN} (ciu|pi|pu|pio|pii)( nen)?\\b`, 'g'), '$1 piu'],
    // Piedmontese and Ligurian "a s'dësvija nen", "o no se dësveggia": not, before the verb or after it.
    [new RegExp(`\\b(o|a|al|el|u|i) (no|nol|nu|nen) (se|si|s) ${AFTER_SIGN}\\b`, 'g'), 'non si $4'],
    // Lombard and Piedmontese say NOT with "pü" / "pi nen" alone: "la se dessda pü" is "non si sveglia più".
    [new RegExp(`(?<!\\bnon )\\b(se|si|s) ${AFTER_SIGN} piu\\b`, 'g'), 'non si $2 piu'],
  ],
};
