import type { RegionalLexicon } from './lexicon';

/**
 * Romanian (Italy's largest foreign community, twenty-third round) for the must-not-miss signs,
 * written as the normaliser leaves it (no diacritics: "soțul" is "sotul", "respiră" is "respira",
 * "m-am tăiat" is "m am taiat"). Only words no Italian or English word shares: "tata" (a nanny),
 * "mana", "fata", "mele", "multe", "rana", "brat", "doi", "are", "ars" stay as they are. Romanian NOT is "nu", which the
 * regional lexicon already reads as Naples' "un": "un respira" has no Italian reading but NOT.
 */
export const ROMANIAN: RegionalLexicon = {
  words: {
    // who: husband, wife, child, son, daughter, father, mother, friend, grandparents, my
    sot: 'marito', sotul: 'marito', sotului: 'marito', sotia: 'moglie', sotie: 'moglie', sotiei: 'moglie', copil: 'bambino', copilul: 'bambino', copilului: 'bambino', copila: 'bambina', copiii: 'bambini', bebelus: 'neonato', bebelusul: 'neonato',
    fiul: 'figlio', fiica: 'figlia', tatal: 'padre', tatalui: 'padre', mama: 'mamma', mamei: 'mamma', prieten: 'amico', prietenul: 'amico', prietena: 'amica', bunica: 'nonna', bunicul: 'nonno', meu: 'mio', mea: 'mia',
    // now, suddenly, very, help
    acum: 'adesso', bine: 'bene', sunt: 'sono', avut: 'avuto', deodata: 'improvvisamente', brusc: 'improvvisamente', foarte: 'molto', ajutor: 'aiuto', ajutati: 'aiuto', repede: 'subito',
    // pain, chest, heart, breath
    durere: 'dolore', dureri: 'dolori', doare: 'fa male', piept: 'petto', pieptul: 'petto', inima: 'cuore', inimii: 'cuore', aer: 'aria', respir: 'respiro', sufoca: 'soffoca', sufoc: 'soffoco',
    // fainted, unconscious, does not wake, does not answer, fell
    lesinat: 'svenuto', lesinata: 'svenuta', lesin: 'svengo', inconstient: 'incosciente', inconstienta: 'incosciente', trezeste: 'sveglia', raspunde: 'risponde', cazut: 'caduto', cazuta: 'caduta',
    // stroke signs
    gura: 'bocca', strambe: 'storta', stramba: 'storta', stramb: 'storto', stramta: 'storta', vorbeste: 'parla', vorbi: 'parlare', vorbesc: 'parlo', misca: 'muove', bratul: 'braccio', vorbeasca: 'parla', bratele: 'braccia', piciorul: 'gamba', paralizat: 'paralizzato', paralizata: 'paralizzata', amortit: 'intorpidito',
    // blood, burns
    sange: 'sangue', sangele: 'sangue', sangereaza: 'sanguina', opreste: 'ferma', ranit: 'ferito', ranita: 'ferita', oparit: 'ustionato', oparita: 'ustionata', arsuri: 'ustioni', clocotita: 'bollente', apa: 'acqua', ulei: 'olio', fierbinte: 'bollente',
    // swallowed, drank, pills, poison, bleach
    inghitit: 'ingoiato', mancat: 'mangiato', vrea: 'vuole', zbate: 'dibatte', baut: 'bevuto', pastile: 'pastiglie', pastila: 'pastiglia', pastilele: 'pastiglie', medicamente: 'medicine', somnifere: 'sonniferi', otrava: 'veleno', otravit: 'avvelenato', otravita: 'avvelenata', inalbitor: 'candeggina', toate: 'tutte',
    // swelling of throat, tongue, lips; seizure
    umflat: 'gonfio', umflata: 'gonfia', umflate: 'gonfie', gatul: 'gola', limba: 'lingua', buzele: 'labbra', buze: 'labbra', convulsii: 'convulsioni', epilepsie: 'epilessia', criza: 'crisi',
    // to die, kill myself, cut myself, live; beats me; afraid
    vreau: 'voglio', mor: 'morire', omor: 'uccidermi', sinucid: 'suicidarmi', sinucidere: 'suicidio', traiesc: 'vivere', traiasca: 'vivere', taiat: 'tagliato', taiata: 'tagliata', bate: 'picchia', loveste: 'picchia', frica: 'paura', teama: 'paura',
  },
  phrases: [
    // NOT: "nu respiră", "nu se trezește", "nu mai răspunde" (nu → "un" by the regional words).
    [/\bun (mai )?(respira|risponde|parla|muove|sveglia|se sveglia|se ferma|se muove)\b/g, 'non $2'],
    [/\bnon se (sveglia|ferma|muove)\b/g, 'non si $1'],
    [/\bun (mai )?poate\b/g, 'non riesce'],
    [/\bnon riesce (sa )?(respira|parla|muove)\b/g, 'non riesce a $2re'],
    // "vreau să mor", "vreau să mă omor", "nu mai vreau să trăiesc".
    [/\bvoglio sa (ma )?/g, 'voglio '],
    [/\bun mai voglio\b/g, 'non voglio piu'],
    [/\bun voglio\b/g, 'non voglio'],
    // "m-am tăiat", "mă tai", "mă bate", "mi-e frică".
    [/\bm am (tagliato|tagliata)\b/g, 'mi sono $1'],
    [/\bs a (ustionato|ustionata|bruciato|bruciata|tagliato|tagliata)\b/g, 'si e $1'],
    [/\bma tai\b/g, 'mi taglio'],
    [/\bma picchia\b/g, 'mi picchia'],
    [/\bmi e paura\b/g, 'ho paura'],
    // The past and the present well: "acum doi ani" (two years ago; "acum" is now), "acum sunt bine".
    [/\badesso (\d+|un|o|doi|doua|trei|patru|cinci|sase|zece|cativa|cateva|multi|multe) (ani|an|luni|luna)\b/g, '$1 $2 fa'],
    [/\b(ani|an) fa\b/g, 'anni fa'],
    [/\b(luni|luna) fa\b/g, 'mesi fa'],
    [/\b(sono|e) bene\b/g, 'sto bene'],
    [/\bla mana\b/g, 'la mano'],
    // The perfect's "a" ("a înghițit", "a băut"): the Italian "ha"; "se zbate" is a fit.
    [/\ba (ingoiato|bevuto|mangiato)\b/g, 'ha $1'],
    [/\bse dibatte\b/g, 'ha le convulsioni'],
    [/\b(dolore|dolori|fa male) (in|la) petto\b/g, '$1 al petto'],
  ],
};
