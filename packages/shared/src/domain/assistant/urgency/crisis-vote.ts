import { anaphylaxisByMeaning } from '../allergy-meaning';
import { childAtMedicine } from '../child-medicine-meaning';
import { RULES } from '../emergency-rules';
import { ingestionByMeaning } from '../ingestion-meaning';
import { strokeSigns } from '../stroke-meaning';
import type { EmergencyKind } from '../types';
import { featuresOf } from './features';
import { scoresOf, type NaiveBayes } from './naive-bayes';

/**
 * The kind model's crisis vote (suicidal talk, violence) on a message that tells none of their
 * concepts (twenty-fourth round, ADR 0020): that vote is often the wrong kind of a real emergency
 * (a fall leaving someone unconscious, black stools with fainting, a burn or a stroke told in
 * dialect). The next kind the model reads, when the message tells something of that kind (a
 * concept, or a phrase of one of its rules read whatever the gates around it), is the answer's kind.
 */

const CRISIS_KINDS: ReadonlySet<string> = new Set(['suicide', 'violence', 'general']);

/**
 * A kind's own words, read alone (not yet a danger): someone found down and still, a scald, a
 * bleeding or black stools. Not the crisis kinds' words: those are crisis-meaning's and violence-meaning's.
 */
const OWN_WORDS: Partial<Record<EmergencyKind, RegExp>> = {
  unconscious: /\b((a|per) terra( \w+){0,2} immobile|accasciat\w*|non da (piu )?segni|svenut\w*|sviene|incoscient\w*|passed out|unresponsive)\b/,
  burn: /\b(bollent\w*|ustion\w*|ustionat\w*|scottat\w*|boiling|scald\w*)\b/,
  bleeding: /\b(sanguin\w*|emorragi\w*|feci nere|bleeding|blood is (pouring|gushing))\b/,
};

/** A meaning of the kind told (not yet a danger: the rules' gates and second signs are not asked). */
const MEANINGS: Partial<Record<EmergencyKind, (literal: string) => boolean>> = {
  stroke: (t) => strokeSigns(t).length > 0,
  allergy: anaphylaxisByMeaning,
  poisoning: (t) => childAtMedicine(t) || ingestionByMeaning(t),
};

/** Half of a rule: any of the kind's phrases (urgent, symptom or condition) or a meaning of it, read alone. */
export function halfSign(kind: EmergencyKind, literal: string): boolean {
  if (MEANINGS[kind]?.(literal) || OWN_WORDS[kind]?.test(literal)) return true;
  const rules = RULES.find((r) => r.kind === kind);
  if (!rules) return false;
  return [...rules.urgent, ...(rules.symptoms ?? []), ...(rules.conditions ?? [])].some((cue) => cue.test(literal));
}

/**
 * The likeliest kind other than a crisis (or 'general') within `doubt` of the best for the
 * stretch, if the message tells a half-sign of it; null otherwise.
 */
export function secondKind(kinds: NaiveBayes, stretch: string, literal: string, doubt: number): EmergencyKind | null {
  const scores = scoresOf(kinds, featuresOf(stretch));
  const top = Math.max(...scores);
  const order = kinds.labels.map((label, c) => ({ label, score: scores[c]! })).sort((a, b) => b.score - a.score);
  for (const { label, score } of order) {
    if (top - score > doubt) return null;
    if (CRISIS_KINDS.has(label)) continue;
    if (halfSign(label as EmergencyKind, literal)) return label as EmergencyKind;
  }
  return null;
}
