import { describe, expect, it } from 'vitest';
import { detectEmergency } from './emergency';
import { emergencyAnswerText } from './emergency-answer';
import { canonicalItalian } from './spelling';
import { violenceByMeaning, violenceConcepts } from './violence-meaning';

/**
 * Violence by meaning (issue 22 point 1): written for this class, in none of the corpus or the
 * quality tables. The rules alone must catch them (the chat block's offline fallback has nothing
 * else), whatever words of a list they lack.
 */
const byClass: Record<string, string[]> = {
  'an act on the body by someone close': [
    'stasera il mio ragazzo mi ha scaraventata sul letto e mi ha stretto la gola',
    'mio marito mi ha tirato un piatto addosso durante la lite',
    'il mio ex mi ha dato una testata sotto casa',
    'my husband slammed me against the door and left',
  ],
  'an act with fear or marks': [
    'lui mi ha trascinata per i capelli fino in cucina, ho paura che torni',
    'mi ha presa per il collo e ora ho i segni sul collo',
    'he shoved me into the wall, I am scared of him',
    'my husband held me down and told me he would kill me if I called anyone',
  ],
  'fear, hiding or control told with who it is': [
    'mi sono barricata in camera con la bambina, il mio compagno e ubriaco',
    'se lo lascio mi ammazza, l ha detto stasera il mio fidanzato',
    'mio marito non mi lascia uscire di casa e mi ha tolto il telefono, ho paura che mi faccia del male',
  ],
  'a threat now, a grip on the throat, being pushed, not safe at home': [
    'la mia ex ci sta minacciando con un bastone davanti a casa',
    'il mio fidanzato mi stringe la gola quando litighiamo',
    'lui urla che stanotte mi fa fuori',
    'non mi sento piu al sicuro, lui mi ha colpita ancora in faccia',
  ],
};

const notViolence = [
  'mio marito mi ha spinto a prenotare una visita dal cardiologo',
  'mio figlio ha un livido sul ginocchio dopo la partita',
  'mia moglie ha avuto la febbre, ho paura che torni stanotte',
  'ho paura del dentista, me ne consigliate uno gentile?',
  'mio marito mi ha preso il telefono per scaricare l app',
  'nel film lui la sbatte contro il muro, che scena',
  'ho un livido sul braccio e non so da dove venga',
  'il film mi ha colpito di nuovo, che storia',
  'mio figlio mi tira addosso i giochi quando fa i capricci',
];

describe('violence by meaning: an act, marks, fear or control, with who did it', () => {
  for (const [name, messages] of Object.entries(byClass)) {
    it(`${name}: the violence answer, with 1522`, () => {
      for (const message of messages) {
        expect(detectEmergency(message), `${message} [${violenceConcepts(canonicalItalian(message)).join(', ')}]`).toBe('violence');
        expect(emergencyAnswerText('violence', { message })).toContain('1522');
      }
    });
  }

  it('one sign alone, a nudge, a fever that may come back or a film is not violence', () => {
    for (const message of notViolence) expect(violenceByMeaning(canonicalItalian(message)), message).toBe(false);
    for (const message of notViolence) expect(detectEmergency(message), message).toBeNull();
  });

  it('a story long past is not told as violence now', () => {
    expect(detectEmergency('anni fa il mio ex mi ha sbattuta contro il muro, ora sto bene e cerco una psicologa')).toBeNull();
  });
});
