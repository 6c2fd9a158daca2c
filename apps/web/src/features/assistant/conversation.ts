import { it } from '@sanity/shared/i18n/it';
import { CHAT_CONTEXT_MAX_TURNS, CHAT_CONTEXT_TURN_MAX } from '@sanity/shared/domain/assistant/limits';
import { type ChatMessage, type ChatSendInput } from '@sanity/shared/schemas/chat';
import { isApiError } from '../../lib/api-client';

/**
 * The chat block's pure rules: what is sent as context, which answers are emergencies, where the
 * bubbles that were never stored (a failed send) go among the stored ones.
 */

/** A failed send: the user's message and the failure bubble, shown after the stored message `afterId` (null: before all). */
export type FailedExchange = { afterId: string | null; user: ChatMessage; reply: ChatMessage };

/** One bubble of the log. `stored` is false for the optimistic message and the failures, which vanish on reload. */
export type ChatItem = { message: ChatMessage; stored: boolean };

/**
 * The conversation context of the next message: the last CHAT_CONTEXT_MAX_TURNS exchanges (a user
 * message and its answer each) of the stored history, every turn cut to the contract's length.
 */
export function contextOf(messages: readonly ChatMessage[]): NonNullable<ChatSendInput['conversationHistory']> {
  return messages.slice(-CHAT_CONTEXT_MAX_TURNS * 2).map(({ role, content }) => ({ role, content: content.slice(0, CHAT_CONTEXT_TURN_MAX) }));
}

/** The stored messages with the failed exchanges put back where they happened, then the pending message. */
export function itemsOf(stored: readonly ChatMessage[], failures: readonly FailedExchange[], pending: ChatMessage | null): ChatItem[] {
  const known = new Set(stored.map((m) => m.id));
  const after = new Map<string | null, FailedExchange[]>();
  for (const failure of failures) {
    // A failure whose anchor left the history (cleared) is dropped with it.
    if (failure.afterId !== null && !known.has(failure.afterId)) continue;
    after.set(failure.afterId, [...(after.get(failure.afterId) ?? []), failure]);
  }
  const local = (key: string | null): ChatItem[] =>
    (after.get(key) ?? []).flatMap((f) => [
      { message: f.user, stored: false },
      { message: f.reply, stored: false },
    ]);
  const items: ChatItem[] = local(null);
  for (const message of stored) items.push({ message, stored: true }, ...local(message.id));
  if (pending) items.push({ message: pending, stored: false });
  return items;
}

/**
 * The failure bubble's text (spec §8). A 429 (too many messages) or 400 (the message refused)
 * carries the server's Italian reason, which tells the user what to do: that one is shown instead.
 */
export function failureTextOf(error: unknown): string {
  if (isApiError(error, 429) || isApiError(error, 400)) return error.message;
  return it.assistant.failure;
}

/**
 * The answer shown when the server gives none. A message that suggests an emergency, alone or read
 * in the conversation so far ("il bimbo ha trovato le pastiglie della nonna" … "ne mancano 5"),
 * still gets the emergency answer with the numbers to call, whatever went wrong: the same shared
 * check and text as the server (emergency-in-conversation.ts; without the classifier, which the
 * server keeps: the rules and the net decide). The rules are loaded only then, out of the
 * dashboard's first load. `history` is the conversation so far, oldest first.
 */
export async function fallbackReplyOf(
  message: string,
  error: unknown,
  history: NonNullable<ChatSendInput['conversationHistory']> = [],
): Promise<{ content: string; emergency: boolean }> {
  try {
    const { emergencyInConversation } = await import('@sanity/shared/domain/assistant/emergency-in-conversation');
    const emergency = emergencyInConversation(message, history, null);
    if (emergency) return { content: emergency.text, emergency: true };
  } catch {
    // The rules could not be loaded (offline): the failure text below is all there is.
  }
  return { content: failureTextOf(error), emergency: false };
}

/** A link of a source is followed only when it is a path of this app. */
export function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}
