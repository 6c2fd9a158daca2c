import type { RegionalLexicon } from './lexicon';

/**
 * Not breathing, fainted or unconscious, not waking, fallen, not answering: "u picciriddu nun
 * rispira", "nun tene sciato", "est arrutu e no si ischidat", "l'è svegnü", "nun se sceta", "el xe
 * cascà e nol risponde".
 */
export const ALARM_SIGNS: RegionalLexicon = {
  words: {
    // breath (Lombard fiaa, Sardinian fiadu/alidu/alenu, Sicilian ciatu, Neapolitan sciato, Calabrian hiatu)
    fiaa: 'fiato', fiaad: 'fiato', fiadu: 'fiato', alidu: 'fiato', alenu: 'fiato', ciatu: 'fiato', ciato: 'fiato', sciato: 'fiato', sciatu: 'fiato', hiatu: 'fiato',
    rispira: 'respira', rispiru: 'respiro', rispirari: 'respirare', arrespira: 'respira', respirat: 'respira', arrespirat: 'respira', respire: 'respira', rispire: 'respira', respiria: 'respira',
    affuca: 'soffoca', suffoca: 'soffoca', affucannu: 'soffocando', afoga: 'soffoca', sofega: 'soffoca', soffega: 'soffoca',
    // fainted (Sicilian svinutu, Sardinian isvenidu, Lombard/Venetian svegnu, Piedmontese svni, Ligurian sbasio, Friulian sveniut)
    svinutu: 'svenuto', svinuta: 'svenuta', svinuto: 'svenuto', sbinutu: 'svenuto', svinni: 'svenuto', svenidu: 'svenuto', svenida: 'svenuta', isvenidu: 'svenuto', isvenida: 'svenuta', sbenidu: 'svenuto', sbenniu: 'svenuto',
    svegnu: 'svenuto', svegnuu: 'svenuto', svegnuda: 'svenuta', svegnua: 'svenuta', svni: 'svenuto', svania: 'svenuta', sbasio: 'svenuto', sbasia: 'svenuta', sveniut: 'svenuto', svignut: 'svenuto', svenu: 'svenuto',
    // fallen, on the floor (Neapolitan caruto, Sicilian carutu, Sardinian arrutu)
    carutu: 'caduto', caruto: 'caduto', caruta: 'caduta', cadiu: 'caduto', arrutu: 'caduto', arruta: 'caduta', nterra: 'a terra', cascada: 'caduta', cascaa: 'caduta',
    // waking, answering (Neapolitan sceta, Sicilian arrusbigghia, Roman/Venetian sveja/svegia, Lombard dessed-, Sardinian ischidat)
    sceta: 'sveglia', scetato: 'svegliato', scetata: 'svegliata', arrusbigghia: 'sveglia', rusbigghia: 'sveglia', risbigghia: 'sveglia', sveja: 'sveglia', svegia: 'sveglia', desseda: 'sveglia', dessveglia: 'sveglia', ischidat: 'sveglia', ischidada: 'svegliata', svee: 'sveglia',
    arrispunni: 'risponde', rispunni: 'risponde', risponne: 'risponde', respunde: 'risponde', responde: 'risponde', rispund: 'risponde',
  },
  phrases: [],
};
