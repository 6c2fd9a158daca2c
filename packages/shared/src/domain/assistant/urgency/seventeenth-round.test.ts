import { describe, expect, it } from 'vitest';
import { alsoKindsOf } from '../emergency-answer';
import { ruleEmergency } from '../emergency';
import { canonicalItalian } from '../spelling';

// The lead's round after the nineteenth and twentieth authors' parts were measured (ADR 0020,
// "Seventeenth round"): one rule per cause, each with the everyday twin that must stay quiet.
const rule = (text: string) => ruleEmergency(canonicalItalian(text));

describe('fresh marks of self-harm seen on someone', () => {
  it.each([
    'mia figlia ha i polsi pieni di tagli freschi, l ho vista adesso',
    'ho visto tagli recenti sulle braccia di mio figlio',
    'she has fresh cuts on her wrists and won t talk to me',
  ])('%s → the crisis answer', (text) => {
    expect(rule(text)).toBe('suicide');
  });
  it.each(['mi sono tagliato il polso col coltello del pane, sanguina poco', 'ha le braccia piene di punture di zanzara'])('%s → no crisis', (text) => {
    expect(rule(text)).not.toBe('suicide');
  });
});

describe("Rome's and Naples' 'me' for 'mi' before the verbs of harm", () => {
  it('self-harm on purpose', () => {
    expect(rule('me faccio male apposta, me do i pugni ar muro finche nun sanguino')).toBe('suicide');
  });
  it('a husband who hits when he drinks', () => {
    expect(rule("'o marito mio me vatte quanno veve, mo sta sbattenno 'a porta")).toBe('violence');
  });
  it.each(['a me fa male la schiena da una settimana', 'me lo dai il numero del dottore?'])('%s → no violence nor crisis', (text) => {
    expect(rule(text)).not.toBe('violence');
    expect(rule(text)).not.toBe('suicide');
  });
});

describe('an overdose taken in distress also gets Telefono Amico', () => {
  it('after a breakup', () => {
    expect(alsoKindsOf('poisoning', 'my roommate took like 20 pills of ibuprofen and paracetamol after a breakup')).toContain('suicide');
  });
  it('not a child who drank the syrup by mistake', () => {
    expect(alsoKindsOf('poisoning', 'mio figlio ha bevuto mezzo flacone di sciroppo per sbaglio')).not.toContain('suicide');
  });
});

describe('a turn to today after a settled history or a routine request', () => {
  it('stroke signs after "però oggi" in a long message about a prescription and last year\'s fine check', () => {
    expect(
      rule(
        'buongiorno, le scrivo per la ricetta di mio papa che fa il controllo della pressione ogni sei mesi, l anno scorso e andato tutto bene, pero oggi dopo pranzo non muove bene la mano destra e parla confuso',
      ),
    ).toBe('stroke');
  });
  it.each(['ho avuto un ictus due anni fa ma oggi sto bene, vorrei un controllo', 'mio padre ha avuto un infarto, ma oggi vorrei sapere cosa mangiare per il colesterolo'])(
    '%s → no alarm',
    (text) => {
      expect(rule(text)).toBeNull();
    },
  );
});
