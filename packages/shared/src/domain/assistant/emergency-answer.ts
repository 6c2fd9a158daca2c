import { itAssistant } from '../../i18n/it-assistant';
import { crisisHint } from './crisis-meaning';
import { overdoseMayBeMeant } from './overdose-meaning';
import { pillsAtHand } from './pills-at-hand';
import { canonicalItalian } from './spelling';
import type { EmergencyKind } from './types';

const e = itAssistant.emergency;

/**
 * The kinds whose own number must not be left out when a message names them beside another
 * emergency: cuts made on purpose (bleeding, and Telefono Amico), pills swallowed by someone who
 * then collapsed (unconscious, and the poison centre), a beating that left a wound (and 1522).
 */
export type AlsoKind = keyof typeof e.also;
/** The kinds with a number of their own beside 112 (Telefono Amico, the poison centre, 1522). */
export const ALSO_KINDS = Object.keys(e.also) as AlsoKind[];
const ALSO: ReadonlyArray<readonly [AlsoKind, RegExp]> = [
  [
    'suicide',
    /\b(suicid\w*|uccider(mi|si)|ammazzar(mi|si)|togliermi la vita|togliersi la vita|farla finita|farmi del male|farsi del male|tagliat[oa] (le braccia|i polsi|apposta|di nuovo)|tagliarmi|tagliarsi|autolesion\w*|non voglio piu vivere|kill (myself|himself|herself)|self harm|cut (myself|herself|himself)|end (it all|my life))\b/,
  ],
  [
    'poisoning',
    /\b(ingoiat\w*|ingerit\w*|inghiottit\w*|bevut\w*|mangiat\w*|pres[oae] (tutte|tutta|un intera|\d+|(due|tre|quattro|piu|\d+) volte|(la )?dose doppia|il doppio|troppe|troppa)|swallowed|drank|took (all|a whole|\d+|(two|three|\d+) times|a double|too many))\b.*\b(pastigl\w*|pillol\w*|compress\w*|farmac\w*|detersiv\w*|candeggin\w*|varechina|ammoniaca|solvent\w*|funghi|veleno|topicida|antigelo|capsul\w*|pila|pile|batteri\w*|pills|tablets|bleach|detergent|poison|battery)\b|\boverdose\b/,
  ],
  [
    'violence',
    /\b(picchiat\w*|picchia|picchiano|botte|mi (ha|hanno) (colpit\w*|aggredit\w*|menat\w*|spint\w*|strangolat\w*|minacciat\w*|stretto il collo|preso a (calci|pugni|schiaffi))|aggredit\w*|maltratt\w*|violenz\w*|stupr\w*|violentat\w*|costrett\w* a|mi (minaccia|minacciano|tormenta|perseguita)|ho paura (di lui|di lei|che torni|che mi)|(ubriac\w*|drogat\w*|fuori di se)( \w+){0,6} (urla|lancia|rompe|spacca|minaccia|colpisce)|(con|ha) (un|il) (coltello|pistola|arma|bastone|spranga)|hit me|beat me|beats me|abus\w*|threaten\w* me|choked me|pushed me)\b/,
  ],
];

/**
 * A substance swallowed, told in either order ("le pastiglie della nonna, ne ha mangiate due"): the
 * poison centre beside any emergency that names both, whichever the kind found.
 */
const SUBSTANCE_THEN_SWALLOWED =
  /\b(pastigl\w*|pillol\w*|compress\w*|farmac\w*|medicin\w*|sonnifer\w*|gocce|sciroppo|tachipirin\w*|paracetamolo|ibuprofen\w*|aspirin\w*|ansiolitic\w*|antidepressiv\w*|benzodiazepin\w*|detersiv\w*|candeggin\w*|varechina|ammoniaca|sgrassator\w*|anticalcare|disgorgant\w*|acquaragia|benzina|solvent\w*|insetticid\w*|diserbant\w*|lumachicid\w*|funghi|bacche|veleno|topicida|antigelo|capsul\w*|pila|pile|batteri\w*|alcol|nicotina|liquido (della|per la) sigaretta|pills|tablets|bleach|detergent|poison|battery|nicotine)\b.*\b(ingoiat\w*|ingerit\w*|inghiottit\w*|bevut\w*|mangiat\w*|pres[oiae]|leccat\w*|morsicat\w*|masticat\w*|succhiat\w*|messo in bocca|swallowed|drank|ate|took|chewed)\b|\b(messo in bocca|succhiat\w*|leccat\w*|morsicat\w*|masticat\w*)\b.*\b(pastigl\w*|pillol\w*|compress\w*|detersiv\w*|candeggin\w*|capsul\w*|pila|pile|batteri\w*|veleno|topicida|insetticid\w*|diserbant\w*|nicotina)\b/;

/** The other kinds of ALSO a message names beside `kind` (their numbers follow its advice). */
/**
 * Pills or a poison taken after a heartbreak, a row or a loss, or in despair: the overdose may be
 * meant, so the poisoning answer gets Telefono Amico too ("took 20 pills after a breakup").
 */
const TAKEN_IN_DISTRESS =
  /\b(after|dopo) (a |the |una |la |il |l |un )?(breakup|break up|rottura|litigat\w*|lite|litigio|fight|argument|lutto|funerale|separazione|divorzio)\b|\b(dumped|broke up|got dumped|lasciat[oa]|mollat[oa]|depress\w*|disperat[oa]|desperate|heartbroken|a pezzi)\b/;

export function alsoKindsOf(kind: EmergencyKind, message: string): AlsoKind[] {
  const t = canonicalItalian(message);
  // In a message already answered as an emergency, one concept of crisis (./crisis-meaning.ts
  // crisisHint: a parapet, letters left, "a nessuno importa") is enough for Telefono Amico: a line
  // more is cheap, a crisis answered only as a fall is not. So is an overdose that may be meant
  // (./overdose-meaning.ts: the whole box with no accident told, "non so perché l'ho fatto").
  const also = (other: AlsoKind, cue: RegExp) =>
    cue.test(t) || (other === 'suicide' && (crisisHint(t) || (kind === 'poisoning' && TAKEN_IN_DISTRESS.test(t)) || overdoseMayBeMeant(t))) || (other === 'poisoning' && (SUBSTANCE_THEN_SWALLOWED.test(t) || (kind === 'suicide' && pillsAtHand(t))));
  return ALSO.filter(([other, cue]) => other !== kind && also(other, cue)).map(([other]) => other);
}

/**
 * What Igea answers to a message that suggests an emergency, before anything else: the kind's own
 * advice, which opens with the number to call ('general' opens with the common lead), the numbers
 * of the other kinds the message names (alsoKindsOf) or the urgency check could not rule out
 * (`also`), then that Igea cannot assess it. A message
 * written in English first gets one English line with the number, so a visitor who does not read
 * Italian still knows what to do. Written once for the server's answer and for the chat block,
 * which gives it even when the server cannot answer.
 */
export function emergencyAnswerText(
  kind: EmergencyKind,
  {
    english = false,
    message = '',
    also: doubtful = [],
    doubt = false,
  }: {
    english?: boolean;
    message?: string;
    also?: readonly AlsoKind[];
    /** Found by the net under the urgency check (urgency/doubt-net.ts): the safety answer, for a real emergency and for someone only worried. */
    doubt?: boolean;
  } = {},
): string {
  const lines = doubt ? [e.doubt] : kind === 'general' ? [e.lead, e.general] : [e[kind]];
  const kinds = new Set([...(message ? alsoKindsOf(kind, message) : []), ...doubtful.filter((k) => k !== kind)]);
  const also: string[] = [...kinds].map((k) => e.also[k]);
  return [...(english ? [e.english] : []), ...lines, ...also, e.after].join('\n\n');
}
