'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { ResultCode } from '@/api/error-codes';
import { OPTIMISTIC_PICK_ID, setCachedPick } from '@/api/pick-cache';
import { isPickGone, usePickMutation } from '@/api/picks';
import { useRequireLogin } from '@/hooks/use-require-login';
import { showToast } from '@/stores/toast-store';

type PickTarget = { id: number; title: string; imageUrl?: string | null };

/**
 * The one pick toggle, for every place that picks (the detail page, search cards, the map):
 * anonymous readers get the login modal and nothing is sent; the heart flips at once; success
 * shows the pick toast (the pop-up's image and title) or 'pick removed'; a pop-up or pick
 * that is gone says so (spec 8), any other failure says the pick failed, and the state is
 * put back; 401 goes to the query client's one handler (the login modal). Taps while a change is in flight set the state the reader
 * wants, and one more call makes the server agree when it settles, so pick-unpick-pick ends
 * where the reader left it. A pick tapped before signing in is made on coming back signed in.
 *
 * `pickId` is the caller's current view of the pick (its cached detail or list item), which
 * the mutation keeps up to date in every cache.
 */
export function usePickToggle(spot: PickTarget, pickId: number | null) {
  const t = useTranslations('popup.pick');
  const errors = useTranslations('errors');
  const queryClient = useQueryClient();
  const requireLogin = useRequireLogin();
  const wanted = useRef<boolean | null>(null);
  const latestPickId = useRef(pickId);
  useEffect(() => {
    latestPickId.current = pickId;
  }, [pickId]);

  const mutation = usePickMutation(spot.id, {
    onSettled: (picked) => {
      const want = wanted.current;
      wanted.current = null;
      // Deferred: the settled mutation must finish before the next one starts.
      if (want !== null && want !== picked) queueMicrotask(() => change(want));
    },
  });

  const explainFailure = (error: unknown) => {
    if (!isPickGone(error)) showToast({ message: t('failed') });
    else showToast({ message: error.code === ResultCode.UNAVAILABLE ? errors('40000001') : t('notFound') });
  };

  function change(add: boolean) {
    const id = latestPickId.current;
    if (add) {
      mutation.mutate(
        { action: 'add' },
        {
          onSuccess: () =>
            showToast({ message: t('picked', { title: spot.title }), imageUrl: spot.imageUrl ?? undefined }),
          onError: explainFailure,
        },
      );
    } else if (id !== null && id !== OPTIMISTIC_PICK_ID) {
      mutation.mutate(
        { action: 'remove', pickId: id },
        { onSuccess: () => showToast({ message: t('removed') }), onError: explainFailure },
      );
    }
  }

  const toggle = () => {
    if (mutation.isPending) {
      // One change at a time (a second call would act on the optimistic id): remember the
      // tap and show it at once.
      const want = !(wanted.current ?? pickId !== null);
      wanted.current = want;
      setCachedPick(queryClient, spot.id, want ? OPTIMISTIC_PICK_ID : null);
      return;
    }
    requireLogin(() => change(pickId === null), `pick:${spot.id}`);
  };

  /** Back signed in from the login a pick asked for: the pick is made (picking is idempotent). */
  const ensurePicked = () => {
    if (latestPickId.current === null && !mutation.isPending) change(true);
  };

  return { picked: pickId !== null, pending: mutation.isPending, toggle, ensurePicked };
}
