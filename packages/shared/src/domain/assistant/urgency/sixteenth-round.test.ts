import { describe, expect, it } from 'vitest';
import { detectEmergency } from '../emergency';
import { canonicalItalian } from '../spelling';
import { loadUrgencyCorpus } from './load-corpus';
import { ALARM_MARGIN, assessUrgency, DOUBT_BAND_CRISIS, trainUrgencyModel } from './urgency';

/**
 * The sixteenth round's classes, by cause (the retired seventeenth and eighteenth authors' parts),
 * each on sentences written for the class, in none of the corpus or the quality tables. They are
 * rules (so the chat block's offline fallback has them): a danger in each, and its everyday twin.
 */
describe('violence against an old person by a son, and marks said to be someone else\'s doing', () => {
  it.each([
    ['mio nipote mi prende la pensione e quando dico di no mi alza le mani', 'violence'],
    ['my son takes my money and hits me when I say no', 'violence'],
    ['ho dei lividi sulle gambe, me li ha fatti mio marito ieri sera', 'violence'],
    ['cercavo un dermatologo per i lividi sul collo, me le fa il mio compagno quando si arrabbia', 'violence'],
  ])('%s', (text, kind) => {
    expect(detectEmergency(text)).toBe(kind);
  });
  it.each([
    'mio figlio mi prende la pensione in posta perché io non cammino bene',
    'ho un livido sul braccio, me lo sono fatto sbattendo contro la porta',
    'mio marito alza le mani al cielo quando perde la sua squadra',
  ])('no alarm: %s', (text) => {
    expect(detectEmergency(text)).toBeNull();
  });
});

describe('starving oneself on purpose beside an end', () => {
  it.each([
    'non mangio più apposta da una settimana, tanto voglio solo sparire',
    "I've stopped eating on purpose, I just want to disappear forever",
  ])('%s', (text) => {
    expect(detectEmergency(text)).toBe('suicide');
  });
  it.each(['non mangio apposta da ieri sera perché domani ho il prelievo a digiuno', 'oggi non mangio carne, sono vegetariana'])('no alarm: %s', (text) => {
    expect(detectEmergency(text)).toBeNull();
  });
});

describe('a self-harm relapse told in English', () => {
  it.each(['relapsed last night and cut deeper than before', 'I relapsed, cutting again and it won\'t stop'])('%s', (text) => {
    expect(detectEmergency(text)).toBe('suicide');
  });
  it.each(['my dad relapsed with alcohol, where can he get help?', 'I cut the grass deeper than usual this year'])('no alarm: %s', (text) => {
    expect(detectEmergency(text)).toBeNull();
  });
});

describe('South Tyrol German for the must-not-miss signs', () => {
  it('reads the signs in Italian', () => {
    expect(canonicalItalian('Mein Vater atmet nicht mehr')).toBe('mio padre non respira piu');
    expect(canonicalItalian('starke Schmerzen in der Brust')).toBe('forte dolore al petto');
  });
  it.each([
    ['meine Mutter hat plötzlich starke Schmerzen in der Brust', 'cardiac'],
    ['scusate, mein Mann ist bewusstlos und atmet nicht', null],
  ])('%s', (text, kind) => {
    const found = detectEmergency(text);
    expect(found).not.toBeNull();
    if (kind) expect(found).toBe(kind);
  });
  it.each(['Wo finde ich einen guten Apfelstrudel in Meran?', 'ich bin immer müde nach dem Mittagessen, è normale?', 'cerco un dentista a Bolzano, spreche Deutsch'])('no alarm: %s', (text) => {
    expect(detectEmergency(text)).toBeNull();
  });
});

describe('the doubt band for suicidal talk and violence (DOUBT_BAND_CRISIS)', () => {
  const model = trainUrgencyModel(loadUrgencyCorpus());
  it('a message short of the margin with one crisis concept gets the safety answer with Telefono Amico', () => {
    // The margin raised above the message's score puts it in the band (its score is about 12).
    const text = 'non so, mi sento un peso e basta, scusate lo sfogo';
    const band = { alarmMargin: 40, doubtBand: 40, doubtBandCrisis: DOUBT_BAND_CRISIS };
    expect(assessUrgency(text, model, band)).toMatchObject({ kind: 'general', by: 'net' });
    expect(assessUrgency(text, model, band).also).toContain('suicide');
    expect(assessUrgency(text, model, { ...band, doubtBandCrisis: 40 }).kind).toBeNull();
    expect(assessUrgency(text, model).kind).toBe('suicide');
    expect(DOUBT_BAND_CRISIS).toBeLessThan(ALARM_MARGIN);
  });
  it('but not without a concept of its own (a follow-up the kind model reads as suicidal talk)', () => {
    const band = { alarmMargin: 40, doubtBand: 40, doubtBandCrisis: -40 };
    expect(assessUrgency('e lui in che via riceve di preciso?', model, band).kind).toBeNull();
  });
  it.each(['e lui in che via riceve?', 'e se poi non posso andare?', 'a che ora chiude l ikea stasera', 'ok e dov è di preciso?'])('no alarm for a follow-up that tells nothing: %s', (text) => {
    expect(assessUrgency(text, model).kind).toBeNull();
  });
});
