import type { RegionalLexicon } from './lexicon';

/**
 * Arabic (Morocco, Egypt, Tunisia; twenty-third round) for the must-not-miss signs, in Arabic
 * letters as the normaliser leaves them (hamza and vowel signs dropped: "أريد" is "اريد", "الآن"
 * is "الان") and in the Latin letters of chat, digits for the sounds Latin lacks ("wje3", "7ma").
 * Written Arabic runs word by word; chat Arabic varies by country, so only the common Maghrebi
 * and Egyptian forms are here, none an Italian or English word ("baba", "bet", "mama" stay).
 */
export const ARABIC: RegionalLexicon = {
  words: {
    // Arabic letters: who, now, pain, chest, breath, NOT, fainted, blood, burn, pills, poison, seizure, to die, beats me, afraid
    زوجي: 'mio marito', زوجتي: 'mia moglie', ابني: 'mio figlio', بنتي: 'mia figlia', ابنتي: 'mia figlia', طفلي: 'il mio bambino', ابي: 'mio padre', امي: 'mia madre', الان: 'adesso', فجاة: 'improvvisamente', ساعدوني: 'aiuto',
    الم: 'dolore', وجع: 'dolore', صدري: 'petto', الصدر: 'petto', صدر: 'petto', قلبي: 'cuore', لا: 'non', ما: 'non', يتنفس: 'respira', تتنفس: 'respira', اتنفس: 'respiro',
    مغمى: 'svenuto', اغمي: 'svenuto', فاقد: 'svenuto', يستيقظ: 'si sveglia', يرد: 'risponde', يتكلم: 'parla', فمه: 'bocca', مايل: 'storta', دم: 'sangue', نزيف: 'emorragia', حرق: 'ustione', محروق: 'ustionato', ماء: 'acqua', مغلي: 'bollente',
    حبوب: 'pastiglie', دواء: 'medicine', سم: 'veleno', بلع: 'ha ingoiato', شرب: 'ha bevuto', تشنجات: 'convulsioni', تشنج: 'convulsioni', اريد: 'voglio', اموت: 'morire', انتحر: 'suicidarmi', انتحار: 'suicidio', يضربني: 'mi picchia', خايف: 'ho paura', خايفة: 'ho paura', خائف: 'ho paura',
    // Latin letters (Maghrebi darija, Egyptian): who, now, pain, chest, fainted, to die, beats me, afraid
    rajli: 'mio marito', mrati: 'mia moglie', weldi: 'mio figlio', wlidi: 'mio figlio', benti: 'mia figlia', yemma: 'mia madre', ommi: 'mia madre', daba: 'adesso', dork: 'adesso', tawa: 'adesso', delwa2ti: 'adesso', dlwa2ti: 'adesso',
    wje3: 'dolore', wja3: 'dolore', waja3: 'dolore', kaywje3ni: 'mi fa male', sdri: 'petto', sder: 'petto', sedri: 'petto', kaytneffes: 'respira', kaytneffesch: 'respira', kaytnefsch: 'respira', kaytnfs: 'respira', kaytnfsch: 'respira', yetnaffes: 'respira', bghit: 'voglio', nheb: 'voglio', '3ayza': 'voglio', '3ayez': 'voglio', nmout: 'morire', nmot: 'morire', amout: 'morire',
    kaydrebni: 'mi picchia', kayderbni: 'mi picchia', kaydrbni: 'mi picchia', yedrabni: 'mi picchia', yodrobni: 'mi picchia', darbni: 'mi picchia', bydrabni: 'mi picchia', khayef: 'ho paura', khayfa: 'ho paura', '5ayef': 'ho paura', '5ayfa': 'ho paura', dwa: 'medicine', dem: 'sangue', dmm: 'sangue', tachenoj: 'convulsioni',
  },
  phrases: [
    // "في صدري" (in my chest), "فاقد الوعي" (unconscious), "مغمى عليه" (fainted), "ما كيتنفسش".
    [/\b(dolore|mi fa male) (في|f|fi) petto\b/g, '$1 al petto'],
    [/\bsvenuto (الوعي|عليه|عليها)(?= |$)/g, 'svenuto'],
    [/\b(ma|non) (respira)(ch|sh|ش)?\b/g, 'non $2'],
    [/\bvoglio (ان|an) (morire|suicidarmi)\b/g, 'voglio $2'],
    [/\b(ghmi|ghma|tgheddeb) (3lih|3liha|alih|aliha)\b/g, 'e svenuto'],
    [/\b(nqtel|nqatel|nektel) (rasi|nefsi)\b/g, 'uccidermi'],
  ],
};
