import type { RegionalLexicon } from './lexicon';

/**
 * German for the must-not-miss concepts ./german.ts (sixteenth round) lacked: being beaten or
 * threatened, fear, cutting oneself, not wanting to live (twenty-third round). Read after
 * ./german.ts's words ("nicht" is already "non", "mehr" "piu", "leben" "vivere"). "will" and "angst"
 * are English words too: "will" is read only before a wish not to live; "angst" as fear is fear.
 */
export const GERMAN_CRISIS: RegionalLexicon = {
  words: {
    ich: 'io', mich: 'mi', mir: 'mi', habe: 'ho', schlagt: 'picchia', schlagen: 'picchiare', geschlagen: 'picchiato', verprugelt: 'picchiato', tritt: 'prende a calci', bedroht: 'minaccia', angst: 'paura',
    schneide: 'taglio', ritze: 'taglio', selbstmord: 'suicidio', suizid: 'suicidio', tot: 'morto',
  },
  phrases: [
    // German puts the object after the verb: "er schlägt mich" → "mi picchia", "ich schneide mich" → "mi taglio".
    [/\b(picchia|minaccia|prende a calci|taglio) mi\b/g, 'mi $1'],
    // "ich will nicht mehr leben", "ich will sterben".
    [/\bwill non piu vivere\b/g, 'non voglio piu vivere'],
    [/\bwill morire\b/g, 'voglio morire'],
  ],
};
