import { describe, expect, it } from 'vitest';
import { crisisConcepts } from '../crisis-meaning';
import { canonicalItalian } from '../spelling';
import { halfSign } from './crisis-vote';
import { loadUrgencyCorpus } from './load-corpus';
import { assessUrgency, trainUrgencyModel } from './urgency';

// Twenty-fourth round, part A (ADR 0020): the kind model's crisis vote with no crisis concept told.
// Each cause with its emergency twin: the same shape with a sign of a danger still raises the alarm.
const model = trainUrgencyModel(loadUrgencyCorpus());
const whole = (text: string) => assessUrgency(text, model);

describe('a crisis vote with no concept and no other kind is not quieted (the quiet margin is off)', () => {
  const night = 'sono le tre di notte e nessuno mi risponde, come si cancella una prenotazione?';
  it('a booking cancelled at night, no one answering → still the crisis answer; quiet only with the margin the curve chose (8)', () => {
    expect(whole(night).kind).toBe('suicide');
    expect(assessUrgency(night, model, { crisisQuietMargin: 8 }).kind).toBeNull();
  });
  it('twin: the same night with a wish to die → suicide', () => {
    expect(whole('sono le tre di notte e nessuno mi risponde, non voglio più vivere').kind).toBe('suicide');
  });
});

describe("a crisis vote with no concept takes the kind whose half-sign the message tells", () => {
  it.each([
    ['la vicina non apre da ieri, la vedo dalla finestra a terra immobile', 'unconscious'],
    ['u picciriddu si vasciau u tè buddenti nte manu e chianci', 'burn'],
  ] as const)('%s → %s', (text, kind) => {
    expect(whole(text).kind).toBe(kind);
  });
  it('half-signs: found down and still, black stools, a scald (Sicilian "buddenti")', () => {
    expect(halfSign('unconscious', 'lo vedo a terra immobile')).toBe(true);
    expect(halfSign('bleeding', 'ha le feci nere come il catrame')).toBe(true);
    expect(halfSign('burn', canonicalItalian('u cafè buddenti'))).toBe(true);
    expect(halfSign('burn', 'ho comprato un telefono nuovo')).toBe(false);
  });
  it('twin, everyday: a phone to buy tells no sign of any kind', () => {
    expect(halfSign('unconscious', "qual e il miglior telefono da comprare")).toBe(false);
  });
});

describe('self-harm told as cuts on the body, French included', () => {
  it.each(['mia figlia si taglia, ho visto i tagli sulle cosce', "ma fille se scarifie, j'ai vu les coupures sur ses cuisses"])(
    '%s → harm concept, suicide',
    (text) => {
      expect(crisisConcepts(canonicalItalian(text))).toContain('harm');
      expect(whole(text).kind).toBe('suicide');
    },
  );
  it('twin: a cut finger or a haircut is no self-harm', () => {
    expect(crisisConcepts(canonicalItalian('mi sono tagliato il dito col coltello'))).toEqual([]);
    expect(crisisConcepts(canonicalItalian('si taglia i capelli da sola'))).toEqual([]);
  });
});
