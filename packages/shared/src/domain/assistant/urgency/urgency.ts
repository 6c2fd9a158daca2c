import { INFORMATIONAL, isPastOnly, literalOf, ruleEmergency } from '../emergency';
import { canonicalItalian } from '../spelling';
import type { EmergencyKind } from '../types';
import { featuresOf, windowsOf } from './features';
import { bestOf, scoresOf, trainNaiveBayes, type NaiveBayes } from './naive-bayes';

/**
 * Igea's urgency check (issue 22): the rule floor (../emergency.ts) and a classifier trained on a
 * labelled corpus of messages as people write them (./corpus/*.txt, one file per label). The
 * rules decide first and the classifier can only add: it catches the wordings no rule has ("da
 * stamattina non muove bene il braccio", "sarebbe meglio per tutti se non ci fossi"). Two naive
 * Bayes models: one says whether a stretch of the message is an emergency, the other which kind.
 */

/** The corpus: the messages of each label; 'none' holds everything that is not an emergency. */
export type UrgencyCorpus = Readonly<Record<string, readonly string[]>>;

export interface UrgencyModel {
  /** 'emergency' against 'none'. */
  alarm: NaiveBayes;
  /** Which emergency, among the kinds of the corpus. */
  kinds: NaiveBayes;
}

/**
 * How much likelier 'emergency' must be than 'none' (log odds) for a stretch of a message to count.
 * Chosen by cross-validation on the corpus (scripts/bench/urgency-cv.ts): the smallest margin that
 * keeps false alarms on the held-out folds near 1 %, since every missed emergency costs more than a
 * line of advice given needlessly. A message about the past or asking for information needs more.
 */
export const ALARM_MARGIN = 2;
export const ALARM_MARGIN_PAST = 9;

/** Letter pieces count for a fraction of a word: a word gives about eight of them (see scoresOf). */
export const PIECE_WEIGHT = Number(globalThis.process?.env?.URGENCY_PIECE_WEIGHT ?? 0.25);
const featureWeight = (feature: string) => (feature.startsWith('c:') ? PIECE_WEIGHT : 1);

export function trainUrgencyModel(corpus: UrgencyCorpus): UrgencyModel {
  const examples = Object.entries(corpus).flatMap(([label, lines]) => lines.map((line) => ({ label, features: featuresOf(canonicalItalian(line)) })));
  return {
    alarm: trainNaiveBayes(examples.map((e) => ({ label: e.label === 'none' ? 'none' : 'emergency', features: e.features }))),
    kinds: trainNaiveBayes(examples.filter((e) => e.label !== 'none')),
  };
}

export interface UrgencyVerdict {
  kind: EmergencyKind | null;
  /** Which check found it: the rules or the classifier. */
  by: 'rules' | 'model' | null;
  /** The classifier's best log odds of an emergency over the message's stretches. */
  odds: number;
}

/** The classifier's log odds of 'emergency' for one stretch of canonical text. */
export function alarmOdds(model: UrgencyModel, canonical: string): number {
  const scores = scoresOf(model.alarm, featuresOf(canonical), featureWeight);
  const e = model.alarm.labels.indexOf('emergency');
  const n = model.alarm.labels.indexOf('none');
  return scores[e]! - scores[n]!;
}

/**
 * Whether a message (or the conversation so far, joined) is an emergency, and which: the rules,
 * then the classifier on every stretch of the message. Without a model, the rules alone.
 */
export function assessUrgency(text: string, model: UrgencyModel | null): UrgencyVerdict {
  const canonical = canonicalItalian(text);
  const byRule = ruleEmergency(canonical);
  if (byRule) return { kind: byRule, by: 'rules', odds: Infinity };
  if (!model) return { kind: null, by: null, odds: -Infinity };
  const literal = literalOf(canonical);
  if (!literal) return { kind: null, by: null, odds: -Infinity };
  let best = -Infinity;
  let bestStretch = literal;
  for (const stretch of windowsOf(literal)) {
    const odds = alarmOdds(model, stretch);
    if (odds > best) [best, bestStretch] = [odds, stretch];
  }
  const margin = isPastOnly(literal) || INFORMATIONAL.test(literal) ? ALARM_MARGIN_PAST : ALARM_MARGIN;
  if (best < margin) return { kind: null, by: null, odds: best };
  const kind = bestOf(model.kinds, scoresOf(model.kinds, featuresOf(bestStretch))).label as EmergencyKind;
  return { kind, by: 'model', odds: best };
}
