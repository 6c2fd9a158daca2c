import { crisisRevealedLater } from '../later-turn';
import { canonicalItalian } from '../spelling';
import { assessUrgency, WHAT_IF, type UrgencyModel, type UrgencyVerdict } from './urgency';

/** The user's earlier turns read with a message for the urgency of the conversation so far. */
export const URGENCY_CONTEXT_TURNS = 2;

export interface ConversationSoFar {
  /** The user's earlier messages, oldest first. */
  userTurns: readonly string[];
  /** Whether Igea's last answer already was the emergency answer. */
  lastWasEmergency: boolean;
}

/** The text the conversation's urgency is judged on: the user's last turns and the message. */
export const conversationText = (message: string, userTurns: readonly string[]): string => [...userTurns.slice(-URGENCY_CONTEXT_TURNS), message].join('. ');

/**
 * A follow-up that only asks where to buy more of something ("dove la ricompro?", "where can I buy
 * more?"): an errand, not a danger told across messages, so the conversation is not judged joined
 * for it (nineteenth round: "la scatola di tachipirina è quasi finita" … "dove la ricompro?" read
 * as a box emptied). Its own words are still judged.
 */
const ERRAND = /^(e |ma |ok )?(dove|da chi|where|where can i) (la |lo |li |le |l |ne |la posso |lo posso |li posso |le posso |posso |si puo )?(ri)?(compro|comprare|compra|acquisto|acquistare|ordino|ordinare|buy|get more|order)\b/;

/**
 * Whether a message, read in the conversation so far, tells of an emergency, and which (issue 22:
 * "the emergency check run on the whole message and on the conversation so far"). A danger often
 * becomes clear only over two or three turns ("il bimbo ha trovato le pastiglie della nonna" … "ne
 * mancano 5, che faccio?"), and a fragment alone may look like a different danger to the classifier
 * ("ne mancano 5" scored as a heart attack), so:
 * - a message with no alarm of its own is judged joined with the user's last turns, unless Igea
 *   has just given the emergency answer (a "grazie, l'ho chiamato" is not a second emergency) or
 *   it only asks what to do later ("e se peggiora?");
 * - a message the classifier or the net alone found urgent takes the kind the rules find on the
 *   conversation so far, whose numbers (the poison centre for pills gone missing) it needs — even
 *   right after an emergency answer, as it goes on telling the same danger;
 * - a message the rules found urgent on its own keeps its verdict, with the other numbers the
 *   conversation so far calls for.
 */
export function assessConversation(message: string, so: ConversationSoFar, model: UrgencyModel | null): UrgencyVerdict {
  // After earlier turns, a fragment's crisis vote with no concept is not quieted (twenty-fourth
  // round): its alarm lets the conversation so far name the danger ("ne mancano 5, che faccio?").
  const alone = assessUrgency(message, model, so.userTurns.length > 0 ? { crisisQuietMargin: -Infinity } : {});
  if (so.userTurns.length === 0 || WHAT_IF.test(canonicalItalian(message)) || ERRAND.test(canonicalItalian(message))) return alone;
  // The rules' verdict stands, with the numbers the conversation so far also calls for ("è stanca
  // di tutto" … "le ha prese tutte": the poison centre, and Telefono Amico).
  if (alone.by === 'rules') {
    const joined = assessUrgency(conversationText(message, so.userTurns), model);
    return { ...alone, also: [...new Set([...alone.also, ...joined.also.filter((k) => k !== alone.kind)])] };
  }
  // A crisis revealed in a later turn, under a cover taken back (../later-turn.ts).
  if (!alone.kind && crisisRevealedLater(canonicalItalian(message), so.userTurns.slice(-URGENCY_CONTEXT_TURNS).map((turn) => canonicalItalian(turn)))) return { kind: 'suicide', by: 'rules', odds: Infinity, also: [] };
  if (!alone.kind && so.lastWasEmergency) return alone;
  const joined = assessUrgency(conversationText(message, so.userTurns), model);
  if (!alone.kind) return joined;
  if (joined.by !== 'rules' || !joined.kind) return alone;
  return { ...joined, also: [...new Set([...joined.also, ...alone.also])] };
}
