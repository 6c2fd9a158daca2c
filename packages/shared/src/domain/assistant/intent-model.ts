import { canonicalItalian } from './spelling';
import type { DetectedIntent, Intent } from './types';
import { featuresOf, pieceWeighted } from './urgency/features';
import { bestOf, scoresOf, trainNaiveBayes, type NaiveBayes } from './urgency/naive-bayes';

/**
 * Igea's intent classifier (ADR 0020, twentieth round): naive Bayes over the words, word pairs and
 * letter pieces of the development tables' questions (intent-corpus/<intent>.tables.txt), labelled
 * by the intent each expects. A FALLBACK the rules consult only where they give up: a message the
 * rules read as 'unknown' takes the model's intent when its margin over the runner-up clears
 * INTENT_MARGIN, chosen by leave-one-table-out (scripts/bench/intent-loo.ts). It never overrides an
 * emergency, a refusal or any intent the rules (or the conversation) decided.
 */
export type IntentModel = NaiveBayes;

/** The training questions by intent (an emergency is not among them: it stays the urgency check's). */
export type IntentCorpus = Readonly<Record<string, readonly string[]>>;

/** Letter pieces count for a fraction of a word, as in the urgency classifier. */
export const INTENT_PIECE_WEIGHT = 0.25;

/** The margin (log odds over the runner-up) the model's intent must clear to replace 'unknown'. */
export const INTENT_MARGIN = 6;

export function trainIntentModel(corpus: IntentCorpus): IntentModel {
  function* examples() {
    for (const [label, lines] of Object.entries(corpus)) for (const line of lines) yield { label, features: featuresOf(canonicalItalian(line)) };
  }
  return trainNaiveBayes(examples());
}

/** The model's intent for a message and its margin over the runner-up. */
export function guessIntent(model: IntentModel, text: string, pieceWeight = INTENT_PIECE_WEIGHT): { intent: Intent; margin: number } {
  const scores = scoresOf(model, featuresOf(canonicalItalian(text)), pieceWeighted(pieceWeight));
  const { label, margin } = bestOf(model, scores);
  return { intent: label as Intent, margin };
}

/**
 * Whether the message names what an intent's answer needs: a search or a practice a specialty, a
 * city or a doctor; an article a subject. Without it the model's intent would answer emptily ("orari
 * dello studio?" of no doctor, "vorrei parlarne con qualcuno" of no specialty): the honest 'non so' stays.
 */
export function namesWhatItNeeds(intent: Intent, detected: DetectedIntent): boolean {
  if (intent === 'find_doctor' || intent === 'practice_info' || intent === 'doctor_rating') return detected.sectorIds.length > 0 || Boolean(detected.city) || Boolean(detected.doctorName);
  if (intent === 'content') return detected.topic.trim().length > 0;
  return true;
}

/** The model's intent for a message the rules gave up on, when it is sure enough and the message names what it needs; else null. */
export function fallbackIntent(detected: DetectedIntent, text: string, model: IntentModel, margin = INTENT_MARGIN, pieceWeight = INTENT_PIECE_WEIGHT): Intent | null {
  const guess = guessIntent(model, text, pieceWeight);
  return guess.margin >= margin && namesWhatItNeeds(guess.intent, detected) ? guess.intent : null;
}

/** What the rules read, or, where they gave up ('unknown'), the model's intent (fallbackIntent). */
export function withIntentModel(detected: DetectedIntent, text: string, model: IntentModel | null, margin = INTENT_MARGIN): DetectedIntent {
  if (!model || detected.intent !== 'unknown') return detected;
  const intent = fallbackIntent(detected, text, model, margin);
  return intent ? { ...detected, intent } : detected;
}
