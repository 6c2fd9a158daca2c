import type { RegionalLexicon } from './lexicon';

/**
 * How the regions say NOT and the reflexive around a verb, and the participles they cut: "no
 * arrespirat", "nol respire", "nun se sceta", "nan parl", "s'ha bevut", "l'ha magnà". Read after the
 * words, so the verbs are already Italian ("no respira" → "non respira", "non se sveglia" → "non si
 * sveglia"); "no" alone stays an answer.
 */
const VERBS_AFTER_NOT =
  'respira|respirano|respiro|risponde|rispondono|parla|parlano|muove|riesce|sente|reagisce|(si|se) (sveglia|risveglia|muove|riprende)';

export const GRAMMAR: RegionalLexicon = {
  words: {
    nol: 'non', tenimmo: 'abbiamo', nan: 'non', co: 'con', aqua: 'acqua', nona: 'nonna', nono: 'nonno',
    // Apulian and Emilian cut participles
    bevut: 'bevuto', magnat: 'mangiato', mangiat: 'mangiato', ingoiat: 'ingoiato', svenut: 'svenuto', svenuut: 'svenuto', cadut: 'caduto', tagliat: 'tagliato', bruciat: 'bruciato', scuttat: 'scottato',
    // Emilian, Romagnol, Apulian children, pills
    putein: 'bambino', putin: 'bambino', puten: 'bambino', putina: 'bambina', burdel: 'bambino', burdela: 'bambina', criatur: 'bambino', piccinn: 'bambino', pastigli: 'pastiglie', pilloul: 'pillole',
  },
  phrases: [
    [new RegExp(`\\bno (${VERBS_AFTER_NOT})\\b`, 'g'), 'non $1'],
    [/\bnon se (sveglia|risveglia|muove|ferma|alza|sente|riprende|ripiglia)\b/g, 'non si $1'],
    // Naples' "tengo" for "ho" before a complaint ("tengo nu poco 'e mal 'e capa"; "tengo da parte" stays).
    [/\btengo (un poco|un po|mal|male|dolore|la febbre|febbre|la visita|una visita|un dolore)\b/g, 'ho $1'],
    // Naples' "'e" for "di": "mal 'e capa", "niente 'e serio".
    [/\b(mal|male|dolore|niente|nulla|poco|po) e (?=(testa|pancia|denti|stomaco|gola|schiena|serio|grave|fiato|mal|male|dolore|febbre)\b)/g, '$1 di '],
    // Venetian/Emilian "l'ha magnà", "el ga magnà": the participle written like Rome's present.
    [/\b(ha|l ha|s e|si e|ga|se ga) mangia\b/g, 'ha mangiato'],
  ],
};
