import type { RegionalLexicon } from './lexicon';

/**
 * French (West Africa, the Maghreb, tourists; twenty-third round) for the must-not-miss signs, as
 * the normaliser leaves it ("mère" is "mere", "brûlé" is "brule", "j'ai" is "j ai"). Words an
 * Italian or English reader reads otherwise stay as they are, and are read only beside the words
 * that make them French: "mari" (seas), "pere" (pears), "ami" (loves), "ma", "pain", "sang",
 * "frappe", "coupe", "arrive", "plus", "poison", "convulsions".
 */
export const FRENCH: RegionalLexicon = {
  words: {
    // who: wife, child, son, daughter, my
    enfant: 'bambino', fils: 'figlio', fille: 'figlia', copain: 'fidanzato', copine: 'fidanzata', mon: 'mio',
    // now, suddenly, help
    maintenant: 'adesso', vais: 'sto', soudain: 'improvvisamente', soudainement: 'improvvisamente', brusquement: 'improvvisamente', secours: 'aiuto', aidez: 'aiuto', beaucoup: 'molto',
    // pain, chest, heart, breath
    douleur: 'dolore', douleurs: 'dolori', poitrine: 'petto', coeur: 'cuore', respirer: 'respirare', etouffe: 'soffoca', souffle: 'fiato', peut: 'puo',
    // fainted, does not wake, does not answer
    evanoui: 'svenuto', evanouie: 'svenuta', evanouissement: 'svenimento', inconscient: 'incosciente', inconsciente: 'incosciente', reveille: 'sveglia', repond: 'risponde', reagit: 'reagisce',
    // stroke signs
    bouche: 'bocca', visage: 'faccia', travers: 'storta', tordu: 'storto', parler: 'parlare', parle: 'parla', bouger: 'muovere', bouge: 'muove', jambe: 'gamba', paralyse: 'paralizzato', paralysee: 'paralizzata',
    // blood, burns
    saigne: 'sanguina', saignement: 'sanguinamento', blessure: 'ferita', brule: 'bruciato', brulee: 'bruciata', brulure: 'ustione', brulures: 'ustioni', bouillante: 'bollente', eau: 'acqua', huile: 'olio', epileptique: 'epilettica',
    // swallowed, drank, pills, poison, bleach
    avale: 'ingoiato', avalee: 'ingoiato', comprimes: 'compresse', cachets: 'pastiglie', medicaments: 'medicine', javel: 'candeggina', empoisonne: 'avvelenato', somniferes: 'sonniferi',
    // swelling of throat, tongue, lips; seizure
    gonfle: 'gonfio', gonflee: 'gonfia', gonflees: 'gonfie', gorge: 'gola', langue: 'lingua', levres: 'labbra', crise: 'crisi', epilepsie: 'epilessia',
    // to die, kill myself, live; afraid
    veux: 'voglio', veut: 'vuole', pense: 'penso', fievre: 'febbre', nuque: 'collo', raide: 'rigido', scarifie: 'taglia', coupures: 'tagli', mourir: 'morire', tuer: 'uccidere', suicider: 'suicidarmi', vivre: 'vivere', peur: 'paura',
  },
  phrases: [
    // the relatives an Italian word would otherwise read
    [/\bmio mari\b/g, 'mio marito'],
    [/\bmio pere\b/g, 'mio padre'],
    [/\bma mere\b/g, 'mia madre'],
    [/\bma femme\b/g, 'mia moglie'],
    // "j'ai mal", "j'ai peur", "il a bu", "il a pris".
    [/\bj ai\b/g, 'ho'],
    [/\bs e (bruciato|bruciata|tagliato|tagliata|ustionato|ustionata)\b/g, 'si e $1'],
    [/\ba bu\b/g, 'ha bevuto'],
    [/\ba pris\b/g, 'ha preso'],
    // The past: "il y a dix ans", "j'ai eu", "quand j'étais petit".
    [/\bil y a (\d+|un|une|deux|trois|quatre|cinq|dix|quelques) (ans|an|mois)\b/g, '$1 $2 fa'],
    [/\b(ans|an) fa\b/g, 'anni fa'],
    [/\bmois fa\b/g, 'mesi fa'],
    [/\b(ho|a) eu\b/g, '$1 avuto'],
    [/\bquand j etais (petit|petite|bambino|bambina|jeune)\b/g, 'da bambino'],
    [/\ben finir\b/g, 'farla finita'],
    [/\bse taglia\b/g, 'si taglia'],
    [/\bproduit (pour|de) (la )?(lave )?vaisselle\b/g, 'detersivo per lavastoviglie'],
    // "mal à la poitrine", "douleur dans la poitrine".
    [/\b(mal|dolore|dolori) (a la|au|dans la|dans le) (petto|cuore|gola|testa)\b/g, '$1 al $3'],
    // NOT around the verb: "il ne respire plus", "elle ne se réveille pas", "n'arrive pas à parler".
    [/\bne (se|s) (respira|risponde|sveglia|parla|muove|reagisce|puo) plus\b/g, 'non si $2 piu'],
    [/\bne (se|s) (respira|risponde|sveglia|parla|muove|reagisce|puo) pas\b/g, 'non si $2'],
    [/\bne (respira|risponde|sveglia|parla|muove|reagisce|puo) plus\b/g, 'non $1 piu'],
    [/\bne (respira|risponde|sveglia|parla|muove|reagisce|puo) pas\b/g, 'non $1'],
    [/\bn arrive pas\b/g, 'non riesce'],
    [/\b(respira|risponde) pas\b/g, 'non $1'],
    [/\b(bocca|faccia) de storta\b/g, '$1 storta'],
    // "je veux me tuer", "je me coupe", "il me frappe", "il me bat".
    [/\b(me|mi) (uccidere|suicidarmi)\b/g, 'uccidermi'],
    [/\bme coupe\b/g, 'mi taglio'],
    [/\b(me|m) (frappe|bat|battre)\b/g, 'mi picchia'],
  ],
};
