import { it } from '@sanity/shared/i18n/it';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';
import { chatHistoryQueryKey } from './chat-history';

/** DELETE /api/chat/history → 204: every stored message of the user is erased (GDPR). */
export function clearChatHistory(): Promise<void> {
  return api.delete<void>('/api/chat/history');
}

/** Clears the conversation: the cached history becomes empty (the block shows the greeting). */
export function useClearChatHistory(options: { onCleared?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearChatHistory,
    onMutate: () => queryClient.cancelQueries({ queryKey: chatHistoryQueryKey }),
    onSuccess: () => {
      queryClient.setQueryData(chatHistoryQueryKey, { messages: [] });
      toast.success(it.assistant.cleared);
      options.onCleared?.();
    },
    onError: () => toast.error(it.assistant.clearFailed),
  });
}
