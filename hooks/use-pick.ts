'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { ApiError } from '@/api/api-error';
import type { SpotDetail } from '@/api/contracts/spots';
import { ResultCode } from '@/api/error-codes';
import { createPick, deletePick, pickKeys } from '@/api/picks';
import { spotKeys, spotQueries } from '@/api/spots';
import { useRequireLogin } from '@/hooks/use-require-login';
import { openLoginModal } from '@/stores/auth-store';
import { showToast } from '@/stores/toast-store';
import type { Locale } from '@/lib/locales';

/**
 * Stands in for the pick id between the tap and the server's answer, so the heart fills at
 * once. Never sent anywhere: the button ignores taps while a change is in flight.
 */
export const OPTIMISTIC_PICK_ID = -1;

type Change = { action: 'add' } | { action: 'remove'; pickId: number };

/**
 * Picking and unpicking a pop-up from its detail page (spec 4):
 * - anonymous: the login modal, nothing is sent;
 * - optimistic: the spot in the cache flips at once and is put back if the call fails;
 * - success: a toast (the pop-up's image and title when picked, 'pick removed' otherwise),
 *   then the detail and every pick list are refetched (counts, 'my picks', calendar);
 * - 400/404 (the spot or the pick is gone, spec 8's "shows not-found"): on this page a toast
 *   saying so and a refetch, which turns a deleted spot into the 'deleted content' dialog,
 *   rather than navigating away from what the reader is looking at;
 * - 401 (the token expired on the server): the login modal.
 */
export function usePick(spot: SpotDetail, lang: Locale) {
  const t = useTranslations('popup.pick');
  const errors = useTranslations('errors');
  const queryClient = useQueryClient();
  const requireLogin = useRequireLogin();
  const detailKey = spotKeys.detail(spot.id, lang);
  // Taps while a change is in flight set the state the reader wants; when the change settles
  // one more call makes the server agree, so pick-unpick-pick ends where the reader left it.
  const wanted = useRef<boolean | null>(null);

  const mutation = useMutation({
    mutationFn: async (change: Change): Promise<number | null> => {
      if (change.action === 'add') return (await createPick({ referenceId: spot.id, type: 'POPUP' })).pickId;
      await deletePick(change.pickId);
      return null;
    },
    onMutate: async (change) => {
      // A refetch landing now would overwrite the optimistic value with the old one.
      await queryClient.cancelQueries({ queryKey: detailKey });
      const previous = queryClient.getQueryData<SpotDetail>(detailKey);
      const pickId = change.action === 'add' ? OPTIMISTIC_PICK_ID : null;
      queryClient.setQueryData<SpotDetail>(detailKey, (old) => (old ? { ...old, pickId } : old));
      return { previous };
    },
    onSuccess: (pickId) => {
      queryClient.setQueryData<SpotDetail>(detailKey, (old) => (old ? { ...old, pickId } : old));
      if (pickId !== null) showToast({ message: t('picked', { title: spot.title }), imageUrl: spot.files[0]?.path });
      else showToast({ message: t('removed') });
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(detailKey, context.previous);
      if (!ApiError.is(error)) {
        showToast({ message: t('failed') });
      } else if (error.status === 401) {
        openLoginModal();
      } else if (error.status === 400 || error.status === 404) {
        showToast({ message: error.code === ResultCode.UNAVAILABLE ? errors('40000001') : t('notFound') });
      } else {
        showToast({ message: t('failed') });
      }
    },
    onSettled: () => {
      const want = wanted.current;
      wanted.current = null;
      const current = queryClient.getQueryData<SpotDetail>(detailKey)?.pickId ?? null;
      if (want !== null && want !== (current !== null)) {
        mutation.mutate(current === null ? { action: 'add' } : { action: 'remove', pickId: current });
        return;
      }
      // Every language's copy of this spot, and every list that shows picks.
      void queryClient.invalidateQueries({ queryKey: [...spotKeys.all, 'detail', spot.id] });
      void queryClient.invalidateQueries({ queryKey: pickKeys.all });
    },
  });

  // Subscribed to the cached spot (seeded with the page's copy), so the optimistic flip and
  // the refetch re-render the button whoever else reads the spot.
  const { data } = useQuery({ ...spotQueries.detail(spot.id, lang), initialData: spot });
  const pickId = data.pickId;

  const toggle = () => {
    // One change at a time (a second call would act on the optimistic id): remember the tap.
    if (mutation.isPending) {
      wanted.current = pickId === null;
      queryClient.setQueryData<SpotDetail>(detailKey, (old) =>
        old ? { ...old, pickId: old.pickId === null ? OPTIMISTIC_PICK_ID : null } : old,
      );
      return;
    }
    requireLogin(() => mutation.mutate(pickId === null ? { action: 'add' } : { action: 'remove', pickId }));
  };

  return { picked: pickId !== null, pending: mutation.isPending, toggle };
}
