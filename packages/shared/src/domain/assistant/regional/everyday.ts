import type { RegionalLexicon } from './lexicon';

/**
 * The small words around a danger and the everyday words of a question: not, a, has, is, all, what,
 * today, the family ("nun tene", "u picciriddu", "me patri avi", "la ga", "est tottu", "ite fatzo?",
 * "dimme che c'ho", "me gira a capoccia quando me arzo", "'ndo se magna").
 */
export const EVERYDAY: RegionalLexicon = {
  words: {
    nun: 'non', nu: 'un', unu: 'un', gh: 'ci', ghe: 'ci', nto: 'nel', ntu: 'nel', ind: 'nel',
    // has, is (Neapolitan tene, Sardinian tenet/hat, Sicilian avi/havi, Venetian ga, Sardinian est, Venetian xe)
    tene: 'ha', tenet: 'ha', havi: 'ha', avi: 'ha', ga: 'ha', gha: 'ha', xe: 'e', est: 'e', tottu: 'tutto', tuttu: 'tutto', tota: 'tutta', totu: 'tutto',
    ite: 'cosa', comu: 'come', cumu: 'come', oe: 'oggi', oje: 'oggi', ogge: 'oggi', ancuo: 'oggi', incoi: 'oggi', stamatina: 'stamattina', stammatina: 'stamattina', stamatin: 'stamattina',
    // the family (Sardinian babbu/fizu, Sicilian patri/matri/figghiu, Venetian fiol, Lombard fioeu, Piedmontese fieul)
    babbu: 'papa', patri: 'padre', matri: 'madre', nonnu: 'nonno', figghiu: 'figlio', figghia: 'figlia', fizu: 'figlio', fiza: 'figlia', fillu: 'figlio', filla: 'figlia', fiol: 'figlio', fiolo: 'figlio', fioeu: 'figlio', fieul: 'figlio', fija: 'figlia', fijo: 'figlio', fiju: 'figlio',
    picciriddu: 'bambino', picciridda: 'bambina', criatura: 'bambino', guaglione: 'ragazzo', bocia: 'bambino', pupo: 'bambino', pupetto: 'bambino', creaturina: 'bambina', piccinnu: 'bambino', piccinna: 'bambina', creatura: 'bambino', frut: 'bambino', fantulin: 'bambino', pipiu: 'bambino', pipia: 'bambina', nenno: 'bambino', ninnu: 'bambino',
    // Eleventh round: the everyday words of a question, as Rome, Naples, Sicily and the Veneto say them.
    dimme: 'dimmi', dicce: 'dicci', famme: 'fammi', recchie: 'orecchie', recchia: 'orecchio',
    panza: 'pancia', arzo: 'alzo', arza: 'alza', manciu: 'mangio', magna: 'mangia', magno: 'mangio', magnato: 'mangiato',
    quannu: 'quando', quanno: 'quando', ndo: 'dove', ndove: 'dove', veni: 'venire', adess: 'adesso',
    // Twelfth round: the visit and the doctor (Naples' "quann'è ca tengo 'a visita", "c'aggia purtà", Milan's "gh'hoo").
    miedeco: 'medico', miedece: 'medici', medeco: 'medico', dutture: 'dottore', duttore: 'dottore', dutturi: 'dottori', dutur: 'dottore', dotor: 'dottore',
    quann: 'quando', quand: 'quando', ca: 'che', aggia: 'devo', aggio: 'ho', hoo: 'ho', purta: 'portare', purtari: 'portare', purtare: 'portare', pigghiari: 'prendere', dari: 'dare', pigghia: 'prende', pigghiu: 'prendo',
    haiu: 'ho', aiu: 'ho', tegno: 'ho', doli: 'duole', dole: 'duole', frevi: 'febbre', freve: 'febbre', frebbi: 'febbre', fevra: 'febbre', freva: 'febbre', frevu: 'febbre',
    vatte: 'picchia', vattuto: 'picchiato', cuollo: 'collo', uocchie: 'occhi',
  },
  phrases: [
    // "p'e recchie", "p'a visita": Naples' "per" cut before the article.
    [/\bp (e|o|a|i|u) /g, 'per '],
    // "che sai fa'?", "puoi veni'?": Rome's and Naples' cut infinitives of the everyday verbs.
    [/\b(sai|puoi|posso|devo|voglio|vuoi) (fa|di|da|sta)$/g, '$1 $2re'],
    // "me vatte", "me mena", "me fa male apposta": the South's and Rome's "me" for the reflexive "mi"
    // before the verbs of harm only ("a me", "me lo dai" stay as they are).
    [/\bme (picchia|picchiano|mena|menano|batte|minaccia|minacciano|tocca|faccio male|do (i |dei )?pugni)\b/g, 'mi $1'],
  ],
};
