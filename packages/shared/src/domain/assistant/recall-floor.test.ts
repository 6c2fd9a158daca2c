import { describe, expect, it } from 'vitest';
import { anaphylaxisByMeaning } from './allergy-meaning';
import { detectEmergency } from './emergency';
import { canonicalItalian } from './spelling';
import type { EmergencyKind } from './types';

/**
 * The rule floor alone (the chat block's offline fallback has nothing else), thirteenth round: the
 * kinds new authors most often phrase differently, written for this test in several registers, in
 * none of the corpus or the quality tables. The server's classifier caught them already; now the
 * rules do too.
 */
const floor: Record<EmergencyKind, string[]> = {
  allergy: [
    "mio figlio è stato punto da un'ape e ora ha tutto il corpo a chiazze e la voce rauca",
    'dopo il kiwi le prudono la bocca e la gola e fa fatica a deglutire',
    "he ate a cashew, now he's covered in hives and coughing",
  ],
  unconscious: ["l'ho trovato sul divano che non si svegliava, respira piano", "my dad fell off a ladder and isn't moving"],
  poisoning: [
    'ho bevuto mezza bottiglia di whisky e ho preso i miei ansiolitici, tutti',
    'my friend took a bunch of pills and is really sleepy now',
    'mio fratello ha preso un sacco di pasticche in discoteca e non sta in piedi',
  ],
  suicide: [
    'non voglio più esserci, ho già deciso come',
    "i've decided tonight is the night, i've got the pills ready",
    'non ho più motivi per restare, ho scritto a tutti un messaggio di saluto',
  ],
  breathing: ["she's breathing really fast and her lips look blue"],
  burn: ['my toddler pulled the kettle on himself, his chest is red and blistering'],
  seizure: ["è epilettico e ha una crisi dopo l'altra senza riprendersi", 'she has had one seizure after another'],
  cardiac: [], stroke: [], bleeding: [], hypoglycemia: [], meningitis: [], violence: [], general: [],
};
const notUrgent = [
  'mi ha punto una vespa sulla mano, si è gonfiata un po’, cosa metto?',
  'mio figlio ha la tosse dopo aver bevuto il latte',
  'ho mangiato le fragole e ho qualche puntino rosso sul braccio',
  'è allergico alle noci, come faccio a leggere le etichette?',
  'ho preso la tachipirina tutte le sere per il mal di testa',
  'ho preso troppe tachipirine in questi giorni?',
];

describe('the rule floor reads the kinds new authors phrase differently', () => {
  for (const [kind, messages] of Object.entries(floor)) {
    if (messages.length === 0) continue;
    it(kind, () => {
      for (const m of messages) expect(detectEmergency(m), m).toBe(kind);
    });
  }
  it('a local sting, a cough, a small rash, an allergy asked about and a dose over days are not', () => {
    for (const m of notUrgent) expect(detectEmergency(m), m).toBeNull();
    expect(anaphylaxisByMeaning(canonicalItalian('mi ha punto una vespa sulla mano, si è gonfiata un po’'))).toBe(false);
  });
});
