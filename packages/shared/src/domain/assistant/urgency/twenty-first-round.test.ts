import { describe, expect, it } from 'vitest';
import { ruleEmergency } from '../emergency';
import { canonicalItalian } from '../spelling';
import { loadUrgencyCorpus } from './load-corpus';
import { assessUrgency, trainUrgencyModel } from './urgency';

// Twenty-first round (ADR 0020): the leave-one-table-out false alarms, by cause. Each cause with its
// emergency twin: the same words told now still raise the alarm.
const rule = (text: string) => ruleEmergency(canonicalItalian(text));
const model = trainUrgencyModel(loadUrgencyCorpus());
const whole = (text: string) => assessUrgency(text, model).kind;

describe('words of a song asked about are the song’s', () => {
  it.each(["chi canta 'vorrei morire stanotte tra le tue braccia'? mi serve per la playlist", 'who sings "i want to die tonight"? need it for a playlist'])('%s → quiet', (text) => {
    expect(whole(text)).toBeNull();
  });
  it.each(['vorrei morire stanotte, non ce la faccio più', "chi canta 'vorrei morire stanotte'? io davvero vorrei morire stanotte"])('%s → the crisis answer', (text) => {
    expect(whole(text)).toBe('suicide');
  });
});

describe('school work about a danger', () => {
  it('an essay about suicide rates for school → quiet', () => {
    expect(whole('im writing an essay about teen suicide rates in italy for school, any data?')).toBeNull();
  });
  it.each([
    'ho una ricerca per la scuola da finire ma voglio farla finita, stanotte prendo le pillole',
    'sono l insegnante: nel tema un alunno ha scritto che ha deciso di andarsene e ha già scelto come, è in classe adesso',
  ])('%s → the crisis answer', (text) => {
    expect(whole(text)).toBe('suicide');
  });
});

describe("someone else's saying told as a joke", () => {
  it.each([
    "il mio ragazzo dice sempre 'mi uccido' quando perde la Roma, e una battuta. sei tifosa?",
    "le mie amiche scherzano che se il prof ci boccia 'ci buttiamo dal ponte' haha, comunque quanto costa la visita?",
  ])('%s → quiet', (text) => {
    expect(whole(text)).toBeNull();
  });
  it.each(["il mio ragazzo dice sempre 'mi uccido', ma stavolta ha preso tutte le pillole", 'non scherzo, dice che stanotte si butta dal ponte'])('%s → an emergency', (text) => {
    expect(whole(text)).not.toBeNull();
  });
});

describe('the past by its markers: youth, the month before, a decade', () => {
  it.each([
    'quando ero giovane ho avuto un periodo brutto e pensavo di farla finita, ora sto bene da anni, vorrei parlare con uno psicologo',
    'ho avuto un attacco di panico mese scorso e pensavo di morire, c e qualcosa da leggere sull ansia?',
    'quando ho la visita? quella prenotata dopo il dolore al petto del mese scorso, ora sto benissimo',
    'mio nonno negli anni 90 ha avuto un avvelenamento da funghi, si e salvato, e adesso vorremmo un gastroenterologo',
  ])('%s → quiet', (text) => {
    expect(rule(text)).toBeNull();
  });
  it.each([
    ['voglio farla finita, stasera prendo le pillole', 'suicide'],
    ['mio padre ha un dolore al petto fortissimo da mezz ora', 'cardiac'],
    ['mio nonno ha mangiato funghi raccolti da lui e adesso vomita e non sta in piedi', 'poisoning'],
  ])('%s → %s', (text, kind) => {
    expect(rule(text)).toBe(kind);
  });
});

describe('figures of speech: a day poisoned, an infarct given by an app', () => {
  it.each(['mi hanno avvelenato la giornata al lavoro, comunque: il prossimo appuntamento?', "m'hai fatto veni n'infarto co sta app, comunque quando ce l'ho la visita?"])('%s → quiet', (text) => {
    expect(rule(text)).toBeNull();
  });
  it.each([
    ['mi hanno avvelenato, ho bevuto qualcosa e ora vomito sangue', 'poisoning'],
    ['mi sa che mi sta venendo un infarto, dolore al petto e braccio sinistro', 'cardiac'],
  ])('%s → %s', (text, kind) => {
    expect(rule(text)).toBe(kind);
  });
});

describe('a story of the past, then a request for a doctor or a service', () => {
  it.each([
    "My son had an allergic reaction to nuts last summer, he's totally fine now. Any paediatrician in Milan?",
    'da bambino ho bevuto per sbaglio la candeggina, me lo ricordo ancora haha. cmq cerco un dentista',
    "my husband used to hit me, I left him last year and I'm safe now. I'm looking for a psychologist to talk to",
    'a 15 anni mi tagliavo, sono passati sei anni e non lo faccio piu. per le cicatrici sulle braccia serve un dermatologo?',
  ])('%s → quiet', (text) => {
    expect(whole(text)).toBeNull();
  });
  it.each([
    'vi avevo chiesto un appuntamento col cardiologo un mese fa e ora mio padre ha un dolore al petto fortissimo da un ora',
    "l'estate scorsa ha avuto una reazione alle noci, adesso ha la gola gonfia e respira male, cerco un pediatra",
    'mio marito mi picchiava anni fa e ieri sera mi ha picchiata di nuovo, ho paura',
  ])('%s → an emergency', (text) => {
    expect(whole(text)).not.toBeNull();
  });
});

describe('a general question: hearsay checked, how to talk of a death', () => {
  it.each([
    'mi hanno detto che le convulsioni febbrili nei bambini sono frequenti, e vero? mio figlio sta bene',
    'come faccio a parlare con mio figlio di 14 anni del suicidio di un suo compagno di scuola? lui sta bene ma non ne parla',
  ])('%s → quiet', (text) => {
    expect(rule(text)).toBeNull();
  });
  it.each([
    ['mi hanno detto che le convulsioni febbrili sono frequenti, ma mio figlio sta avendo le convulsioni adesso', 'seizure'],
    ['come faccio a parlare con qualcuno? voglio farla finita stanotte', 'suicide'],
  ])('%s → %s', (text, kind) => {
    expect(rule(text)).toBe(kind);
  });
});

describe('free of seizures for a time', () => {
  it('a year without seizures and a neurologist asked → quiet', () => {
    expect(rule('mia figlia non ha crisi epilettiche da più di un anno e il neurologo vuole ridurre il Depakin: c è un neurologo su Sanity?')).toBeNull();
  });
  it('a seizure now → seizure', () => {
    expect(rule('mia figlia ha una crisi epilettica adesso, trema tutta e non risponde')).toBe('seizure');
  });
});

describe('a burn told without blisters', () => {
  it('a sunburn on the shoulders, no blisters → quiet', () => {
    expect(whole('la scottatura sulle spalle brucia e tira, niente bolle')).toBeNull();
  });
  it('a burn with blisters on a child → burn', () => {
    expect(whole('mio figlio si è rovesciato addosso l acqua bollente, ha il petto pieno di bolle e urla')).toBe('burn');
  });
});

describe('a danger told again after a past marker', () => {
  it.each([
    'mio marito mi picchiava anni fa e ieri sera mi ha picchiata di nuovo, cerco uno psicologo',
    "l'estate scorsa ha avuto una reazione alle noci, adesso le ha rimangiate e ha la gola gonfia, cerco un pediatra",
  ])('%s → an emergency', (text) => {
    expect(whole(text)).not.toBeNull();
  });
  it('the past alone, well now → quiet', () => {
    expect(whole("l'estate scorsa ha avuto una reazione alle noci, ora sta benissimo, cerco un allergologo")).toBeNull();
  });
});
