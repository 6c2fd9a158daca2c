import { type ChatHistory, type ChatReply, ChatReplySchema, type ChatSendInput } from '@sanity/shared/schemas/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatHistoryQueryKey } from './chat-history';

/** POST /api/chat/messages: the server stores both turns and answers them with the reply. */
export function sendChatMessage(body: ChatSendInput): Promise<ChatReply> {
  return api.post('/api/chat/messages', body, import.meta.env.DEV ? ChatReplySchema : undefined);
}

/**
 * Sends a message; on success the two stored turns are appended to the cached history, so the
 * block needs no refetch. A history refetch in flight (every route change starts one) is
 * cancelled first, so that its older answer cannot overwrite the appended turns.
 */
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    onMutate: () => queryClient.cancelQueries({ queryKey: chatHistoryQueryKey }),
    onSuccess: (reply) => {
      queryClient.setQueryData(chatHistoryQueryKey, (old: ChatHistory | undefined) => ({
        messages: [...(old?.messages ?? []), reply.userMessage, reply.reply],
      }));
    },
  });
}
