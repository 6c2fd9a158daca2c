import type { RegionalLexicon } from './lexicon';

/**
 * Bleeding and burns: blood that does not stop, a cut, a wound, burnt, scalded, boiling water, fire
 * ("u sangu un si ferma", "perde sambene", "s'è abbrusciatu cu l'acqua bugghienti", "el s'ha brusà").
 */
export const INJURIES: RegionalLexicon = {
  words: {
    // blood (Sicilian sangu/sanguni, Sardinian sambene, Neapolitan sanghe, Venetian sango, Lombard sangh, Friulian sanc, Piedmontese sang)
    sangu: 'sangue', sanguni: 'sangue', sangui: 'sangue', sambene: 'sangue', sanghe: 'sangue', sango: 'sangue', sangh: 'sangue', sanc: 'sangue',
    sangunia: 'sanguina', sanguinat: 'sanguina', sanguena: 'sanguina',
    firmat: 'ferma', frimat: 'ferma', firita: 'ferita', ferida: 'ferita', ferid: 'ferita', tagghiu: 'taglio', tagghiatu: 'tagliato', tagghiata: 'tagliata', tagghiau: 'tagliato', segadu: 'tagliato', tajo: 'taglio', tajato: 'tagliato', tajata: 'tagliata',
    // burns (Sicilian/Calabrian abbruciatu, Venetian/Lombard brusa, Ligurian bruxou, Sardinian abbruxiadu)
    abbruciatu: 'bruciato', abbruciata: 'bruciata', abbruciato: 'bruciato', abbrusciatu: 'bruciato', abbrusciato: 'bruciato', abbrusciata: 'bruciata', bruciatu: 'bruciato',
    brusa: 'bruciato', brusada: 'bruciata', brusado: 'bruciato', brusaa: 'bruciata', brusad: 'bruciato', brusae: 'bruciato', bruxa: 'bruciato', bruxou: 'bruciato', bruxada: 'bruciata', abbruxiadu: 'bruciato', abbruxiada: 'bruciata', abbruxau: 'bruciato',
    scuttatu: 'scottato', scuttato: 'scottato', scottatu: 'scottato', scuttata: 'scottata', scutat: 'scottato',
    bugghienti: 'bollente', buddenti: 'bollente', buddente: 'bollente', vugghienti: 'bollente', vugghiente: 'bollente', bullente: 'bollente', buddidu: 'bollente', buddida: 'bollente', bojente: 'bollente', boiente: 'bollente', bujenta: 'bollente', bujente: 'bollente', bulent: 'bollente', bugghiuta: 'bollente',
    fogu: 'fuoco', focu: 'fuoco', fogo: 'fuoco', fogh: 'fuoco', fuecu: 'fuoco', ogghiu: 'olio', oio: 'olio',
  },
  phrases: [
    // Sicilian "un si ferma" (un = non), Venetian "no la se ferma", Roman "nun se ferma": blood that does not stop.
    [/\b(un|no|non) (\w+ )?(si|se) (ferma|firma|ferme|stagna|stagnia)\b/g, 'non si ferma'],
  ],
};
