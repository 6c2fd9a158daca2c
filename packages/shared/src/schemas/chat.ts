import { z } from 'zod';
import { it } from '../i18n/it';
import { CHAT_CONTEXT_MAX_TURNS, CHAT_CONTEXT_TURN_MAX, CHAT_MESSAGE_MAX } from '../domain/assistant/limits';
import { text } from './fields';

const a = it.assistant;

// The limits live in a zod-free module (the web's dashboard reads them); re-exported here for the contract.
export {
  CHAT_CONTEXT_MAX_TURNS,
  CHAT_CONTEXT_TURN_MAX,
  CHAT_HISTORY_MAX,
  CHAT_MAX_PER_DAY,
  CHAT_MAX_PER_MINUTE,
  CHAT_MESSAGE_MAX,
} from '../domain/assistant/limits';

export const ChatRoleSchema = z.enum(['user', 'assistant']);
export type ChatRole = z.infer<typeof ChatRoleSchema>;

/**
 * A place an answer comes from, as a link the user can open: an article or therapy
 * (`/article/{id}`), a doctor (`/doctor/{id}`), the user's appointments (`/appuntamenti`) or a page
 * of the platform (`/settings`, `/pro`, …). `url` is always a path of this app, never external.
 */
export const ChatSourceSchema = z.object({
  kind: z.enum(['article', 'therapy', 'doctor', 'appointment', 'page']),
  title: z.string(),
  url: z.string(),
});
export type ChatSource = z.infer<typeof ChatSourceSchema>;

/** A history item (spec §3): role, content, timestamp; plus the id and the answer's sources. */
export const ChatMessageSchema = z.object({
  id: z.string(),
  role: ChatRoleSchema,
  content: z.string(),
  /** ISO instant. */
  timestamp: z.string(),
  sources: z.array(ChatSourceSchema),
  /** An answer to a message that suggested an emergency (the client highlights it). */
  emergency: z.boolean(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** Answer of GET /api/chat/history (spec chat-getConversationHistory): oldest first. */
export const ChatHistorySchema = z.object({ messages: z.array(ChatMessageSchema) });
export type ChatHistory = z.infer<typeof ChatHistorySchema>;

/** Body of POST /api/chat/messages (spec chat-chatWithIgea): the message and the context so far. */
export const ChatSendSchema = z.object({
  message: text(a.messageRequired)
    .trim()
    .min(1, { message: a.messageRequired })
    .max(CHAT_MESSAGE_MAX, { message: a.messageTooLong }),
  conversationHistory: z
    .array(
      z.object({
        role: ChatRoleSchema,
        content: text().max(CHAT_CONTEXT_TURN_MAX, { message: it.validation.invalidRequest }),
      }),
      { message: it.validation.invalidRequest },
    )
    .max(CHAT_CONTEXT_MAX_TURNS * 2, { message: it.validation.invalidRequest })
    .default([]),
});
export type ChatSend = z.output<typeof ChatSendSchema>;
export type ChatSendInput = z.input<typeof ChatSendSchema>;

/**
 * Answer of POST /api/chat/messages: `response` as the spec, the two stored turns, the sources,
 * and `emergency` when the message suggested one (the client shows the answer highlighted).
 */
export const ChatReplySchema = z.object({
  response: z.string(),
  sources: z.array(ChatSourceSchema),
  emergency: z.boolean(),
  userMessage: ChatMessageSchema,
  reply: ChatMessageSchema,
});
export type ChatReply = z.infer<typeof ChatReplySchema>;
