import type { RegionalLexicon } from './lexicon';

/**
 * Albanian (twenty-third round) for the must-not-miss signs, as the normaliser leaves it ("ë" is
 * "e", "ç" is "c": "dhimbje në gjoks" is "dhimbje ne gjoks"). Only words no Italian or English
 * word shares: "piu" (drank), "ra" (fell), "helm" (poison), "im", "te", "me" stay as they are;
 * "nuk" is NOT, and the verbs after it are read as Italian ("nuk merr frymë" → "non respira").
 */
export const ALBANIAN: RegionalLexicon = {
  words: {
    // who: husband, wife, son, daughter, child, father, mother, friend, grandparents
    burri: 'marito', burrin: 'marito', burrit: 'marito', gruaja: 'moglie', gruas: 'moglie', djali: 'figlio', djalin: 'figlio', vajza: 'figlia', vajzen: 'figlia', femija: 'bambino', femije: 'bambino', femijen: 'bambino', foshnja: 'neonato', babai: 'padre', babi: 'padre', nena: 'madre', nenes: 'madre', mamaja: 'mamma', shoku: 'amico', shoqja: 'amica', gjyshi: 'nonno', gjyshja: 'nonna', vellai: 'fratello', motra: 'sorella',
    // now, suddenly, help, very
    tani: 'adesso', mire: 'bene', jam: 'sono', pata: 'ho avuto', pati: 'ha avuto', papritur: 'improvvisamente', menjehere: 'subito', ndihme: 'aiuto', ndihmoni: 'aiuto', shume: 'molto', shpejt: 'subito',
    // pain, chest, heart, breath; NOT
    dhimbje: 'dolore', dhembje: 'dolore', dhemb: 'fa male', dhembin: 'fa male', gjoks: 'petto', gjoksi: 'petto', gjoksin: 'petto', zemra: 'cuore', zemer: 'cuore', fryme: 'respiro', frymemarrje: 'respiro', merr: 'prende', nuk: 'non', mbytet: 'soffoca', mbytem: 'soffoco',
    // fainted, does not wake, does not answer, fell
    zgjohet: 'si sveglia', pergjigjet: 'risponde', pergjigjen: 'risponde', ndjenja: 'sensi', rrezua: 'caduto', alivanos: 'svenuto', humbi: 'perso',
    // stroke signs
    goja: 'bocca', gojen: 'bocca', fytyra: 'faccia', fytyren: 'faccia', shtrember: 'storta', shtremberuar: 'storta', flet: 'parla', foli: 'parlare', leviz: 'muove', levize: 'muovere', krahu: 'braccio', krahun: 'braccio', kemba: 'gamba', kemben: 'gamba', paralizuar: 'paralizzato', mpirje: 'intorpidimento',
    // blood, burns
    gjak: 'sangue', gjaku: 'sangue', gjakderdhje: 'emorragia', ndalet: 'si ferma', plage: 'ferita', plaga: 'ferita', dogj: 'bruciato', djegur: 'bruciato', djegie: 'ustione', vluar: 'bollente', uje: 'acqua', vaj: 'olio',
    // swallowed, drank, pills, poison
    gelltiti: 'ingoiato', gelltit: 'ingoiato', tableta: 'pastiglie', tabletat: 'pastiglie', hape: 'pastiglie', ilace: 'medicine', ilacet: 'medicine', helmuar: 'avvelenato', helmim: 'avvelenamento', varikine: 'candeggina', gjitha: 'tutte',
    // swelling of throat, tongue, lips; seizure
    fryre: 'gonfia', fryhet: 'si gonfia', enjtur: 'gonfia', fyti: 'gola', fytin: 'gola', gjuha: 'lingua', buzet: 'labbra', kriza: 'crisi', konvulsione: 'convulsioni', epilepsi: 'epilessia',
    // to die, kill myself, live; beats me; afraid
    dua: 'voglio', vdes: 'morire', vras: 'uccidere', vetevrasje: 'suicidio', jetoj: 'vivere', rreh: 'picchia', godet: 'picchia', frike: 'paura', kam: 'ho',
  },
  phrases: [
    // "dhimbje në gjoks", "më dhemb gjoksi".
    [/\b(dolore|fa male) (ne|te) (petto|cuore|gola)\b/g, '$1 al $3'],
    [/\bme fa male (petto|cuore|gola)\b/g, 'mi fa male il $1'],
    // "nuk merr frymë", "ra pa ndjenja", "humbi ndjenjat".
    [/\bnon (po )?prende respiro\b/g, 'non respira'],
    [/\b(ra|ka rene|rrezua) pa sensi\b/g, 'e svenuto'],
    [/\bperso sensi\b/g, 'e svenuto'],
    // "dua të vdes", "do të vras veten", "nuk dua të jetoj".
    [/\bvoglio te (morire|vivere)\b/g, 'voglio $1'],
    [/\b(acqua|olio) te bollente\b/g, '$1 bollente'],
    // The past: "para dy vitesh" (two years ago), "tani jam mirë".
    [/\bpara (\d+|nje|dy|tre|kater|pese|dhjete|disa) (vjet|vite|vitesh)\b/g, '$1 anni fa'],
    [/\bpara (\d+|nje|dy|tre|kater|pese|dhjete|disa) (muaj|muajsh)\b/g, '$1 mesi fa'],
    [/\b(sono|e) bene\b/g, 'sto bene'],
    // "krizë epilepsie" (and Romanian "criză de epilepsie", French "crise d'épilepsie").
    [/\bcrisi (d |de )?epilessia\b/g, 'crisi di epilessia'],
    [/\buccidere veten\b/g, 'uccidermi'],
    [/\b(pres|preva|prej) veten\b/g, 'mi taglio'],
  ],
};
