import type { RegionalLexicon } from './lexicon';

/**
 * South Tyrol's German (and a German-speaking tourist's) for the must-not-miss signs (sixteenth
 * round): a message may start in Italian and tell the danger in German ("Mein Mann hat jetzt starke
 * Schmerzen in der Brust und er schwitzt"). Written as the normaliser leaves them (no umlauts:
 * "plötzlich" is "plotzlich"). Only words no Italian or English word shares: "kind", "hat", "die",
 * "er", "sie", "hand", "arm" stay as they are; the few words a sign needs around it ("in der Brust",
 * "atmet nicht") are read together as phrases.
 */
export const GERMAN: RegionalLexicon = {
  words: {
    // who: husband, wife, father, mother, my
    mann: 'marito', ehemann: 'marito', ehefrau: 'moglie', vater: 'padre', mutter: 'madre', oma: 'nonna', sohn: 'figlio', tochter: 'figlia', mein: 'mio', meine: 'mia', meiner: 'mia', meinem: 'mio',
    // now, suddenly, strong, and
    jetzt: 'adesso', plotzlich: 'improvvisamente', ploetzlich: 'improvvisamente', starke: 'forte', starken: 'forte', starker: 'forte', sehr: 'molto', und: 'e', seit: 'da', heute: 'oggi',
    // pain, chest, heart, head, sweating, breath
    schmerzen: 'dolore', schmerz: 'dolore', brust: 'petto', brustschmerzen: 'dolore al petto', herz: 'cuore', herzinfarkt: 'infarto', kopf: 'testa', kopfschmerzen: 'mal di testa', schwitzt: 'suda', schwitze: 'sudo', kalter: 'freddo', schweiss: 'sudore', 'schweiß': 'sudore', atmet: 'respira', atme: 'respiro', atmen: 'respirare', atemnot: 'fame d aria', luft: 'aria', bekommt: 'riesce', keine: 'nessuna',
    // fainting, waking, answering, stroke signs
    bewusstlos: 'svenuto', ohnmachtig: 'svenuto', ohnmacht: 'svenimento', umgefallen: 'caduto', zusammengebrochen: 'crollato', wacht: 'sveglia', reagiert: 'risponde', schlaganfall: 'ictus', gelahmt: 'paralizzato', lahmung: 'paralisi', spricht: 'parla', undeutlich: 'male', verwirrt: 'confuso', gesicht: 'faccia', schief: 'storta', krampfanfall: 'crisi convulsiva', krampfe: 'convulsioni', krampft: 'ha le convulsioni',
    // blood, burns, poison, allergy
    blutet: 'sanguina', blut: 'sangue', verbrannt: 'ustionato', verbrennung: 'ustione', vergiftet: 'avvelenato', vergiftung: 'avvelenamento', geschluckt: 'ingoiato', tabletten: 'pastiglie', geschwollen: 'gonfia', zunge: 'lingua', hals: 'gola', lippen: 'labbra', allergisch: 'allergico', wespenstich: 'puntura di vespa', bienenstich: 'puntura di ape',
    // not, no more; to die
    nicht: 'non', nichts: 'niente', mehr: 'piu', sterben: 'morire', umbringen: 'uccidermi', leben: 'vivere',
  },
  phrases: [
    // "in der Brust" → "nel petto"; "Schmerzen in der Brust" → "dolore al petto".
    [/\bdolore in (der|die|den|dem) petto\b/g, 'dolore al petto'],
    [/\bin (der|dem|den) (petto|testa|gola|faccia)\b/g, 'nel $2'],
    // German puts NOT after the verb: "er atmet nicht (mehr)" → "non respira (più)".
    [/\b(respira|respiro|sveglia|risponde|parla|riesce) non( piu)?\b/g, 'non $1$2'],
    [/\bnon sveglia( piu)? auf\b/g, 'non si sveglia$1'],
  ],
};
