import { describe, expect, it } from 'vitest';
import { ruleEmergency } from '../emergency';
import { seizureClusterTold } from '../seizure-meaning';
import { canonicalItalian } from '../spelling';
import { alarmFeatures } from './alarm-features';
import { loadUrgencyCorpus } from './load-corpus';
import { RESOLVED } from './settled-shapes';
import { assessUrgency, trainUrgencyModel } from './urgency';

// Twenty-second round (ADR 0020): the newly retired tables' failures, by cause. Each cause with its
// emergency twin: the same words told now still raise the alarm.
const rule = (text: string) => ruleEmergency(canonicalItalian(text));
const model = trainUrgencyModel(loadUrgencyCorpus());
const whole = (text: string) => assessUrgency(text, model).kind;

describe('seizures one after another without recovery in between are status epilepticus', () => {
  it.each([
    "mio figlio ha avuto una convulsione, poi un'altra e non si è più svegliato",
    "another seizure and he hasn't woken up in between",
    'ha fatto una crisi, dopo dieci minuti la seconda, non ha ripreso conoscenza tra le due',
    'la nonna epilettica: crisi, poi di nuovo crisi, senza riprendersi',
  ])('%s → seizure, by the rules', (text) => {
    expect(rule(text)).toBe('seizure');
  });
  it.each([
    "ieri ha avuto due crisi ma tra una e l'altra si è ripresa, ora sta bene: quale neurologo?",
    "una crisi di panico dopo l'altra, non si è ripresa del tutto dallo spavento",
  ])('%s → no cluster (recovered, or panic)', (text) => {
    expect(seizureClusterTold(canonicalItalian(text))).toBe(false);
  });
  it('recovered in between and well now → quiet', () => {
    expect(whole("ieri ha avuto due crisi ma tra una e l'altra si è ripresa, ora sta bene: quale neurologo?")).toBeNull();
  });
});

describe('a recovery denied is no recovery', () => {
  it.each(['non si è ripresa', 'non è andato tutto bene', 'she is not fine now'])('%s → not told as over', (text) => {
    expect(RESOLVED.test(canonicalItalian(text))).toBe(false);
  });
  it.each(['si è ripresa subito', 'è andato tutto bene'])('%s → told as over', (text) => {
    expect(RESOLVED.test(canonicalItalian(text))).toBe(true);
  });
});

describe('"ci" of a place or a sense is not being no more', () => {
  it('the alarm model reads "non ci sono sotto" without the "ci" of being, and keeps "non ci sarò"', () => {
    expect(alarmFeatures('finche non ci sono sotto')).not.toContain('b:non ci');
    expect(alarmFeatures('non ci vedo bene')).not.toContain('b:non ci');
    expect(alarmFeatures('domani non ci saro piu')).toContain('b:non ci');
  });
  it.each([
    'faccio fatica a leggere i cartelli finché non ci sono sotto, serve un oculista?',
    'non ci vedo bene da vicino quando leggo, mi serve un oculista',
    'non ci sento bene da un orecchio da qualche giorno',
  ])('%s → quiet', (text) => {
    expect(whole(text)).toBeNull();
  });
  it.each(['domani non ci sarò più, ho deciso', 'sarebbe meglio per tutti se non ci fossi più'])('%s → the crisis answer', (text) => {
    expect(whole(text)).toBe('suicide');
  });
});

describe('a vote of suicidal talk with none of its concepts told meets the calm shapes', () => {
  it('a phone unanswered, with an everyday reason → quiet', () => {
    expect(whole('mio padre non risponde al telefono da ieri, sarà in giro col cane')).toBeNull();
  });
  it('a farewell and a phone unanswered → the crisis answer', () => {
    expect(whole('mia sorella mi ha scritto addio e ora non risponde al telefono')).toBe('suicide');
  });
});

describe('another dose asked, and a named condition asked about, need the past’s margin', () => {
  it.each([
    "ieri sera ho preso un'aspirina, stamattina posso prenderne un'altra?",
    "russa forte e a volte si sveglia di soprassalto, ha l'apnea notturna?",
  ])('%s → quiet', (text) => {
    expect(whole(text)).toBeNull();
  });
  it.each(["ha preso un'altra dose di insulina per sbaglio e adesso suda e trema", 'russava e adesso non respira più, ha le labbra viola'])('%s → an emergency', (text) => {
    expect(whole(text)).not.toBeNull();
  });
});

describe('feeling very ill and the fear of dying felt now', () => {
  it.each(['mi sento malissimo, credo di morire', 'sto malissimo, ho paura di morire', 'i feel awful, i think i m dying'])('%s → the safety answer', (text) => {
    expect(whole(text)).not.toBeNull();
  });
  it("a fear of flying → quiet", () => {
    expect(whole("ho paura di morire quando prendo l'aereo, c'è un articolo sull'ansia?")).toBeNull();
  });
});

describe('a child well now with nothing taken is no poisoning', () => {
  it('vomited and now well and playing → quiet', () => {
    expect(whole('ha vomitato due volte stamattina, ora sta bene e gioca')).toBeNull();
  });
  it('a battery swallowed, however well now → poisoning', () => {
    expect(whole('ha ingoiato una pila stamattina, ora sta bene e gioca')).toBe('poisoning');
  });
});

describe('past events and questions of the retired tables, by cause', () => {
  it.each([
    // a phone unanswered "mai", "più": the calm shape reads the adverb
    'mia madre non risponde mai al telefono, sarà dal parrucchiere; come la aggiungo come familiare?',
    // nothing happened: told as over
    "ieri ha mangiato un po' di terra al parco, non è successo niente, cerco un pediatra",
    // a scar now is an after-effect, not the danger again
    "due anni fa si è ustionato con l'olio, ora ha la cicatrice che tira, chi la guarda?",
    // a dose asked "come dosaggio", a medicine asked "can he take"
    'come dosaggio, 3 gocce di melatonina vanno bene per il bimbo?',
    'can he take ibuprofen for his sore knee?',
    // a letter asked of Igea
    'scrivimi una lettera di reclamo per il condominio',
    'write me a letter to my landlord',
  ])('%s → quiet', (text) => {
    expect(whole(text)).toBeNull();
  });
  it.each([
    ["mia madre mi ha scritto 'perdonatemi' e non risponde più al telefono", 'suicide'],
    ['my friend texted me goodbye and now she is not answering the phone', 'suicide'],
    ['ha mangiato dei funghi raccolti al parco e adesso vomita e suda', 'poisoning'],
    ["l'estate scorsa una reazione alle noci, adesso le ha rimangiate e ha la gola gonfia", 'allergy'],
    ['ha preso 30 compresse di xanax, come dosaggio è troppo?', 'poisoning'],
    ['ho scritto una lettera per i miei figli, domani non ci sarò', 'suicide'],
  ])('%s → %s', (text, kind) => {
    expect(whole(text)).toBe(kind);
  });
});

describe('what happens in the body during a danger, asked in general', () => {
  it('cosa succede nel corpo durante una crisi epilettica? → quiet', () => {
    expect(whole('una domanda che mi frulla in testa di notte: cosa succede nel corpo durante una crisi epilettica?')).toBeNull();
  });
  it.each(['mia figlia ha una crisi epilettica adesso, cosa succede durante una crisi così lunga?', 'cosa succede durante una crisi? mio figlio sta convulsando da 5 minuti'])('%s → seizure', (text) => {
    expect(whole(text)).toBe('seizure');
  });
});

describe('Friulian "glotût" is swallowed', () => {
  it('a child who swallowed a button battery, in Friulian → poisoning', () => {
    expect(whole('il frut al à glotût une pile plate, o ai pôre')).toBe('poisoning');
  });
});
