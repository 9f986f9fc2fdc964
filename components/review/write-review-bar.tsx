'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { ApiError } from '@/api/api-error';
import type { SpotDetail } from '@/api/contracts/spots';
import { useCreateReviewDraft } from '@/api/reviews';
import type { Locale } from '@/lib/locales';
import { useRequireLogin } from '@/hooks/use-require-login';
import { AlreadyReviewedDialog } from './already-reviewed-dialog';
import { PencilIcon } from '@/components/ui/icons';

// The form, its schema (zod), react-hook-form and the upload code load on the first tap.
const loadEditor = () => import('./review-editor-dialog');
const ReviewEditorDialog = lazy(loadEditor);

type Props = { spotId: number; periodType: SpotDetail['periodType']; lang: Locale };

/**
 * The fixed 'write a review' bar of the reviews tab (spec 2: only on that tab, and not before
 * the pop-up opens). A tap, when signed in (otherwise the login modal), creates a draft
 * (spec 4) and opens the form on it; if this reader already reviewed the pop-up the API
 * answers 40000102 and the 'one review per place' notice shows instead, with nothing open.
 */
export function WriteReviewBar({ spotId, periodType, lang }: Props) {
  const t = useTranslations('review.write');
  const requireLogin = useRequireLogin();
  const [draftId, setDraftId] = useState<number | null>(null);
  const [notice, setNotice] = useState(false);
  const draft = useCreateReviewDraft(spotId);

  if (periodType === 'READY') return null;

  const open = () => {
    if (draft.isPending || draftId !== null) return;
    requireLogin(() => {
      void loadEditor();
      draft.mutate(undefined, {
        onSuccess: ({ reviewId }) => setDraftId(reviewId),
        onError: (error) => {
          if (ApiError.is(error, 'ALREADY_EXISTS_SPOT_REVIEW')) setNotice(true);
        },
      });
    });
  };

  return (
    <>
      <div className="fixed inset-x-0 bottom-0 z-30 mx-auto w-full max-w-app border-t border-line bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
        <button
          type="button"
          aria-haspopup="dialog"
          aria-busy={draft.isPending || undefined}
          onClick={open}
          className="inline-flex h-12 w-full items-center justify-center gap-1.5 rounded-full bg-brand text-sm font-semibold text-white"
        >
          <PencilIcon width={18} height={18} />
          {draft.isPending ? t('opening') : t('button')}
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
      {notice ? <AlreadyReviewedDialog onClose={() => setNotice(false)} /> : null}
    </>
  );
}
