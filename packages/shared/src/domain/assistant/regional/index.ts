import { ALARM_SIGNS } from './alarm-signs';
import { BODY } from './body';
import { CRISIS } from './crisis';
import { EVERYDAY } from './everyday';
import { GERMAN } from './german';
import { GRAMMAR } from './grammar';
import { INJURIES } from './injuries';
import { LEARNER } from './learner';
import { joinLexicons } from './lexicon';
import { NORTHERN } from './northern';
import { POISONING } from './poisoning';

/**
 * Italy's regional languages and dialects brought to the Italian the rules read, one lexicon per
 * concept (./lexicon.ts): an old person, or anyone in fear, may write as they speak. Used by
 * ../spelling.ts (`canonicalItalian`), so every rule, the classifier and its corpus read the same.
 */
const REGIONAL = joinLexicons([BODY, ALARM_SIGNS, INJURIES, POISONING, CRISIS, EVERYDAY, GRAMMAR, NORTHERN, LEARNER, GERMAN]);

/** The South's doubled first consonant ("bbevuto", "cchiù", "ppe"): no Italian word begins so. */
const DOUBLED_START = /^([bcdfglmnprstvz])\1(?=[aeiouhlr])/;

/** The Italian of one normalised regional word, or undefined. */
export function regionalWord(word: string): string | undefined {
  if (Object.hasOwn(REGIONAL.words, word)) return REGIONAL.words[word];
  if (!DOUBLED_START.test(word)) return undefined;
  const single = word.slice(1);
  return Object.hasOwn(REGIONAL.words, single) ? REGIONAL.words[single] : single;
}

/** The phrases read together, on a text whose words were already brought to Italian. */
export function regionalPhrases(text: string): string {
  return REGIONAL.phrases.reduce((t, [pattern, italian]) => t.replace(pattern, italian), text);
}
