'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { ApiError } from '@/api/api-error';
import type { MyReview } from '@/api/contracts/reviews';
import type { SpotDetail } from '@/api/contracts/spots';
import { reviewQueries, useCreateReviewDraft } from '@/api/reviews';
import type { Locale } from '@/lib/locales';
import { withoutWriteReviewIntent } from '@/lib/write-review-intent';
import { hasAccessToken } from '@/api/client-session';
import { replaceLocation } from '@/hooks/use-location-search';
import { useRequireLogin } from '@/hooks/use-require-login';
import { AlreadyReviewedDialog } from './already-reviewed-dialog';
import { PencilIcon } from '@/components/ui/icons/pencil';
import { loadReviewEditor } from './load-review-editor';

// The form, its schema (zod), react-hook-form and the upload code load on the first tap.
const ReviewEditorDialog = lazy(loadReviewEditor);

// The token cookie is read once per render; sign-in and sign-out reload the page anyway.
const subscribe = () => () => {};

type Props = { spotId: number; periodType: SpotDetail['periodType']; lang: Locale };

/**
 * The fixed 'write a review' bar of the reviews tab (spec 2: only on that tab, and not before
 * the pop-up opens). A tap, when signed in (otherwise the login modal), creates a draft
 * (spec 4) and opens the form on it.
 *
 * One review per place: a reader who already has one here gets 'edit my review' instead,
 * which opens the same form on that review. Whether they have one is the reader's own state,
 * asked in the browser after hydration (the page's HTML is the same for everyone); a tap
 * before the answer waits for it rather than creating a draft the API would refuse. If
 * another tab won the race anyway, the API's 40000102 shows the 'one review per place' notice.
 *
 * Arriving with `?write=review` (my visits' 'write a review': lib/write-review-intent.ts) opens
 * the form at once, as a tap would, and takes the request out of the address.
 */
export function WriteReviewBar({ spotId, periodType, lang }: Props) {
  const t = useTranslations('review.write');
  const requireLogin = useRequireLogin();
  const queryClient = useQueryClient();
  const signedIn = useSyncExternalStore(subscribe, hasAccessToken, () => false);
  const mine = useQuery({ ...reviewQueries.mineForSpot(spotId, lang), enabled: signedIn });
  const myReview = mine.data ?? null;
  const [checking, setChecking] = useState(false);
  const [draftId, setDraftId] = useState<number | null>(null);
  const [editing, setEditing] = useState<MyReview | null>(null);
  const [notice, setNotice] = useState(false);
  const draft = useCreateReviewDraft(spotId);
  const createDraft = () =>
    draft.mutate(undefined, {
      onSuccess: ({ reviewId }) => setDraftId(reviewId),
      // My review is asked again meanwhile (useCreateReviewDraft): the bar then offers to edit it.
      onError: (error) => {
        if (ApiError.is(error, 'ALREADY_EXISTS_SPOT_REVIEW')) setNotice(true);
      },
    });

  const busy = checking || draft.isPending;
  const open = () => {
    if (busy || draftId !== null || editing !== null) return;
    requireLogin(async () => {
      void loadReviewEditor();
      let existing = mine.isSuccess ? myReview : null;
      if (!mine.isSuccess) {
        setChecking(true);
        // Not known yet (or the first ask failed): ask now. Should it fail again, the draft
        // call below still answers 40000102 for a reader who has a review.
        existing = await queryClient.fetchQuery(reviewQueries.mineForSpot(spotId, lang)).catch(() => null);
        setChecking(false);
      }
      if (existing) setEditing(existing);
      else createDraft();
    });
  };
  const openOnArrival = useEffectEvent(open);
  useEffect(() => {
    if (periodType === 'READY') return;
    const rest = withoutWriteReviewIntent(window.location.href);
    if (rest === null) return;
    // Taken once: Back, a reload or a second effect run (Strict Mode) does not open it again.
    replaceLocation(rest);
    void loadReviewEditor();
    openOnArrival();
  }, [periodType]);

  if (periodType === 'READY') return null;

  return (
    <>
      <div className="fixed inset-x-0 bottom-0 z-30 mx-auto w-full max-w-app border-t border-line bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
        <button
          type="button"
          aria-haspopup="dialog"
          aria-busy={busy || undefined}
          onClick={open}
          className="inline-flex h-12 w-full items-center justify-center gap-1.5 rounded-full bg-brand text-sm font-semibold text-white"
        >
          <PencilIcon width={18} height={18} />
          {busy ? t('opening') : myReview ? t('editButton') : t('button')}
        </button>
      </div>
      {draftId !== null ? (
        <Suspense fallback={null}>
          <ReviewEditorDialog
            mode="create"
            spotId={spotId}
            reviewId={draftId}
            lang={lang}
            onClose={() => setDraftId(null)}
            onAlreadyReviewed={() => {
              setDraftId(null);
              setNotice(true);
            }}
          />
        </Suspense>
      ) : null}
      {editing !== null ? (
        <Suspense fallback={null}>
          <ReviewEditorDialog
            mode="edit"
            spotId={spotId}
            review={editing}
            lang={lang}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      {notice ? <AlreadyReviewedDialog onClose={() => setNotice(false)} /> : null}
    </>
  );
}
