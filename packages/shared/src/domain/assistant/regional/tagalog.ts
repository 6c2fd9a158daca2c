import type { RegionalLexicon } from './lexicon';

/**
 * Tagalog (the Philippine community, twenty-third round) for the must-not-miss signs. Only words
 * no Italian or English word shares: "gusto" (taste), "paso", "ako", "mga" stay as they are;
 * "hindi" is NOT ("hindi makahinga" → "non riesce a respirare").
 */
export const TAGALOG: RegionalLexicon = {
  words: {
    // who, now, suddenly, help
    asawa: 'compagno', anak: 'figlio', nanay: 'mamma', inay: 'mamma', tatay: 'papa', itay: 'papa', lola: 'nonna', lolo: 'nonno', kaibigan: 'amico', sanggol: 'neonato', ngayon: 'adesso', bigla: 'improvvisamente', tulong: 'aiuto', saklolo: 'aiuto',
    // pain, chest, breath, NOT
    sakit: 'dolore', masakit: 'fa male', dibdib: 'petto', puso: 'cuore', hindi: 'non', makahinga: 'riesce a respirare', humihinga: 'respira', nahihirapang: 'fa fatica a',
    // fainted, does not wake, does not answer, stroke signs
    nahimatay: 'svenuto', himatay: 'svenuto', malay: 'sensi', gumigising: 'si sveglia', magising: 'si sveglia', sumasagot: 'risponde', makapagsalita: 'riesce a parlare', nagsasalita: 'parla', bibig: 'bocca', mukha: 'faccia', ngiwi: 'storta', braso: 'braccio', maigalaw: 'muove',
    // blood, burn, swallowed, pills, poison, swelling, seizure
    dugo: 'sangue', dumudugo: 'sanguina', napaso: 'ustionato', nasunog: 'ustionato', kumukulong: 'bollente', tubig: 'acqua', nilunok: 'ha ingoiato', nakalunok: 'ha ingoiato', uminom: 'ha bevuto', ininom: 'ha bevuto', gamot: 'pastiglie', tableta: 'pastiglie', lason: 'veleno', nalason: 'avvelenato', namamaga: 'gonfia', lalamunan: 'gola', dila: 'lingua', labi: 'labbra', kumbulsyon: 'convulsioni', nangingisay: 'ha le convulsioni', kinukumbulsyon: 'ha le convulsioni',
    // to die, kill myself, beats me, afraid
    mamatay: 'morire', magpakamatay: 'suicidarmi', mabuhay: 'vivere', sinasaktan: 'picchia', binubugbog: 'picchia', sinampal: 'picchiato', takot: 'paura', natatakot: 'ho paura',
  },
  phrases: [
    // "nawalan ng malay" (lost consciousness), "walang malay", "gusto ko nang mamatay", "sinasaktan ako".
    [/\b(nawalan ng|walang) sensi\b/g, 'e svenuto'],
    [/\bgusto ko (na |nang )?(morire|suicidarmi)\b/g, 'voglio $2'],
    [/\bayoko (na |nang )?vivere\b/g, 'non voglio piu vivere'],
    [/\b(picchia|picchiato) (ako|niya ako)\b/g, 'mi picchia'],
    [/\bfa male (ang|sa) (petto|cuore)\b/g, 'dolore al $2'],
  ],
};
