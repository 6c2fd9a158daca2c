import type { RegionalLexicon } from './lexicon';

/**
 * Suicidal intent: I kill myself, I can't take it any more, I want to go away for ever, I'll do
 * something mad ("no nde potzo prus, oe mi bocco", "m'ammazzu", "m'accido", "me copo", "am masso",
 * "nun ce 'a faccio cchiù", "mi nni vogghiu iri pi sempri", "fazzu 'na pazzia"). Read on the Italian
 * these become, by the suicide rules and ../crisis-meaning.ts; figures of speech stay figures ("mi
 * fa morire dal ridere", "mi uccide questo caldo", "mi ammazzo di lavoro").
 */
export const CRISIS: RegionalLexicon = {
  words: {
    // kill (Sardinian bocco/boccu/bocchiri, Neapolitan accido/accidere, Sicilian ammazzu, Venetian copo/copar)
    bocco: 'uccido', boccu: 'uccido', bociu: 'uccido', bocchiri: 'uccidere', bociri: 'uccidere', accido: 'uccido', accidere: 'uccidere', accirere: 'uccidere', accire: 'uccidere', accidiri: 'uccidere',
    ammazzu: 'ammazzo', mmazzu: 'ammazzo', mmazzo: 'ammazzo', ammazzari: 'ammazzare', copo: 'uccido', copar: 'uccidere', copame: 'uccidermi',
    mpiccu: 'impicco', mpicco: 'impicco', mpiccari: 'impiccare', ittu: 'butto', ghettu: 'butto', jettu: 'butto', iettu: 'butto', jetto: 'butto',
    // can (Sardinian potzo, Sicilian pozzu), more (Sardinian prus, Neapolitan/Sicilian cchiu), the "ne" (nde, nni, ndi)
    potzo: 'posso', pozzu: 'posso', possu: 'posso', prus: 'piu', cchiu: 'piu', chiu: 'piu', nde: 'ne', ndi: 'ne', nni: 'ne', nne: 'ne',
    // want, go, for ever, do, mad
    vogghiu: 'voglio', vogliu: 'voglio', vojo: 'voglio', voio: 'voglio', bollu: 'voglio', vogio: 'voglio', iri: 'andare', anda: 'andare', andar: 'andare', sempri: 'sempre', sempe: 'sempre', semper: 'sempre',
    finuta: 'finita', fernuta: 'finita', funuta: 'finita', vurria: 'vorrei', vularria: 'vorrei', vurrissi: 'vorrei', fazzu: 'faccio', fazzo: 'faccio', fatzo: 'faccio', fasso: 'faccio', fass: 'faccio', facciu: 'faccio', pazzaria: 'pazzia', pacciaria: 'pazzia',
    // to live, to die (Sicilian campari/moriri, Sardinian morrer)
    moriri: 'morire', morrer: 'morire', morri: 'morire', muriri: 'morire',
  },
  phrases: [
    // "m'ammazzo", "me copo", "am masso", "mi bocco": the reflexive before the act, in any region's form.
    [/\b(m|me|am) (ammazzo|uccido|impicco|butto|sparo)\b/g, 'mi $2'],
    [/\b(m|me|am|mi) (masso|cupi)\b/g, 'mi ammazzo'],
    // Rome's cut infinitive ("me vojo ammazza'", "me butto de sotto").
    [/\b(mi|me) voglio (ammazza|uccide|impicca|butta)\b/g, 'mi voglio $2re'],
    [/\b(mi|me) voglio accide\b/g, 'mi voglio uccidere'],
    [/\b(butto|getto|lancio) de sotto\b/g, '$1 di sotto'],
    [/\b(butto|getto|lancio) (dar|der|dau|dou) (ponte|balcone|tetto|terrazzo|viadotto)\b/g, '$1 dal $3'],
    // "nun ce 'a faccio", "nun ci a fazzu", "no ghe la fasso": I can't make it.
    [/\b(ce|ci|ghe|ge) (a|la|l) (faccio|fa|fai)\b/g, 'ce la $3'],
    // "mi nni vogghiu iri", "me ne vojo annà": I want to go away.
    [/\b(me|mi|m) ne (voglio )?(andare|anna|ire|andai)\b/g, 'me ne $2andare'],
    // "pi sempri", "pe' sempe", "par sempre": for ever.
    [/\b(pi|pe|par|piu) sempre\b/g, 'per sempre'],
    // "nun ce 'a faccio cchiù a campà": to live.
    [/\b(ce|me) la faccio (piu )?a (campa|campare|campari)\b/g, 'ce la faccio $2a vivere'],
    // "ci 'a fazzu finuta", "'o vaglio a fa' fernuta": to make an end of it.
    [/\b(ce la|la|l) (faccio|fa|fare) finita\b|\ba (fa|fare) finita\b/g, 'farla finita'],
    // "me vurria murì": to die (Italian "muri" are walls, so only after wanting).
    [/\b(vorrei|voglio) muri\b/g, '$1 morire'],
    // "'na pazzia": a mad act.
    [/\b(na|una|nu|un) pazzia\b/g, 'una pazzia'],
  ],
};
