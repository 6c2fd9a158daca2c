import { describe, expect, it } from 'vitest';
import { detectEmergency } from '../emergency';
import { canonicalItalian } from '../spelling';
import type { EmergencyKind } from '../types';

/**
 * The must-not-miss concepts told in Italy's regional languages and dialects (./index.ts), one table
 * per region: chest pain, not breathing, fainted, stroke signs, bleeding, burns, poisoning, suicidal
 * intent. Written in the way people of each region type them (no accents, apostrophes for cut
 * vowels), not copied from any question table.
 */
const BY_REGION: Record<string, Array<[string, EmergencyKind]>> = {
  Sardinian: [
    ['mamma tenet unu dolore mannu in su pettus e est tota suerada', 'cardiac'],
    ['su pipiu no arrespirat', 'breathing'],
    ['babbu est isvenidu e no si ischidat', 'unconscious'],
    ['nonna tenet sa bucca torta e no faeddat bene', 'stroke'],
    ['no nde potzo prus, oe mi bocco', 'suicide'],
    ['su pipiu at bufadu sa varichina', 'poisoning'],
  ],
  Sicilian: [
    ["me patri avi un duluri forti 'nto pettu e nun avi ciatu", 'cardiac'],
    ['u picciriddu nun rispira', 'breathing'],
    ["me matri e svinuta e nun s'arrusbigghia", 'unconscious'],
    ["me nonnu avi a vucca storta e parra stranu", 'stroke'],
    ["u sangu un si ferma, s'ha tagghiatu a manu", 'bleeding'],
    ["u picciriddu s'ha vivutu 'a varichina", 'poisoning'],
    ["nun ci a fazzu cchiu, m'ammazzu", 'suicide'],
    ['mi nni vogghiu iri pi sempri', 'suicide'],
  ],
  Neapolitan: [
    ["a mamma tene nu dulore 'mpietto e nun tene sciato", 'cardiac'],
    ['papa e caruto nterra e nun se sceta', 'unconscious'],
    ["nonno tene 'a vocca storta e nun move 'o vraccio", 'stroke'],
    ["nun ce 'a faccio cchiu, m'accido", 'suicide'],
    ["'a criatura s'ha gnuttuto 'e pinnule d'a nonna", 'poisoning'],
  ],
  Calabrian: [
    ["me frate s'e abbrusciatu ccu l'acqua vugghienti", 'burn'],
    ["fazzu 'na pazzia, nun ne pozzu cchiu", 'suicide'],
    ['u figghiu nun respira, nun ha hiatu', 'breathing'],
  ],
  Venetian: [
    ['me mare la ga la boca storta da sta matina e la parla mal', 'stroke'],
    ['el me pa el ga un dolor in mezzo al peto e el suda', 'cardiac'],
    ["el bocia el ga bevu tuto el sciropo, la boccetta xe voda", 'poisoning'],
    ['no ghe la fasso pi, me copo', 'suicide'],
    ["el s'ha brusa co l'aqua bojente", 'burn'],
  ],
  Friulian: [
    ['gno pari al a un dul tal pet e nol respire', 'breathing'],
    ['al e sveniut e nol si svee', 'unconscious'],
  ],
  Lombard: [
    ["g'ho un dulur al pett che el va gio fin al brasc", 'cardiac'],
    ["el me fioeu l'e svegnu", 'unconscious'],
    ["la nonna la gh'ha la boca storta e la parla no", 'stroke'],
  ],
  Piedmontese: [
    ['mia mare a l e svni e a respira nen', 'unconscious'],
    ['i peus pi nen, am masso', 'suicide'],
  ],
  Ligurian: [
    ["o me figgio o s'e bruxou co l'oio", 'burn'],
    ['a nonna a l e sbasia', 'unconscious'],
  ],
  Emilian: [
    ["mi pader l'ha un dulor al pett e al suda fred", 'cardiac'],
    ["al putein l'ha magna al pastigli d'la nona, mancano dieci pastiglie", 'poisoning'],
  ],
  Roman: [
    ["me vojo ammazza', nun ce la faccio piu", 'suicide'],
    ["mo' me butto dar ponte", 'suicide'],
    ["er pupo nun respira", 'breathing'],
    ["papa e svenuto e nun se sveja", 'unconscious'],
    ["perde un sacco de sangue, nun se ferma", 'bleeding'],
  ],
  Apulian: [
    ["u criatur s'ha bevut la varechina", 'poisoning'],
    ["nonn ten la vocca storta e nan parl bbuon", 'stroke'],
  ],
};

/** Figures of speech and everyday talk that share words with the lexicons: no alarm. */
const FIGURES = [
  'mi fa morire dal ridere',
  'mi uccide questo caldo',
  'mi ammazzo di lavoro questa settimana',
  "stasera fazzu 'na pazzia e mi compro la moto",
  'me ne voglio andare per sempre da questa citta, cerco un medico a Roma',
  'mi butto giu quando piove, mi serve uno psicologo?',
  'il flacone di sciroppo di mio figlio e vuoto, dove lo compro?',
  "gli ho dato lo sciroppo, il flacone e finito, ne compro un altro?",
  'cosa succede se un bambino beve lo sciroppo?',
  "l'anno scorso me patri avi un duluri 'nto pettu, ora sta bene: cerco un cardiologo",
];

describe('regional languages and dialects', () => {
  for (const [region, cases] of Object.entries(BY_REGION)) {
    it.each(cases)(`${region}: %s → %s`, (text, kind) => {
      expect(detectEmergency(text)).toBe(kind);
    });
  }
  it.each(FIGURES)('no alarm: %s', (text) => {
    expect(detectEmergency(text)).toBeNull();
  });
});

/** The everyday words around a visit, as the regions say them: brought to the Italian the intents read. */
const EVERYDAY: Array<[string, string]> = [
  ["quann'e ca tengo 'a visita?", 'quando e che tengo a visita'],
  ["quand l'e che gh'hoo la visita?", 'quando l e che ci ho la visita'],
  ["pe' 'a visita c'aggia purta'?", 'pe a visita c devo portare'],
  ["nu miedeco p'e recchie", 'un medico per orecchie'],
  ["tengo nu poco 'e mal 'e capa, niente 'e serio", 'ho un poco di mal di testa niente di serio'],
  ['mi doli a panza e haiu a frevi', 'mi duole a pancia e ho a febbre'],
  ["la bambina s'ha bbevuto 'a varichina", 'la bambina s ha bevuto a candeggina'],
  ["che sai fa'?", 'che sai fare'],
  ['ho messo da parte le pastiglie, tengo da parte tutto', 'ho messo da parte le pastiglie tengo da parte tutto'],
];

describe('regional everyday words', () => {
  it.each(EVERYDAY)('%s → %s', (text, italian) => {
    expect(canonicalItalian(text)).toBe(italian);
  });
});
