'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/api/api-error';
import { chatKeys, deleteChatMessage } from '@/api/chat';
import { replaceMessage, type ChatPages } from '@/lib/chat-cache';
import { openLoginModal } from '@/stores/auth-store';
import { showToast } from '@/stores/toast-store';

/** Deleting one of my messages: the cache takes the server's 'deleted' copy; failures toast. */
export function useChatDelete(groupId: number) {
  const t = useTranslations('community.chat');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => deleteChatMessage(groupId, messageId),
    onSuccess: (message) => {
      queryClient.setQueryData<ChatPages>(chatKeys.messages(groupId), (old) => replaceMessage(old, message));
    },
    onError: (error) => {
      if (ApiError.is(error) && error.status === 401) openLoginModal();
      else showToast({ message: t('deleteFailed') });
    },
  });
}
