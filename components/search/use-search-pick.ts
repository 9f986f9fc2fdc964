'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/api/api-error';
import type { SpotSearchItem } from '@/api/contracts/search';
import { ResultCode } from '@/api/error-codes';
import { createPick, deletePick, pickKeys } from '@/api/picks';
import { searchKeys } from '@/api/search';
import { spotKeys } from '@/api/spots';
import { useRequireLogin } from '@/hooks/use-require-login';
import { OPTIMISTIC_PICK_ID } from '@/hooks/use-pick';
import { openLoginModal } from '@/stores/auth-store';
import { showToast } from '@/stores/toast-store';
import { patchSearchPick } from './search-pick-cache';

type Change = { action: 'add' } | { action: 'remove'; pickId: number };

/**
 * Picking from a search card, with the detail page's rules (spec 4): anonymous readers get
 * the login modal; the heart flips at once in every cached search answer and flips back if
 * the call fails; success shows the pick toast (image and title) or 'pick removed', then the
 * pop-up's detail and the pick lists are refreshed. The search pages themselves are patched,
 * not refetched: refetching an endless list reloads every page the reader scrolled through.
 */
export function useSearchPick(item: SpotSearchItem, pickId: number | null) {
  const t = useTranslations('popup.pick');
  const errors = useTranslations('errors');
  const queryClient = useQueryClient();
  const requireLogin = useRequireLogin();

  const mutation = useMutation({
    mutationFn: async (change: Change): Promise<number | null> => {
      if (change.action === 'add') return (await createPick({ referenceId: item.id, type: 'POPUP' })).pickId;
      await deletePick(change.pickId);
      return null;
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: searchKeys.all });
      patchSearchPick(queryClient, item.id, change.action === 'add' ? OPTIMISTIC_PICK_ID : null);
      return { previous: pickId };
    },
    onSuccess: (next) => {
      patchSearchPick(queryClient, item.id, next);
      if (next !== null) showToast({ message: t('picked', { title: item.title }), imageUrl: item.file?.path });
      else showToast({ message: t('removed') });
    },
    onError: (error, _change, context) => {
      patchSearchPick(queryClient, item.id, context?.previous ?? null);
      if (ApiError.is(error) && error.status === 401) openLoginModal();
      else if (ApiError.is(error) && (error.status === 400 || error.status === 404)) {
        showToast({ message: error.code === ResultCode.UNAVAILABLE ? errors('40000001') : t('notFound') });
      } else showToast({ message: t('failed') });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [...spotKeys.all, 'detail', item.id] });
      void queryClient.invalidateQueries({ queryKey: pickKeys.all });
    },
  });

  const toggle = () => {
    // One change at a time: a second tap would act on the optimistic id.
    if (mutation.isPending) return;
    requireLogin(() => mutation.mutate(pickId === null ? { action: 'add' } : { action: 'remove', pickId }));
  };

  return { picked: pickId !== null, pending: mutation.isPending, toggle };
}
