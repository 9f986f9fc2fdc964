'use client';

import { useTranslations } from 'next-intl';
import { ApiError } from '@/api/api-error';
import { useDeleteChatMessage } from '@/api/chat';
import { showToast } from '@/stores/toast-store';

/** Deleting one of my messages; a failure other than a lost session says so in a toast. */
export function useChatDelete(groupId: number) {
  const t = useTranslations('community.chat');
  const mutation = useDeleteChatMessage(groupId);
  return {
    isPending: mutation.isPending,
    mutate: (messageId: number, options: { onSettled?: () => void } = {}) =>
      mutation.mutate(messageId, {
        onError: (error) => {
          if (!(ApiError.is(error) && error.status === 401)) showToast({ message: t('deleteFailed') });
        },
        onSettled: options.onSettled,
      }),
  };
}
