import { describe, expect, it } from 'vitest';
import { detectEmergency } from '../emergency';
import { emergencyAnswerText } from '../emergency-answer';
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

/**
 * The must-not-miss signs in the languages of Italy's foreign residents (twenty-third round: one
 * lexicon per language, ./romanian.ts … ./tagalog.ts), written for the concepts, not copied from any
 * question table: the rules raise the right kind, and its answer names 112 and the kind's own number.
 */
const BY_LANGUAGE: Record<string, Array<[string, EmergencyKind]>> = {
  Romanian: [
    ['sotul meu are o durere puternica in piept si transpira', 'cardiac'],
    ['copilul nu respira', 'breathing'],
    ['mama a lesinat si nu se trezeste', 'unconscious'],
    ['tatal meu are gura stramba si nu poate vorbi', 'stroke'],
    ['m-am taiat la mana si sangele nu se opreste', 'bleeding'],
    ['copilul s-a oparit cu apa clocotita', 'burn'],
    ['fiul meu a baut inalbitor', 'poisoning'],
    ['i s-a umflat gatul si limba dupa o intepatura de albina', 'allergy'],
    ['sotia mea are convulsii acum', 'seizure'],
    ['vreau sa mor, nu mai vreau sa traiesc', 'suicide'],
    ['sotul ma bate si mi-e frica', 'violence'],
  ],
  Spanish: [
    ['mi esposo tiene un dolor fuerte en el pecho', 'cardiac'],
    ['mi hijo no puede respirar', 'breathing'],
    ['mi mamá se desmayó y no despierta', 'unconscious'],
    ['mi papá tiene la boca torcida y no puede hablar', 'stroke'],
    ['se quemó con aceite hirviendo', 'burn'],
    ['mi hermano tomó muchas pastillas para dormir', 'poisoning'],
    ['mi hija tiene convulsiones', 'seizure'],
    ['quiero morir, no quiero vivir más', 'suicide'],
    ['mi marido me pega y tengo miedo', 'violence'],
  ],
  Portuguese: [
    ['meu marido está com dor no peito', 'cardiac'],
    ['meu filho não consegue respirar', 'breathing'],
    ['minha mãe desmaiou e não acorda', 'unconscious'],
    ['meu pai está com a boca torta e não consegue falar', 'stroke'],
    ['meu filho se queimou com água fervendo', 'burn'],
    ['a criança engoliu os comprimidos', 'poisoning'],
    ['ficou com a garganta inchada depois da picada de abelha', 'allergy'],
    ['quero morrer, não quero mais viver', 'suicide'],
    ['meu marido me bate, tenho medo', 'violence'],
  ],
  French: [
    ['mon mari a une douleur à la poitrine', 'cardiac'],
    ['mon fils ne respire plus', 'breathing'],
    ["ma mère s'est évanouie et ne se réveille pas", 'unconscious'],
    ["mon père a la bouche de travers et n'arrive pas à parler", 'stroke'],
    ["mon fils s'est brûlé avec de l'eau bouillante", 'burn'],
    ['mon enfant a avalé des comprimés', 'poisoning'],
    ["ma fille fait une crise d'épilepsie", 'seizure'],
    ['je veux mourir, je veux me tuer', 'suicide'],
    ["mon mari me frappe, j'ai peur", 'violence'],
  ],
  Albanian: [
    ['burri im ka dhimbje në gjoks', 'cardiac'],
    ['fëmija nuk merr frymë', 'breathing'],
    ['nëna ra pa ndjenja dhe nuk zgjohet', 'unconscious'],
    ['babai ka gojën shtrembër dhe nuk flet', 'stroke'],
    ['gjaku nuk ndalet', 'bleeding'],
    ['djali u dogj me ujë të vluar', 'burn'],
    ['fëmija gëlltiti tabletat', 'poisoning'],
    ['dua të vdes, do të vras veten', 'suicide'],
    ['burri më rreh, kam frikë', 'violence'],
  ],
  'Ukrainian and Russian': [
    ['мій чоловік не дихає', 'breathing'],
    ['у мого чоловіка сильний біль в грудях', 'cardiac'],
    ['моя мама втратила свідомість і не прокидається', 'unconscious'],
    ['дитина випила таблетки бабусі', 'poisoning'],
    ['ребёнок обжёгся кипятком', 'burn'],
    ['не хочу жити', 'suicide'],
    ['муж меня бьёт, мне страшно', 'violence'],
  ],
  Chinese: [
    ['我爸爸突然说话不清楚', 'stroke'],
    ['我老公胸口疼,出汗', 'cardiac'],
    ['孩子喝了漂白剂', 'poisoning'],
    ['我不想活了', 'suicide'],
    ['我老公打我,我很害怕', 'violence'],
  ],
  Arabic: [
    ['زوجي يضربني', 'violence'],
    ['ابني لا يتنفس', 'breathing'],
    ['عندي ألم في صدري', 'cardiac'],
    ['rajli kaydrebni w ana khayfa', 'violence'],
    ['bghit nmout', 'suicide'],
    ['weldi ma kaytneffesch', 'breathing'],
  ],
  Tagalog: [
    ['ang asawa ko ay may masakit sa dibdib', 'cardiac'],
    ['hindi makahinga ang anak ko', 'breathing'],
    ['nawalan ng malay si nanay', 'unconscious'],
    ['gusto ko nang mamatay', 'suicide'],
    ['sinasaktan ako ng asawa ko, natatakot ako', 'violence'],
  ],
  German: [
    ['Mein Mann schlägt mich und ich habe Angst', 'violence'],
    ['ich schneide mich wieder', 'suicide'],
    ['ich will nicht mehr leben', 'suicide'],
  ],
};

/** Each kind's own number beside 112 (issue 22 point 1). */
const OWN_NUMBER: Partial<Record<EmergencyKind, string>> = { suicide: 'Telefono Amico', violence: '1522', poisoning: 'Antiveleni' };

/** Everyday talk in the same languages, the past included: no alarm. */
const EVERYDAY_ABROAD = [
  'vreau sa fac o programare la dentist',
  'am avut dureri in piept acum doi ani, acum sunt bine, caut un cardiolog pentru control',
  'mama mea vrea sa anuleze programarea de maine',
  'quiero pedir una cita con el dermatólogo, ¿cuánto cuesta?',
  'mi hijo tuvo convulsiones de bebé, ahora está bien, busco un neurólogo',
  'me muero de hambre, ¿dónde puedo comer cerca?',
  'mi hija se cayó en el parque, tiene un raspón en la rodilla',
  'quero marcar uma consulta com o pediatra para a minha filha',
  'quero cancelar a minha consulta de amanhã',
  'je voudrais prendre rendez-vous avec un dermatologue',
  "j'ai eu une crise d'épilepsie il y a dix ans, maintenant je vais bien",
  'dua të rezervoj një vizitë te mjeku',
  'sa kushton vizita? ku është klinika?',
  'хочу записатися до лікаря',
  '我想预约医生',
  'أريد موعد مع طبيب',
  'gusto kong magpa-appointment sa doktor',
];

describe('the languages of Italy\'s foreign residents', () => {
  for (const [language, cases] of Object.entries(BY_LANGUAGE)) {
    it.each(cases)(`${language}: %s → %s`, (text, kind) => {
      expect(detectEmergency(text)).toBe(kind);
      const answer = emergencyAnswerText(kind, { message: text });
      expect(answer).toContain('112');
      const own = OWN_NUMBER[kind];
      if (own) expect(answer).toContain(own);
    });
  }
  it.each(EVERYDAY_ABROAD)('no alarm: %s', (text) => {
    expect(detectEmergency(text)).toBeNull();
  });
});

/** The everyday words of a visit in the same languages (./everyday-abroad.ts): brought to the Italian the intents read. */
const EVERYDAY_WORDS_ABROAD: Array<[string, string]> = [
  ['Wie kann ich meinen Termin absagen?', 'wie kann io meinen appuntamento disdire'],
  ['¿y cuánto cuesta la visita?', 'y quanto costa la visita'],
  ['quiero cancelar mi cita del martes', 'voglio cancellare mi appuntamento del martes'],
  ["combien coûte la visite? quelle est l'adresse?", 'quanto costa la visite quelle e l indirizzo'],
  ['cât costă o vizită la dermatolog?', 'quanto costa o visita la dermatolog'],
  ['sa kushton vizita te mjeku?', 'quanto costa visita te medico'],
];

describe('everyday words abroad', () => {
  it.each(EVERYDAY_WORDS_ABROAD)('%s → %s', (text, italian) => {
    expect(canonicalItalian(text)).toBe(italian);
  });
});

describe('the past in the languages abroad keeps its unit', () => {
  it.each([
    ['para dy vitesh', 'dy anni fa'],
    ['para tre muaj', 'tre mesi fa'],
    ['acum doi ani', 'doi anni fa'],
  ])('%s → %s', (text, italian) => {
    expect(canonicalItalian(text)).toContain(italian);
  });
});
