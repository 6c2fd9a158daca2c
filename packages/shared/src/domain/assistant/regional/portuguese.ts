import type { RegionalLexicon } from './lexicon';

/**
 * Portuguese (Brazil's and Portugal's communities, Cape Verde, twenty-third round) for the
 * must-not-miss signs, as the normaliser leaves it ("não" is "nao", "mãe" is "mae", "coração" is
 * "coracao"). Only the words Italian does not share ("dor", "peito", "engoliu"); "mais" (maize), "candida" (a yeast), "caida" (a fall in Spanish),
 * "torto" (wrong), "pai" beside nothing else, "doi" stay as they are or are read in phrases.
 */
export const PORTUGUESE: RegionalLexicon = {
  words: {
    // who: husband, wife, son, daughter, child, father, mother, friend, boyfriend, siblings, my
    mulher: 'moglie', esposa: 'moglie', filho: 'figlio', filha: 'figlia', crianca: 'bambino', criancas: 'bambini', pai: 'padre', mae: 'madre', mamae: 'mamma', papai: 'papa', namorado: 'fidanzato', namorada: 'fidanzata', irmao: 'fratello', irma: 'sorella', avo: 'nonno', minha: 'mia', meu: 'mio',
    // now, suddenly, help
    agora: 'adesso', estou: 'sto', bem: 'bene', tive: 'ho avuto', teve: 'ha avuto', derrepente: 'improvvisamente', socorro: 'aiuto', ajuda: 'aiuto', muito: 'molto', muita: 'molta', muitos: 'molti', muitas: 'molte', todos: 'tutti',
    // pain, chest, heart, breath; NOT
    dor: 'dolore', dores: 'dolori', doendo: 'fa male', peito: 'petto', coracao: 'cuore', nao: 'non', consegue: 'riesce', consigo: 'riesco', ar: 'aria', sufocando: 'soffocando', sufoca: 'soffoca',
    // fainted, does not wake, fell
    desmaiou: 'svenuto', desmaiado: 'svenuto', desmaiada: 'svenuta', desmaio: 'svenimento', acorda: 'si sveglia', reage: 'reagisce', caiu: 'caduto',
    // stroke signs
    falar: 'parlare', fala: 'parla', mexer: 'muovere', mexe: 'muove', braco: 'braccio', perna: 'gamba', rosto: 'faccia', paralisado: 'paralizzato', paralisada: 'paralizzata', dormente: 'intorpidito',
    // blood, burns
    sangrando: 'sanguinando', sangra: 'sanguina', sangrar: 'sanguinare', ferimento: 'ferita', queimou: 'bruciato', queimado: 'ustionato', queimada: 'ustionata', queimadura: 'ustione', queimaduras: 'ustioni', fervendo: 'bollente', fervente: 'bollente', oleo: 'olio', epiletico: 'epilettico', epilepsia: 'epilessia',
    // swallowed, drank, pills, poison, bleach
    engoliu: 'ingoiato', bebeu: 'bevuto', tomou: 'ha preso', comprimidos: 'compresse', remedios: 'medicine', remedio: 'medicina', envenenado: 'avvelenato', envenenada: 'avvelenata', soniferos: 'sonniferi',
    // swelling of throat, tongue, lips; seizure
    inchada: 'gonfia', inchado: 'gonfio', inchados: 'gonfie', inchaco: 'gonfiore', garganta: 'gola', labios: 'labbra', convulsao: 'convulsioni', convulsoes: 'convulsioni', convulsionando: 'convulsioni',
    // to die, kill myself, cut myself, live; beats me; afraid
    quero: 'voglio', quer: 'vuole', viver: 'vivere', matar: 'uccidere', cortei: 'tagliato', espanca: 'picchia', bateu: 'picchiato', medo: 'paura', tenho: 'ho',
  },
  phrases: [
    // "dor no peito", "dor na garganta".
    [/\b(dolore|dolori|fa male) (no|na) (petto|cuore|testa|gola|braccio)\b/g, '$1 al $3'],
    // "não consegue respirar", "não quero mais viver": the verb, and "mais" as "più" after it.
    [/\bnon (riesce|riesco) (respirar|respirare|parlare|muovere)\b/g, 'non $1 a $2'],
    [/\ba respirar\b/g, 'a respirare'],
    [/\b(voglio|riesce|riesco|respira|risponde|parla) mais\b/g, '$1 piu'],
    // "quero me matar", "me cortei", "ele me bate", "tenho medo".
    [/\b(me|mi) (uccidere|suicidar)\b/g, 'uccidermi'],
    [/\b(me|mi) tagliato\b/g, 'mi sono tagliato'],
    [/\b(me|mi) (bate|picchia|picchiato)\b/g, 'mi picchia'],
    [/\bbocca (torta|torto|storto|caida|caido)\b/g, 'bocca storta'],
    [/\b(faccia|cara) (torta|torto|storta|storto|caida|caido)\b/g, 'faccia storta'],
    [/\b(agua|acqua) sanitaria\b/g, 'candeggina'],
    // The past: "há três anos" ("ha tres anos" once normalised), "quando era criança".
    [/\bha (\d+|um|uma|dois|duas|tres|quatro|cinco|dez|uns|umas|muitos|varios) (anos|ano|meses|mes)\b/g, '$1 $2 fa'],
    [/\b(anos|ano) fa\b/g, 'anni fa'],
    [/\bquando (era|eu era) (bambino|bebe|pequeno|pequena)\b/g, 'da bambino'],
  ],
};
