import { itAssistant } from '../../i18n/it-assistant';
import type { ChatSend } from '../../schemas/chat';
import { emergencyAnswerText } from './emergency-answer';
import { isEnglish } from './language';
import type { EmergencyKind } from './types';
import { assessConversation, conversationText } from './urgency/conversation';
import type { UrgencyModel } from './urgency/urgency';

/** One turn of the conversation so far, oldest first: an item of the chat contract's history. */
export type ConversationTurn = ChatSend['conversationHistory'][number];

/** An emergency found in a message read in its conversation: its kind and the answer to give. */
export interface EmergencyReply {
  kind: EmergencyKind;
  text: string;
}

/**
 * The emergency answer to a message read in the conversation so far (issue 22:
 * urgency/conversation.ts decides; emergency-answer.ts writes), or null when there is none. One
 * function for the server's answer and for the chat block's offline fallback, so that a danger
 * told over two turns ("il bimbo ha trovato le pastiglie" … "ne mancano 5") comes first with its
 * numbers even when the server cannot be reached. `model` is the urgency classifier; without it
 * (the browser) the rules and the net decide.
 */
export function emergencyInConversation(message: string, history: readonly ConversationTurn[], model: UrgencyModel | null): EmergencyReply | null {
  const userTurns = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  const lastAnswer = history.findLast((turn) => turn.role === 'assistant')?.content;
  const lastWasEmergency = lastAnswer?.includes(itAssistant.emergency.after) ?? false;
  const { kind, also, by } = assessConversation(message, { userTurns, lastWasEmergency }, model);
  if (!kind) return null;
  return { kind, text: emergencyAnswerText(kind, { english: isEnglish(message), message: conversationText(message, userTurns), also, doubt: by === 'net' }) };
}
