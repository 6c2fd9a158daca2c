import { ALARM_SIGNS } from './alarm-signs';
import { BODY } from './body';
import { CRISIS } from './crisis';
import { ALBANIAN } from './albanian';
import { ARABIC } from './arabic';
import { CHINESE } from './chinese';
import { CYRILLIC } from './cyrillic';
import { EVERYDAY } from './everyday';
import { EVERYDAY_ABROAD } from './everyday-abroad';
import { FRENCH } from './french';
import { GERMAN } from './german';
import { GERMAN_CRISIS } from './german-crisis';
import { GRAMMAR } from './grammar';
import { INJURIES } from './injuries';
import { LEARNER } from './learner';
import { joinLexicons } from './lexicon';
import { NORTHERN } from './northern';
import { POISONING } from './poisoning';
import { PORTUGUESE } from './portuguese';
import { ROMANIAN } from './romanian';
import { SPANISH } from './spanish';
import { TAGALOG } from './tagalog';

/**
 * Italy's regional languages and dialects brought to the Italian the rules read, one lexicon per
 * concept (./lexicon.ts): an old person, or anyone in fear, may write as they speak. Used by
 * ../spelling.ts (`canonicalItalian`), so every rule, the classifier and its corpus read the same.
 */
const REGIONAL = joinLexicons([BODY, ALARM_SIGNS, INJURIES, POISONING, CRISIS, EVERYDAY, GRAMMAR, NORTHERN, LEARNER, GERMAN,
  // The languages of Italy's foreign residents (twenty-third round), after Italy's own.
  ROMANIAN, SPANISH, PORTUGUESE, FRENCH, ALBANIAN, CYRILLIC, CHINESE, ARABIC, TAGALOG, GERMAN_CRISIS, EVERYDAY_ABROAD]);

/** The South's doubled first consonant ("bbevuto", "cchiù", "ppe"): no Italian word begins so. */
const DOUBLED_START = /^([bcdfglmnprstvz])\1(?=[aeiouhlr])/;

/** The Italian of one normalised regional word, or undefined. */
export function regionalWord(word: string): string | undefined {
  if (Object.hasOwn(REGIONAL.words, word)) return REGIONAL.words[word];
  if (!DOUBLED_START.test(word)) return undefined;
  const single = word.slice(1);
  return Object.hasOwn(REGIONAL.words, single) ? REGIONAL.words[single] : single;
}

/**
 * The word a phrase cannot match without: the literal word its pattern ends with ("… ( non)?
 * respirare\\b"), when the pattern has no alternative at its top level; undefined otherwise. A
 * text without it is not tried (nineteenth round: the hundred-odd phrases on every line of the
 * corpus were half of the urgency model's training time at server start).
 */
export function requiredWord(pattern: RegExp): string | undefined {
  const source = pattern.source;
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) return undefined;
  }
  return / ([a-z]{3,})\\b$/.exec(source)?.[1];
}
/** Chinese characters: a phrase written in them (./chinese.ts) is tried only on a text that has them. */
const HAN = /\p{Script=Han}/u;
const PHRASES = REGIONAL.phrases.map(([pattern, italian]) => ({ pattern, italian, cue: requiredWord(pattern), han: HAN.test(pattern.source) }));

/** The phrases read together, on a text whose words were already brought to Italian. */
export function regionalPhrases(text: string): string {
  let t = text;
  const han = HAN.test(text);
  for (const { pattern, italian, cue, han: needsHan } of PHRASES) {
    if ((needsHan && !han) || (cue !== undefined && !t.includes(cue))) continue;
    t = t.replace(pattern, italian);
  }
  // The Chinese phrases are replaced with spaces around them: close the gaps they leave.
  return han ? t.replace(/ {2,}/g, ' ').trim() : t;
}
