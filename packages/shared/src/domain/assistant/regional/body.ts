import type { RegionalLexicon } from './lexicon';

/**
 * The body where danger shows, and the heart: chest, heart, arm, leg, hand, face, mouth, head, a
 * crooked mouth, speech, sweat ("babbu tenet unu dolore mannu in su pettus e est tottu suerau",
 * "me patri avi u vrazzu ca nun si movi e parra stranu", "la ga la boca storta").
 */
export const BODY: RegionalLexicon = {
  words: {
    // chest (Lombard/Emilian pett, Sicilian/Calabrian pettu, Neapolitan piettu/pietto, Sardinian pettus, Venetian/Ligurian peto)
    pett: 'petto', pettu: 'petto', pettus: 'petto', piettu: 'petto', pietto: 'petto', peto: 'petto', stomegu: 'petto',
    mpiettu: 'nel petto', mpietto: 'nel petto', mpettu: 'nel petto',
    // heart (Sicilian cori, Friulian cur, Venetian cuor, Lombard cor/coer, Piedmontese cheur, Roman/Neapolitan core)
    cori: 'cuore', cur: 'cuore', cuor: 'cuore', cor: 'cuore', coer: 'cuore', cheur: 'cuore', core: 'cuore', coru: 'cuore',
    // pain, weight, tight
    dulur: 'dolore', dulor: 'dolore', dolor: 'dolore', dulore: 'dolore', duluri: 'dolore', dulure: 'dolore', dulori: 'dolore', dul: 'dolore', dolori: 'dolore',
    pisu: 'peso', pisanti: 'pesante', strittu: 'stretto', strinci: 'stringe', stringiu: 'stringe', mannu: 'forte', manna: 'forte', granni: 'forte',
    // arm, hand, leg (Sardinian bratzu/camba, Sicilian vrazzu/gamma, Neapolitan vraccio/jamma, Venetian brasso, Lombard brasc/brazz, Friulian/Piedmontese bras)
    brasc: 'braccio', brass: 'braccio', brasso: 'braccio', bras: 'braccio', vrazzo: 'braccio', vrazzu: 'braccio', brazzu: 'braccio', brazz: 'braccio', bratzu: 'braccio', braz: 'braccio', ciapa: 'prende', vraccio: 'braccio', vracce: 'braccia',
    camba: 'gamba', jamma: 'gamba', iamma: 'gamba', ganba: 'gamba', gamb: 'gamba', manu: 'mano',
    // face, mouth, crooked, the side
    facci: 'faccia', fazza: 'faccia', fachie: 'faccia', vucca: 'bocca', vocca: 'bocca', bucca: 'bocca', boca: 'bocca',
    stuorta: 'storta', stortu: 'storto', sbiega: 'storta', sbieca: 'storta', storzuta: 'storta', stroppia: 'storta',
    // speech (Sicilian parra, Sardinian faeddat/chistionat)
    parra: 'parla', parrari: 'parlare', parrava: 'parlava', faeddat: 'parla', faeddare: 'parlare', chistionat: 'parla', pparla: 'parla',
    // head
    capa: 'testa', crapa: 'testa', coccia: 'testa', capoccia: 'testa', conca: 'testa', cabu: 'testa',
    // sweat (Sardinian suerau, Sicilian sudatu, Neapolitan surato)
    suerau: 'sudato', suerada: 'sudata', sudatu: 'sudato', surato: 'sudato', surata: 'sudata', sudau: 'sudato',
  },
  phrases: [
    // Sardinian "in su petto", "in sa bucca": the article after "in".
    [/\bin (su|sa|s) (petto|cuore|braccio|testa|bocca|faccia|gamba)\b/g, 'nel $2'],
    // Sardinian "sa bucca torta", "sa cara torta": crooked (Italian "torta" is a cake, so only here).
    [/\b(bocca|faccia|cara) torta\b/g, '$1 storta'],
    // Piedmont's and Lombardy's "mal al pet" (a pain in the chest); "pet" alone is the English pet.
    [/\bmal al pet\b/g, 'mal al petto'],
  ],
};
