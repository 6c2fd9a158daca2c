import type { RegionalLexicon } from './lexicon';

/**
 * Poisoning and ingestion: poison, drank, swallowed, pills, medicine, syrup, bleach ("s'ha vivutu a
 * varichina", "at bufadu su velenu", "s'è gnuttuto 'e pinnule d'a nonna", "el gà bevù el sciropo").
 */
export const POISONING: RegionalLexicon = {
  words: {
    vilenu: 'veleno', velenu: 'veleno', velen: 'veleno', avvilinatu: 'avvelenato', avvilinata: 'avvelenata', avvelenatu: 'avvelenato', intossicatu: 'intossicato',
    // drank (Sicilian vivutu/bivutu/vippi, Neapolitan bevuto, Venetian bevu, Lombard bevuu, Sardinian bufadu/bufau)
    bivutu: 'bevuto', vivutu: 'bevuto', vippitu: 'bevuto', vippi: 'bevuto', bivuto: 'bevuto', vevuto: 'bevuto', bevu: 'bevuto', bevuu: 'bevuto', bevud: 'bevuto', bufadu: 'bevuto', bufau: 'bevuto', bufada: 'bevuta', buffau: 'bevuto',
    // swallowed, ate (Sicilian agliuttutu, Neapolitan gnuttuto, Sardinian ingurtidu, Venetian magna)
    // Friulian (twenty-second round): glotâ, to swallow.
    glotut: 'ingoiato', glotude: 'ingoiata', glotuts: 'ingoiati', glotudis: 'ingoiate',
    agliuttutu: 'ingoiato', gliuttutu: 'ingoiato', gnuttuto: 'ingoiato', gnuttutu: 'ingoiato', gnottuto: 'ingoiato', ingurtidu: 'ingoiato', ingurtiu: 'ingoiato', ingurtida: 'ingoiata', ngullutu: 'ingoiato', mangiatu: 'mangiato', manciatu: 'mangiato', pappau: 'mangiato', papau: 'mangiato',
    // pills, medicine, syrup, bottle, bleach
    pinnula: 'pillola', pinnuli: 'pillole', pillule: 'pillole', pillula: 'pillola', pinnule: 'pillole', pinnola: 'pillola', pinnole: 'pillole', pastigghi: 'pastiglie', pastigghia: 'pastiglia', pastigghie: 'pastiglie', pastije: 'pastiglie', pastija: 'pastiglia',
    mericina: 'medicina', mericine: 'medicine', medicinu: 'medicina', mexinn: 'medicina', meresine: 'medicine', medesina: 'medicina', medisina: 'medicina', medisine: 'medicine',
    sciruppu: 'sciroppo', sciropo: 'sciroppo', siropu: 'sciroppo', buccetta: 'boccetta', buttigghia: 'bottiglia', butiglia: 'bottiglia', flaconu: 'flacone', vacanti: 'vuoto', vacante: 'vuoto', sbacantatu: 'svuotato', svacantatu: 'svuotato', buida: 'vuota', buidu: 'vuoto', voda: 'vuota', vodo: 'vuoto', svoda: 'svuotato',
    varichina: 'candeggina', varechina: 'candeggina', varrichina: 'candeggina', candegina: 'candeggina', detersivu: 'detersivo', detersiu: 'detersivo', acitu: 'aceto',
  },
  phrases: [],
};
