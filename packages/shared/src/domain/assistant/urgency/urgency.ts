import { animalOnly } from '../animal-subject';
import { crisisConcepts } from '../crisis-meaning';
import { violenceConcepts } from '../violence-meaning';
import { INFORMATIONAL, isPastOnly, literalOf, PRESENT, resolvedStory, ruleEmergency } from '../emergency';
import { ALSO_KINDS, type AlsoKind } from '../emergency-answer';
import { framedAway } from '../framed-away';
import { familyHistoryBeside, pastThenService, sunburnOnly } from '../settled-meaning';
import { canonicalItalian } from '../spelling';
import { storyNow } from '../then-and-now';
import type { EmergencyKind } from '../types';
import { calmShape, childWellNothingTaken } from './calm-shapes';
import { secondKind } from './crisis-vote';
import { acuteShape } from './doubt-net';
import { alarmFeatures } from './alarm-features';
import { featuresOf, pieceWeighted, windowsOf } from './features';
import { bestOf, scoresOf, trainNaiveBayes, type NaiveBayes } from './naive-bayes';
import {
  ASKED_IN_GENERAL,
  ASKS_IF_NAMED,
  ASKS_NAME_OR_MEDICINE,
  BLOCKED_NOSE,
  BREATH_RED_FLAGS,
  CRICK,
  EVERYDAY_LETTERS,
  HEARSAY_CHECKED,
  HIGH_SUGAR,
  JOKING,
  LASTING,
  LOOKS,
  LOOKS_RED_FLAGS,
  MENINGITIS_SIGNS,
  MINOR,
  MINOR_KINDS,
  NOW,
  NOW_TOLD,
  ONLY_WHO,
  OWN_PEOPLE,
  PRESCRIPTION_ASKED,
  RELAPSE,
  RESOLVED,
  RESOLVED_ALL,
  SAFE_NOW_ALL,
  SLEEP_TROUBLE,
  TURNED_NOW,
  WHAT_IF,
} from './settled-shapes';

export { WHAT_IF } from './settled-shapes';

/**
 * Igea's urgency check (issue 22): the rule floor (../emergency.ts) and a classifier trained on a
 * labelled corpus of messages as people write them (./corpus/*.txt, one file per label). The
 * rules decide first and the classifier can only add: it catches the wordings no rule has ("da
 * stamattina non muove bene il braccio", "sarebbe meglio per tutti se non ci fossi"). Two naive
 * Bayes models: one says whether a stretch of the message is an emergency, the other which kind.
 */

/** The corpus: the messages of each label; 'none' holds everything that is not an emergency, ALARM_ONLY an emergency of no stated kind. */
export type UrgencyCorpus = Readonly<Record<string, readonly string[]>>;

export interface UrgencyModel {
  /** The classes of emergency against those of no emergency (alarmClassOf). */
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
// Nineteenth round, the tables served: 3, the highest margin that loses no emergency more on the
// leave-one-table-out curve (scripts/bench/urgency-loo.ts; 4 loses two), with the doubt band from 2.
export const ALARM_MARGIN = 3;
// 14: the highest margin for the past that loses no emergency of the corpus against 9 in the full
// check's cross-validation (scripts/bench/urgency-cv.ts, 'full check'), and it halves the false
// alarms on everyday complaints that last ("tutte le sere", "da un mese").
export const ALARM_MARGIN_PAST = 14;
/**
 * A message of SHORT_WORDS words or fewer needs ALARM_MARGIN_SHORT from the classifier alone: 4
 * loses no emergency of the corpus in the full check's cross-validation (6 loses five).
 */
export const SHORT_WORDS = 4;
export const ALARM_MARGIN_SHORT = 4;

/**
 * The doubt band (sixteenth round): a message the classifier scores at least DOUBT_BAND but short of
 * ALARM_MARGIN, and that nothing settles (the past, a lasting complaint, a question, a calm shape…),
 * gets the net's safety answer (kind 'general', 112 first if sudden or touching breath,
 * consciousness, speech or one side; otherwise a doctor today) with the numbers of the kinds the
 * kind model finds likely. At DOUBT_BAND = ALARM_MARGIN the band is empty. Chosen on the
 * cross-validated curve (scripts/bench/urgency-cv.ts, 'doubt band'), see ADR 0020.
 */
// Nineteenth round: from the eighteenth round's margin, so what it raised still gets the safety answer.
export const DOUBT_BAND = 2;

/**
 * A crisis vote with no crisis concept (twenty-fourth round, ./crisis-vote.ts): any kind the kind
 * model ranks, best first, whose half-sign the message tells takes its place (-Infinity: off); with
 * none, the vote is quiet under CRISIS_QUIET_MARGIN (the net still judges). 8: chosen on the
 * leave-one-table-out curve (scripts/bench/urgency-loo.ts, LOO_CRISIS): 5 → 41 raised, 6 → 39,
 * 8 → 38, 10 → 36 and 12 → 35 (one emergency missed), 14 → 34 (two); 45 before. 8 was the highest
 * that missed none there, but the held-out part then showed a suicidal message in a northern dialect,
 * with no concept the rules read, quieted at 8: the lead turned quieting off (-Infinity), since a
 * false alarm costs a sentence and a missed crisis a life. Back on only when crisis-meaning reads the
 * dialects' crises (ADR 0020, twenty-fourth round A, the lead's note).
 */
export const CRISIS_SECOND_DOUBT = Infinity;
export const CRISIS_QUIET_MARGIN = -Infinity;

/** The doubt band's floor when the kind model reads suicidal talk or violence, which stay urgent however told. */
export const DOUBT_BAND_CRISIS = -1;

/** Margins to try (scripts/bench/urgency-cv.ts): the server always runs the defaults. */
export interface UrgencyTuning {
  alarmMargin?: number;
  doubtBand?: number;
  doubtBandCrisis?: number;
  /** How much a letter piece counts (PIECE_WEIGHT by default). */
  pieceWeight?: number;
  /** A crisis vote with no crisis concept: how far below the best a kind with a half-sign may be to take its place (CRISIS_SECOND_DOUBT). */
  crisisSecondDoubt?: number;
  /** A crisis vote with no crisis concept nor a second kind: the odds under which it is quiet (CRISIS_QUIET_MARGIN). */
  crisisQuietMargin?: number;
}

/** Letter pieces count for a fraction of a word: a word gives about eight of them (see scoresOf). */
export const PIECE_WEIGHT = 0.25;

const ALWAYS_URGENT: ReadonlySet<EmergencyKind> = new Set(['suicide', 'violence']);
/** A concept of suicidal talk or of violence (something done or feared, not only who is there) told, and not as a joke. */
const crisisTold = (literal: string, whole: string) =>
  (crisisConcepts(literal).length > 0 || violenceConcepts(literal).some((c) => c !== 'him' && c !== 'who')) && !JOKING.test(whole);

/** A worry about looks with none of the signs of an allergy, a burn or a bleeding: no alarm from the classifier. */
const onlyLooks = (urgent: boolean, literal: string) => LOOKS.test(literal) && !LOOKS_RED_FLAGS.test(literal) && !urgent;
const everydayCause = (kind: EmergencyKind, urgent: boolean, literal: string) =>
  (kind === 'meningitis' && CRICK.test(literal) && !MENINGITIS_SIGNS.test(literal)) ||
  (kind === 'suicide' && SLEEP_TROUBLE.test(literal) && crisisConcepts(literal).length === 0) ||
  (kind === 'burn' && sunburnOnly(literal)) ||
  (!urgent && familyHistoryBeside(literal) && !PRESENT.test(literal));

/**
 * How much less likely (log odds) another kind may be and still have its number given. Chosen by
 * cross-validation on the corpus (scripts/bench/urgency-cv.ts prints it): at 6, about a third of
 * the messages whose kind was misread get their own number anyway, for an extra line in about 2 %
 * of emergency answers.
 */
export const KIND_DOUBT = 6;

/**
 * The label of an emergency of no stated kind (corpus/emergency.tables.txt: a development table's
 * emergency whose numbers name no kind): the alarm model learns it, the kind model does not.
 */
export const ALARM_ONLY = 'emergency';

/**
 * Whether a corpus label is no emergency: 'none' (the tuners' lines) or 'none-<category>' (the
 * development tables' questions by category, corpus/none-*.tables.txt). The alarm model groups them
 * (alarmClassOf), and a message's odds are taken against the likeliest group: a complaint is
 * compared with the complaints that were not emergencies, not with a 'none' made mostly of booking
 * questions.
 */
export const isNone = (label: string) => label === 'none' || label.startsWith('none-');

/**
 * The alarm model's class of a corpus label (nineteenth round, chosen leave-one-table-out,
 * scripts/bench/urgency-loo.ts): each kind of emergency is a class of its own (and ALARM_ONLY, the
 * tables' emergencies of no stated kind, one more); what is not an emergency is three classes. The
 * tables' complaints that were no emergency (none-symptoms) and their past events
 * (none-past_event) are the hard negatives, each a class, so that the thousands of booking, platform
 * and small-talk questions pooled with the tuners' 'none' do not dilute what a calm complaint
 * sounds like (with one 'none' the stiff neck after a bad night scored 17.5). Narrow emergency
 * classes, because one broad 'emergency' lost to the narrow classes of no emergency: dialect and
 * Spanish emergencies the tables themselves teach scored under the margin.
 */
export function alarmClassOf(label: string): string {
  if (!isNone(label)) return label;
  return label === 'none-symptoms' || label === 'none-past_event' ? label : 'none';
}

export function trainUrgencyModel(corpus: UrgencyCorpus): UrgencyModel {
  const examples = Object.entries(corpus).flatMap(([label, lines]) => lines.map((line) => ({ label, canonical: canonicalItalian(line) })));
  // Generators: each message's features are counted and dropped, never all held at once.
  const alarm = function* () {
    for (const e of examples) yield { label: alarmClassOf(e.label), features: alarmFeatures(e.canonical) };
  };
  const kinds = function* () {
    for (const e of examples) if (!isNone(e.label) && e.label !== ALARM_ONLY) yield { label: e.label, features: featuresOf(e.canonical) };
  };
  return { alarm: trainNaiveBayes(alarm()), kinds: trainNaiveBayes(kinds()) };
}

/**
 * The kind of the stretch that raised the alarm; when that stretch reads only as 'general' (a
 * danger of no stated kind, no number of its own), the kind the whole message reads (nineteenth
 * round): "in casa stiamo tutti male con mal di testa … la stufa è accesa" is poisoning, whose
 * number (the poison centre) the stretch about the headache alone would lose.
 */
function kindOf(model: UrgencyModel, stretch: string, literal: string): EmergencyKind {
  const kind = bestOf(model.kinds, scoresOf(model.kinds, featuresOf(stretch))).label as EmergencyKind;
  return kind === 'general' && stretch !== literal ? (bestOf(model.kinds, scoresOf(model.kinds, featuresOf(literal))).label as EmergencyKind) : kind;
}

/** The kinds with a number of their own, other than `kind`, nearly as likely as the best for a stretch. */
function closeKinds(model: UrgencyModel, stretch: string, kind: EmergencyKind): AlsoKind[] {
  const scores = scoresOf(model.kinds, featuresOf(stretch));
  const top = Math.max(...scores);
  return ALSO_KINDS.filter((k) => k !== kind && top - (scores[model.kinds.labels.indexOf(k)] ?? -Infinity) <= KIND_DOUBT);
}

/**
 * Those kinds over every stretch of the whole message, figures of speech included: a phrase that
 * reads as a figure of speech may still be meant ("non ce la faccio più, mi ammazzo").
 */
function doubtfulKinds(model: UrgencyModel, canonical: string, kind: EmergencyKind): AlsoKind[] {
  return [...new Set(windowsOf(canonical).flatMap((w) => closeKinds(model, w, kind)))];
}

export interface UrgencyVerdict {
  kind: EmergencyKind | null;
  /**
   * Kinds with a number of their own that the classifier found nearly as likely as `kind` (within
   * KIND_DOUBT): their numbers are given too, since a suicidal message read as violence must still
   * get Telefono Amico.
   */
  also: AlsoKind[];
  /**
   * Which check found it: the rules, the classifier, or the net under both (./doubt-net.ts: a
   * present bodily change with an acute cue, kind 'general', answered with the safety line).
   */
  by: 'rules' | 'model' | 'net' | null;
  /** The classifier's best log odds of an emergency over the message's stretches. */
  odds: number;
}

/** The classifier's log odds of an emergency for one stretch of canonical text: its likeliest class of emergency against its likeliest of none. */
export function alarmOdds(model: UrgencyModel, canonical: string, pieceWeight = PIECE_WEIGHT): number {
  const scores = scoresOf(model.alarm, alarmFeatures(canonical), pieceWeighted(pieceWeight));
  let [emergency, none] = [-Infinity, -Infinity];
  model.alarm.labels.forEach((label, c) => {
    if (isNone(label)) none = Math.max(none, scores[c]!);
    else emergency = Math.max(emergency, scores[c]!);
  });
  return emergency - none;
}

/**
 * The net under the rules and the classifier (./doubt-net.ts): a present bodily change told with
 * an acute cue, in a message that is not about the past, a lasting complaint, a question in general,
 * a small injury, a what-if or a danger told as over. Kind 'general' (the safety answer); the
 * numbers of the kinds the kind model finds likely (suicidal talk, poisoning, violence) follow it.
 */
function netUnder(literal: string, canonical: string, model: UrgencyModel | null, odds: number): UrgencyVerdict {
  if (netCalm(literal, canonical) || !acuteShape(literal, odds)) return { kind: null, by: null, odds, also: [] };
  return { kind: 'general', by: 'net', odds, also: model ? doubtfulKinds(model, canonical, 'general') : [] };
}

/** What keeps the net (and the doubt band) quiet: the past, a question, a lasting or small complaint, a what-if, a danger over. */
function netCalm(literal: string, canonical: string): boolean {
  return (
    isPastOnly(literal) ||
    (INFORMATIONAL.test(literal) && !NOW.test(literal)) ||
    (LASTING.test(literal) && !PRESENT.test(literal) && !TURNED_NOW.test(literal)) ||
    MINOR.test(literal) ||
    WHAT_IF.test(literal) ||
    RESOLVED.test(literal) ||
    animalOnly(literal) ||
    calmShape('general', literal) ||
    resolvedStory(canonical, 'general')
  );
}

/**
 * Whether a message (or the conversation so far, joined) is an emergency, and which: the rules,
 * then the classifier on every stretch of the message. Without a model, the rules alone.
 */
export function assessUrgency(text: string, model: UrgencyModel | null, tuning: UrgencyTuning = {}): UrgencyVerdict {
  // A childhood told then and an age now: only the part told now is judged (../then-and-now.ts).
  const whole = canonicalItalian(text);
  const canonical = storyNow(literalOf(whole)) ?? whole;
  const byRule = ruleEmergency(canonical);
  // The rules name one kind; the classifier may see another in the same message ("mi picchia e
  // ho deciso di farla finita"), whose number is given too.
  if (byRule) return { kind: byRule, by: 'rules', odds: Infinity, also: model ? doubtfulKinds(model, canonical, byRule) : [] };
  const literal = literalOf(canonical);
  if (!literal || framedAway(literal)) return { kind: null, by: null, odds: -Infinity, also: [] };
  if (!model) return netUnder(literal, canonical, null, -Infinity);
  let best = -Infinity;
  let bestStretch = literal;
  for (const stretch of windowsOf(literal)) {
    const odds = alarmOdds(model, stretch, tuning.pieceWeight);
    if (odds > best) [best, bestStretch] = [odds, stretch];
  }
  // A few words alone ("e lui dove sta?", "e se non passa?") are too little for the classifier to
  // judge on its own: it needs the margin of the past; the rules still decide a short danger.
  const short = literal.split(' ').length <= SHORT_WORDS;
  const margin = short ? ALARM_MARGIN_SHORT : (tuning.alarmMargin ?? ALARM_MARGIN);
  // The doubt band: short of the margin but at least DOUBT_BAND, the safety answer (112 first when
  // it came suddenly or touches breath, consciousness, speech or one side) unless settled below.
  let kind = kindOf(model, bestStretch, literal);
  // Twenty-fourth round: a crisis vote with no crisis concept (./crisis-vote.ts).
  if (ALWAYS_URGENT.has(kind) && !crisisTold(literal, whole)) {
    const second = secondKind(model.kinds, bestStretch, literal, tuning.crisisSecondDoubt ?? CRISIS_SECOND_DOUBT);
    if (second) kind = second;
    else if (best < (tuning.crisisQuietMargin ?? CRISIS_QUIET_MARGIN)) return netUnder(literal, canonical, model, best);
  }
  const band = ALWAYS_URGENT.has(kind) ? (tuning.doubtBandCrisis ?? DOUBT_BAND_CRISIS) : (tuning.doubtBand ?? DOUBT_BAND);
  // For suicidal talk and violence the band also needs one of their concepts (the rules need two):
  // a short follow-up the kind model leans to read as suicidal talk tells nothing by itself. Of
  // violence, something done or feared, not only who is there ("sono la badante della signora…").
  // Nor in a joke ("haha", "scherzano che…"): the rules still read a danger told in one.
  const inBand =
    !short &&
    best < margin &&
    best >= band &&
    (!ALWAYS_URGENT.has(kind) || band >= (tuning.doubtBand ?? DOUBT_BAND) || crisisTold(literal, whole));
  if (best < margin && !inBand) return netUnder(literal, canonical, model, best);
  const quiet = (): UrgencyVerdict => (inBand ? netUnder(literal, canonical, model, best) : { kind: null, by: null, odds: best, also: [] });
  const also = doubtfulKinds(model, canonical, kind);
  // Suicidal talk and violence stay urgent however told (the past, a lasting complaint, a pet…)
  // only when the message tells one of their concepts: the kind model's vote alone is no crisis
  // (nineteenth round: with the tables served it read "il gatto ha morsicato un giglio" or "da
  // qualche mese non riesco a camminare a lungo" as suicidal talk), and the gates apply as to any kind.
  const urgent = ALWAYS_URGENT.has(kind) && crisisTold(literal, whole);
  const settled =
    (isPastOnly(literal) && !RELAPSE.test(literal)) ||
    (INFORMATIONAL.test(literal) && !NOW.test(literal)) ||
    (LASTING.test(literal) && !PRESENT.test(literal) && !TURNED_NOW.test(literal) && !urgent) ||
    (MINOR.test(literal) && MINOR_KINDS.has(kind)) ||
    // Told as over, or the person well now ("ha vomitato una volta stanotte, adesso sta bene e
    // gioca"), in any tense: the past's margin (nineteenth round; over AND in the past is quiet below).
    (RESOLVED.test(canonical) && !urgent) ||
    (HIGH_SUGAR.test(literal) && kind === 'hypoglycemia') ||
    everydayCause(kind, urgent, literal) ||
    // A vote of suicidal talk or violence with none of their concepts told is no crisis (the
    // twenty-second round): the calm shapes apply to it as to a danger of no stated kind.
    calmShape(urgent || !ALWAYS_URGENT.has(kind) ? kind : 'general', literal, canonical) ||
    WHAT_IF.test(literal) ||
    ONLY_WHO.test(literal) ||
    ASKS_NAME_OR_MEDICINE.test(literal) ||
    PRESCRIPTION_ASKED.test(literal) ||
    (/\?\s*$/.test(text) && ASKS_IF_NAMED.test(literal) && !/\b(infarto|ictus|meningite|anafilassi|emorragia|overdose)\b/.test(literal.split(' ').at(-1) ?? ''));
  if (settled && best < ALARM_MARGIN_PAST) return quiet();
  // Twenty-first round: the kind model's vote of suicidal talk or violence, with none of their
  // concepts told, in a message about the past or told as over, is
  // quiet at any odds; and so is a story of the past followed by a request for a doctor or a
  // service ("had an allergic reaction last summer, any paediatrician?"), for suicidal talk and
  // violence only when told as over (../settled-meaning.ts pastThenService).
  const toldNow = NOW_TOLD.test(literal.replace(RESOLVED_ALL, ' ').replace(SAFE_NOW_ALL, ' '));
  if ((isPastOnly(literal) || RESOLVED.test(canonical)) && !toldNow && ALWAYS_URGENT.has(kind) && !urgent) return quiet();
  if (isPastOnly(literal) && !toldNow && pastThenService(canonical, !ALWAYS_URGENT.has(kind) || !urgent)) return quiet();
  if ((isPastOnly(literal) && RESOLVED.test(literal) && !urgent) || resolvedStory(canonical, kind)) return quiet();
  // A question asked in general with everyone told well, hearsay about no one of the writer's (twenty-third round).
  if (HEARSAY_CHECKED.test(literal) && !OWN_PEOPLE.test(literal) && !toldNow && !urgent) return quiet();
  if (ASKED_IN_GENERAL.test(literal) && RESOLVED.test(canonical) && !urgent && !RELAPSE.test(literal)) return quiet();
  if (kind === 'poisoning' && childWellNothingTaken(literal, canonical) && !RELAPSE.test(literal)) return quiet();
  if (kind === 'breathing' && BLOCKED_NOSE.test(literal) && !BREATH_RED_FLAGS.test(literal)) return quiet();
  if (onlyLooks(urgent, literal)) return quiet();
  if (kind === 'suicide' && !urgent && EVERYDAY_LETTERS.test(literal)) return quiet();
  // A pet's danger with no person at risk is for a vet (../animal-subject.ts).
  if (animalOnly(literal) && !urgent) return quiet();
  if (inBand) return netCalm(literal, canonical) ? quiet() : { kind: 'general', by: 'net', odds: best, also: doubtfulKinds(model, canonical, 'general') };
  return { kind, by: 'model', odds: best, also };
}
