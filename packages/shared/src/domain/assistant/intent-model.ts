import { canonicalItalian } from './spelling';
import type { DetectedIntent, Intent } from './types';
import { featuresOf, pieceWeighted } from './urgency/features';
import { bestOf, scoresOf, trainNaiveBayes, type NaiveBayes } from './urgency/naive-bayes';

/**
 * Igea's intent classifier (ADR 0020, twentieth round): naive Bayes over the words, word pairs and
 * letter pieces of the development tables' questions (intent-corpus/<intent>.tables.txt), labelled
 * by the intent each expects. A FALLBACK the rules consult only where they give up: a message the
 * rules read as 'unknown' takes the model's intent when its margin over the runner-up clears
 * INTENT_MARGIN, chosen by leave-one-table-out (scripts/bench/intent-loo.ts). Since the twenty-second
 * round it also OVERRULES the rules' 'symptoms' and 'content', when its margin clears OVERRULE_MARGIN
 * (both chosen leave-one-table-out, scripts/bench/intent-overrule-loo.ts) on a message read alone; never
 * an emergency, a refusal or any other intent, never a follow-up read from the conversation (the model
 * never saw one).
 */
export type IntentModel = NaiveBayes;

/** The training questions by intent (an emergency is not among them: it stays the urgency check's). */
export type IntentCorpus = Readonly<Record<string, readonly string[]>>;

/** Letter pieces count for a fraction of a word, as in the urgency classifier. */
export const INTENT_PIECE_WEIGHT = 0.25;

/**
 * The margin (log odds over the runner-up) the model's intent must clear to replace 'unknown'. 6 until the
 * twenty-third round; re-measured then on 24 left-out tables (7,156 questions, 75 unknown to the rules):
 * 4: 38 right / 8 wrong, 6: 35 / 5, 8: 34 / 3, 10: 30 / 3. From 6 to 8 one right answer is given up for two
 * wrong ones avoided (a wrong answer costs more than an honest 'non so'); from 8 to 10 four right for none.
 */
export const INTENT_MARGIN = 8;

/**
 * The margin the model's intent must clear to overrule an intent the rules decided, and the intents it
 * may overrule: the complaint told ('symptoms') and the article question ('content'), the rules' answers
 * from the weakest cues (a complaint word with no question; a subject word). Both chosen leave-one-table-
 * out (scripts/bench/intent-overrule-loo.ts, 20 tables): choosing the overruled intents on 19 tables and
 * judging the 20th picks these two in every fold; overruling them gives, by margin, 8: 14 right / 4 wrong
 * / 3 neither, 10: 12 / 4 / 3, 12: 12 / 0 / 1, 15: 12 / 0 / 1 (15: the same gain with a buffer; at 12
 * "how do I recognise a heart attack?" turned into how_to_book in the bench). Any intent the model
 * disagrees with (a refusal excepted) at 15: 17 right / 14 wrong: not served.
 */
export const OVERRULE_MARGIN = 15;
const OVERRULED: ReadonlySet<Intent> = new Set<Intent>(['symptoms', 'content']);

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

/** The model's intent against the rules' 'symptoms' or 'content', when surer than OVERRULE_MARGIN and it names what it needs; else null. */
export function overrulingIntent(detected: DetectedIntent, text: string, model: IntentModel, margin = OVERRULE_MARGIN): Intent | null {
  if (!OVERRULED.has(detected.intent)) return null;
  const guess = guessIntent(model, text);
  return guess.intent !== detected.intent && guess.margin >= margin && namesWhatItNeeds(guess.intent, detected) ? guess.intent : null;
}

/** How the model may overrule the rules: its margin, and whether the message was read in a conversation (then never). */
export interface Overrule {
  margin: number;
  inConversation: boolean;
}

/**
 * What the rules read; where they gave up ('unknown'), the model's intent (fallbackIntent); where they
 * decided, the model's when it overrules them (overrulingIntent), on a message read alone.
 */
export function withIntentModel(detected: DetectedIntent, text: string, model: IntentModel | null, margin = INTENT_MARGIN, overrule: Overrule = { margin: OVERRULE_MARGIN, inConversation: false }): DetectedIntent {
  if (!model) return detected;
  const intent = detected.intent === 'unknown' ? fallbackIntent(detected, text, model, margin) : overrule.inConversation ? null : overrulingIntent(detected, text, model, overrule.margin);
  return intent ? { ...detected, intent } : detected;
}
