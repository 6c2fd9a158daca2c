import { type ChatHistory, ChatHistorySchema } from '@sanity/shared/schemas/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Igea's stored conversation of the signed-in user; sending and clearing write into this entry. */
export const chatHistoryQueryKey = ['assistant', 'history'] as const;

/** GET /api/chat/history: the newest stored messages, oldest first. */
export function getChatHistory(signal?: AbortSignal): Promise<ChatHistory> {
  return api.get('/api/chat/history', import.meta.env.DEV ? ChatHistorySchema : undefined, signal);
}

export const chatHistoryQueryOptions = () =>
  queryOptions({
    queryKey: chatHistoryQueryKey,
    queryFn: ({ signal }) => getChatHistory(signal),
  });

/**
 * The history, fetched when the chat block mounts (never by the dashboard itself). A failure is
 * not an error screen: the block shows the greeting (spec §8).
 */
export function useChatHistory() {
  return useQuery(chatHistoryQueryOptions());
}
