import { randomUUID } from 'node:crypto';
import { detectInConversation } from '@sanity/shared/domain/assistant/follow-ups';
import { emergencyInConversation } from '@sanity/shared/domain/assistant/emergency-in-conversation';
import { INTENT_MARGIN, OVERRULE_MARGIN, withIntentModel, type IntentModel } from '@sanity/shared/domain/assistant/intent-model';
import type { UrgencyModel } from '@sanity/shared/domain/assistant/urgency/urgency';
import type { DetectedIntent, IntentContext } from '@sanity/shared/domain/assistant/types';
import { it } from '@sanity/shared/i18n/it';
import { CHAT_HISTORY_MAX, type ChatHistory, type ChatMessage, type ChatReply, type ChatSend } from '@sanity/shared/schemas/chat';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthUser } from '../auth/auth.service';
import { builtinAnswer, emergencyAnswer, type Answer } from './builtin-answers';
import type { RateLimitCounter } from '../limits/rate-limit-counter';
import { createChatRepository, type ChatMessageRow } from './chat.repository';
import type { Grounding } from './grounding';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export type AssistantService = ReturnType<typeof createAssistantService>;

/** Answers with a model, grounded in the gathered data; null when it cannot (the built-in answer is used). */
export type ModelAnswerer = (input: {
  detected: DetectedIntent;
  grounding: Grounding;
  message: string;
  history: ChatSend['conversationHistory'];
}) => Promise<Answer | null>;

const toDto = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  timestamp: row.createdAt.toISOString(),
  sources: row.sources,
  emergency: row.answeredBy === 'emergency',
});

/**
 * Igea (issue 11): the conversation kept per user, the rate limit, and the answer to each message.
 * An answer is made in this order: an emergency is answered at once with the numbers to call
 * (before any model); otherwise the intent is detected, the data it needs gathered with the user as
 * viewer (grounding.ts), and the model (when configured) or the built-in path writes the answer.
 */
export function createAssistantService({
  db,
  clock,
  logger,
  intentContext,
  grounding,
  model,
  counters,
  urgency,
  intents = null,
  limits: { perMinute, perDay },
}: {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** The active sectors and the directory's cities, for intent detection. */
  intentContext: () => Promise<IntentContext>;
  grounding: { gather(user: AuthUser, detected: DetectedIntent, message: string): Promise<Grounding> };
  model: ModelAnswerer | null;
  /** The shared rate-limit counters: kept apart from the history, so clearing it does not reset the limit. */
  counters: Pick<RateLimitCounter, 'hit'>;
  /** The urgency classifier (null: the rules alone). */
  urgency: (() => UrgencyModel) | null;
  /** The intent classifier: where the rules answer 'unknown', and against them on a first message when far surer (null: the rules alone). */
  intents?: (() => IntentModel) | null;
  /** Messages per user per minute and per day (config CHAT_MAX_PER_MINUTE / CHAT_MAX_PER_DAY). */
  limits: { perMinute: number; perDay: number };
}) {
  const repo = createChatRepository(db);

  async function answer(user: AuthUser, message: string, history: ChatSend['conversationHistory']): Promise<Answer> {
    const userTurns = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
    const lastAnswer = history.findLast((turn) => turn.role === 'assistant')?.content;
    // The message read in the conversation so far (issue 22): "mio padre è caduto" … "ora non risponde",
    // "ha trovato le pastiglie" … "ne mancano 5". The chat block's offline fallback runs the same check.
    const emergency = emergencyInConversation(message, history, urgency ? urgency() : null);
    if (emergency) return { ...emergencyAnswer(emergency.kind), text: emergency.text };
    // The rules of the urgency check above are detectIntent's too: an emergency is never found here.
    const read = detectInConversation(message, await intentContext(), { userMessages: userTurns, ...(lastAnswer ? { lastAnswer } : {}) });
    // Where the rules (and the conversation) give up, the intent classifier trained on the development tables, when sure (ADR 0020, twentieth round);
    // where the rules decided a first message, the classifier when far surer (twenty-second round), never against an emergency or a refusal.
    const detected = withIntentModel(read, message, intents ? intents() : null, INTENT_MARGIN, { margin: OVERRULE_MARGIN, inConversation: userTurns.length > 0 });
    const grounded = await grounding.gather(user, detected, message);
    if (model) {
      const generated = await model({ detected, grounding: grounded, message, history });
      if (generated) return generated;
    }
    return builtinAnswer(detected, grounded);
  }

  return {
    /** GET /api/chat/history: the newest messages, oldest first. */
    async history(user: AuthUser): Promise<ChatHistory> {
      return { messages: (await repo.latest(user.id, CHAT_HISTORY_MAX)).map(toDto) };
    },

    /** Retention (CHAT_HISTORY_RETENTION_DAYS): up to `limit` messages of any user written before `before`; how many went. */
    purgeBefore: (before: Date, limit: number) => repo.purgeBefore(before, limit),

    /** DELETE /api/chat/history: the whole conversation, at once and for good. */
    async clear(user: AuthUser): Promise<void> {
      await repo.clear(user.id);
    },

    /**
     * POST /api/chat/messages. The per-minute and per-day limits come first (429 with Retry-After,
     * nothing stored; counted in the shared counters, atomic across requests and instances); then
     * the user's message is stored, the answer made and stored. If the answer cannot be made the
     * message is removed again and 503 is answered, so the history never holds a question without
     * its reply.
     */
    async send(user: AuthUser, input: ChatSend): Promise<ChatReply> {
      const limits = [
        { key: `chat-minute:${user.id}`, windowMs: MINUTE_MS, max: perMinute, message: it.assistant.tooManyPerMinute },
        { key: `chat-day:${user.id}`, windowMs: DAY_MS, max: perDay, message: it.assistant.tooManyPerDay },
      ];
      for (const limit of limits) {
        const { current, ttl } = await counters.hit(limit.key, limit.windowMs);
        if (current > limit.max) throw new AppError(429, limit.message, { headers: { 'retry-after': String(Math.ceil(ttl / 1000)) } });
      }
      const sentAt = clock.now();
      const userRow: ChatMessageRow = { id: randomUUID(), userId: user.id, role: 'user', content: input.message, sources: [], answeredBy: null, intent: null, createdAt: sentAt };
      await repo.insert(db, userRow);

      let reply: Answer;
      try {
        reply = await answer(user, input.message, input.conversationHistory);
      } catch (error) {
        logger.error({ err: error }, 'assistant: no answer');
        await repo.remove(userRow.id);
        throw new AppError(503, it.assistant.failure);
      }
      // Strictly after the question, so that the history's order never depends on the ids.
      const answeredAt = new Date(Math.max(clock.now().getTime(), sentAt.getTime() + 1));
      const replyRow: ChatMessageRow = {
        id: randomUUID(),
        userId: user.id,
        role: 'assistant',
        content: reply.text,
        sources: reply.sources,
        answeredBy: reply.answeredBy,
        intent: reply.intent,
        createdAt: answeredAt,
      };
      await repo.insert(db, replyRow);
      return { response: reply.text, sources: reply.sources, emergency: reply.emergency, userMessage: toDto(userRow), reply: toDto(replyRow) };
    },
  };
}
