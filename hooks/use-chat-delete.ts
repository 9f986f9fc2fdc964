'use client';

import { useTranslations } from 'next-intl';
import { useDeleteChatMessage } from '@/api/chat';
import { showToast } from '@/stores/toast-store';

/** Deleting one of my messages; a failure says so in a toast (a lost session: the login modal). */
export function useChatDelete(groupId: number) {
  const t = useTranslations('community.chat');
  const mutation = useDeleteChatMessage(groupId);
  return {
    isPending: mutation.isPending,
    mutate: (messageId: number, options: { onSettled?: () => void } = {}) =>
      mutation.mutate(messageId, {
        onError: () => showToast({ message: t('deleteFailed') }),
        onSettled: options.onSettled,
      }),
  };
}
