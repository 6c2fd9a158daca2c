import type { RegionalLexicon } from './lexicon';

/**
 * Spanish (Latin America's communities and Spain's tourists, twenty-third round) for the
 * must-not-miss signs, as the normaliser leaves it ("niño" is "nino", "tomó" is "tomo"). Spanish
 * shares most of its words with Italian: only the distinct ones are here ("dolor", "boca",
 * "responde" are read already by ./body.ts and ./alarm-signs.ts). Words an Italian reads otherwise
 * stay as they are: "nino" (a name), "cara" (dear), "corte", "tomo", "pega" after no one, "mas".
 */
export const SPANISH: RegionalLexicon = {
  words: {
    // who: husband, wife, son, daughter, child, mum, friend, partner, grandparents, siblings
    esposo: 'marito', marido: 'marito', esposa: 'moglie', mujer: 'moglie', hijo: 'figlio', hija: 'figlia', hijos: 'figli', nene: 'bambino', nena: 'bambina', ninos: 'bambini', mama: 'mamma', amigo: 'amico', amiga: 'amica', novio: 'fidanzato', novia: 'fidanzata', pareja: 'compagno', abuelo: 'nonno', abuela: 'nonna', hermano: 'fratello', hermana: 'sorella',
    // now, suddenly, help, a lot
    ahora: 'adesso', esta: 'sta', estoy: 'sto', estaba: 'stava', bien: 'bene', tuve: 'ho avuto', tuvo: 'ha avuto', ahorita: 'adesso', repente: 'improvvisamente', ayuda: 'aiuto', ayudame: 'aiutami', ayudenme: 'aiutatemi', mucho: 'molto', mucha: 'molta', muchas: 'molte', muchos: 'molti', todas: 'tutte',
    // pain, chest, heart, breath
    duele: 'fa male', pecho: 'petto', corazon: 'cuore', respirar: 'respirare', aire: 'aria', ahoga: 'soffoca', ahogando: 'soffocando', asfixia: 'soffoca', puede: 'puo', puedo: 'posso',
    // fainted, does not wake, fell
    desmayado: 'svenuto', desmayada: 'svenuta', desmayo: 'svenuto', desmaya: 'sviene', inconsciente: 'incosciente', despierta: 'sveglia', reacciona: 'reagisce', cayo: 'caduto', caido: 'caduto',
    // stroke signs
    torcida: 'storta', torcido: 'storto', chueca: 'storta', hablar: 'parlare', habla: 'parla', mover: 'muovere', mueve: 'muove', brazo: 'braccio', derecho: 'destro', derecha: 'destra', izquierdo: 'sinistro', izquierda: 'sinistra', pierna: 'gamba', derrame: 'ictus', paralizado: 'paralizzato', paralizada: 'paralizzata', adormecido: 'intorpidito', adormecida: 'intorpidita',
    // blood, burns
    sangre: 'sangue', sangra: 'sanguina', sangrando: 'sanguinando', sangrar: 'sanguinare', herida: 'ferita', quemado: 'ustionato', quemada: 'ustionata', quemadura: 'ustione', quemaduras: 'ustioni', quemo: 'bruciato', hirviendo: 'bollente', hirviente: 'bollente', agua: 'acqua', aceite: 'olio', hincho: 'gonfiato', hincharon: 'gonfiati', ataque: 'attacco', epileptico: 'epilettico', dormir: 'dormire',
    // swallowed, drank, pills, poison, bleach
    trago: 'ingoiato', tragado: 'ingoiato', bebio: 'bevuto', tomado: 'preso', pastillas: 'pastiglie', pastilla: 'pastiglia', pildoras: 'pillole', medicamentos: 'medicine', veneno: 'veleno', envenenado: 'avvelenato', envenenada: 'avvelenata', lejia: 'candeggina', somniferos: 'sonniferi',
    // swelling of throat, tongue, lips; seizure
    hinchada: 'gonfia', hinchado: 'gonfio', hinchados: 'gonfie', hinchazon: 'gonfiore', garganta: 'gola', lengua: 'lingua', labios: 'labbra', convulsiones: 'convulsioni', convulsionando: 'convulsioni',
    // to die, kill myself, cut myself, live; beats me; afraid
    quiero: 'voglio', quiere: 'vuole', comio: 'mangiato', jarabe: 'sciroppo', botella: 'bottiglia', entero: 'intero', entera: 'intera', toda: 'tutta', las: 'le', muy: 'molto', sudada: 'sudata', sudado: 'sudato', lavavajillas: 'lavastoviglie', plancha: 'ferro da stiro', morir: 'morire', morirme: 'morire', matarme: 'uccidermi', suicidarme: 'suicidarmi', vivir: 'vivere', cortarme: 'tagliarmi', golpea: 'picchia', miedo: 'paura', maltrata: 'maltratta',
  },
  phrases: [
    // "se cayó", "se desmayó": a fall and a faint told with the reflexive.
    [/\bse (caduto|caduta|svenuto|svenuta|bruciato|bruciata)\b/g, 'si e $1'],
    // "tomó muchas pastillas": "tomo" (a volume) read only before a quantity.
    [/\b(se )?tomo(?=( \w+){0,3} (molte|molti|tutte|tutti|troppe|pastiglie|pillole|sciroppo|medicine|compresse|sonniferi|\d+)\b)/g, 'ha preso'],
    [/\bse corto\b/g, 'si e tagliato'],
    // The past: "hace dos años" ("anos" once normalised), "de niño", "cuando era pequeña".
    [/\bhace (\d+|un|una|dos|tres|cuatro|cinco|diez|unos|unas|muchos|varios) (anos|ano|meses|mes)\b/g, '$1 $2 fa'],
    [/\b(anos|ano) fa\b/g, 'anni fa'],
    [/\b(meses|mes) fa\b/g, 'mesi fa'],
    [/\b(de|cuando era) (nino|nina|bebe|pequeno|pequena|chico|chica)\b/g, 'da bambino'],
    // "habla raro" (strangely; "raro" is rare in Italian), "no contesta", "le cuesta respirar".
    [/\bparla raro\b/g, 'parla strano'],
    [/\bno contesta\b/g, 'non risponde'],
    [/\b(le|me|se) cuesta respirare\b/g, 'fa fatica a respirare'],
    // "cara" (dear in Italian) is the face beside a sign.
    [/\b(bruciato|bruciata|ustionato|ustionata|gonfia|gonfio) la cara\b/g, '$1 la faccia'],
    [/\bcara (gonfia|storta)\b/g, 'faccia $1'],
    [/\b(muovere|muove) el\b/g, '$1 il'],
    // "no puede respirar", "no quiero vivir": NOT before a verb.
    [/\bno (puo|posso|voglio|sveglia|si sveglia|muove)\b/g, 'non $1'],
    [/\b(me|mi) fa male (el|la) /g, 'mi fa male il '],
    [/\ben (el|la) (petto|cuore|testa|gola|braccio)\b/g, 'al $2'],
    [/\b(me|mi) (pega|picchia)\b/g, 'mi picchia'],
    [/\btengo paura\b/g, 'ho paura'],
    // "me corto", "me hago daño" told of oneself.
    [/\bme (corto|hago dano)\b/g, 'mi taglio'],
  ],
};
