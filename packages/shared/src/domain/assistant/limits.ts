/**
 * Igea's limits, in a module without zod: the web's chat block reads them on the dashboard, where
 * importing them from schemas/chat.ts would load zod (26 KB gzip) for three numbers.
 * schemas/chat.ts re-exports them; both sides use the same values.
 */

/** The longest message a user may send to Igea (characters after trimming). */
export const CHAT_MESSAGE_MAX = 1000;
/** Turns of conversation context a client may send with a message (spec `conversationHistory`). */
export const CHAT_CONTEXT_MAX_TURNS = 20;
/** The longest turn of that context (an assistant answer with its excerpts fits). */
export const CHAT_CONTEXT_TURN_MAX = 4000;
/** Messages a user may send to Igea per minute and per day; the next one gets 429. */
export const CHAT_MAX_PER_MINUTE = 10;
export const CHAT_MAX_PER_DAY = 200;
/** Messages of the stored history returned to the client (the newest ones). */
export const CHAT_HISTORY_MAX = 100;
