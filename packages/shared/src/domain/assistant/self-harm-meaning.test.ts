import { describe, expect, it } from 'vitest';
import { detectEmergency } from './emergency';
import { emergencyAnswerText } from './emergency-answer';
import { selfHarmByMeaning } from './self-harm-meaning';
import { canonicalItalian } from './spelling';

/**
 * Self-harm and suicidal talk told as it happens, in English, Italian and both (issue 22 points 1
 * and 2, eleventh round): written for this class, in none of the corpus or the quality tables. The
 * rules alone must catch them (the chat block's offline fallback has nothing else).
 */
const happening: Record<string, string[]> = {
  'English, about oneself': ['I keep cutting, I can’t stop', 'i’ve been cutting again tonight', 'i hurt myself again last night'],
  'English, about someone else': [
    'my son is burning himself with a lighter',
    'he’s banging his head against the wall and won’t stop',
    'my mum is hurting herself again',
    'she says she wants to die',
    'my friend says he’s going to kill himself',
  ],
  'Italian, wanting to die told of someone': [
    'mio figlio si è chiuso in bagno con un coltello e dice che vuole morire',
    'mia madre ha scritto che vuole farla finita',
  ],
  'indirect English': ["there's no point going on", 'no point in going on honestly', "what's the point of living", "I don't want to be alive anymore"],
  'Italian, about someone else': [
    'mia figlia si sta tagliando le braccia in camera',
    'ha ricominciato a tagliarsi, ho visto i tagli freschi',
    "mio figlio si brucia con l'accendino quando è nervoso",
    'si fa dei tagli sulle gambe da qualche settimana',
    'ho voglia di farmi male, ho la lametta qui',
  ],
  'mixed Italian and English': ['mi sto cuttando again', 'sto facendo self harm di nuovo', 'honestly non ce la faccio more, I just want it all to stop'],
};
const notHappening = [
  'I cut myself cooking, it’s a small cut',
  'mi sono tagliato col coltello del pane affettando',
  'mi taglio i capelli da sola',
  "I used to cut myself in high school, now I'm fine",
  "i was self harming when i was 15, now i'm fine",
  'da ragazza mi tagliavo, ora sto bene',
  'si è tagliata i capelli cortissimi',
  'my son hurt his knee playing football',
  'mio nonno dice che vuole morire a casa sua e non in ospedale',
  'my dad keeps cutting the grass at night',
  'sto facendo cutting in palestra, niente carboidrati la sera',
];

describe('self-harm and suicidal talk happening now, by meaning', () => {
  for (const [register, messages] of Object.entries(happening)) {
    it(`${register}: the crisis answer with Telefono Amico`, () => {
      for (const m of messages) {
        expect(detectEmergency(m), m).toBe('suicide');
        expect(emergencyAnswerText('suicide', { message: m })).toContain('Telefono Amico');
      }
    });
  }
  it('an accident, a haircut, a habit long over or a sports injury is not', () => {
    for (const m of notHappening) {
      expect(selfHarmByMeaning(canonicalItalian(m)), m).toBe(false);
      expect(detectEmergency(m), m).not.toBe('suicide');
    }
  });
});
