'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useId, useState } from 'react';
import { ApiError } from '@/api/api-error';
import type { MyReview } from '@/api/contracts/reviews';
import { deleteReview } from '@/api/reviews';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Link } from '@/i18n/navigation';
import { openLoginModal } from '@/stores/auth-store';
import { showToast } from '@/stores/toast-store';
import type { Locale } from '@/lib/locales';
import { invalidateAfterReviewChange } from './review-cache';
import { ReviewCard } from './review-card';
import { ThumbUpIcon } from '@/components/ui/icons';
import { useErrorWords } from './use-error-words';
import { VisitDateField } from './visit-date-field';

const ReviewEditorDialog = lazy(() => import('./review-editor-dialog'));

/**
 * One of my reviews in the history: the pop-up it is about, the review, its visit date, and
 * 'edit' (the same form as writing, on this review) and 'delete' (after a confirmation).
 */
export function MyReviewItem({ review, lang }: { review: MyReview; lang: Locale }) {
  const t = useTranslations('review.history');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  return (
    <>
      <ReviewCard
        header={
          <Link
            href={{ pathname: `/popup/${review.spot.id}`, query: { tab: 'REVIEW' } }}
            aria-label={t('openSpot', { title: review.spot.title })}
            className="flex items-center gap-2"
          >
            {review.spot.file ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={review.spot.file.path} alt="" className="size-10 rounded-md bg-canvas object-cover" />
            ) : (
              <span aria-hidden="true" className="size-10 rounded-md bg-canvas" />
            )}
            <span className="text-sm font-semibold">{review.spot.title}</span>
          </Link>
        }
        author={null}
        score={review.score}
        content={review.content}
        createdAt={review.createdAt}
        visitDate={review.visitDate}
        metrics={review.metrics}
        files={review.files}
        footer={
          <>
            <span className="inline-flex flex-1 items-center gap-1 text-xs text-ink-muted">
              <ThumbUpIcon width={14} height={14} />
              {t('helpfulCount', { count: review.helpfulCount })}
            </span>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setEditing(true)}
              className="h-8 rounded-full border border-line px-3 text-xs font-semibold"
            >
              {t('edit')}
            </button>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setConfirming(true)}
              className="h-8 rounded-full border border-line px-3 text-xs font-semibold text-red-600"
            >
              {t('delete')}
            </button>
          </>
        }
      />
      <VisitDateField reviewId={review.reviewId} value={review.visitDate} />
      {editing ? (
        <Suspense fallback={null}>
          <ReviewEditorDialog
            mode="edit"
            spotId={review.spot.id}
            review={review}
            lang={lang}
            onClose={() => setEditing(false)}
          />
        </Suspense>
      ) : null}
      {confirming ? <DeleteReviewDialog review={review} onClose={() => setConfirming(false)} /> : null}
    </>
  );
}

function DeleteReviewDialog({ review, onClose }: { review: MyReview; onClose: () => void }) {
  const t = useTranslations('review.history');
  const words = useErrorWords();
  const queryClient = useQueryClient();
  const titleId = useId();
  const descriptionId = useId();
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () => deleteReview(review.reviewId),
    onMutate: () => setError(null),
    onSuccess: async () => {
      showToast({ message: t('deleted') });
      onClose();
      await invalidateAfterReviewChange(queryClient, review.spot.id);
    },
    onError: (failure) => {
      if (ApiError.is(failure) && failure.status === 401) {
        onClose();
        openLoginModal();
      } else setError(words(failure));
    },
  });
  return (
    <ModalDialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={descriptionId}
      onClose={() => !remove.isPending && onClose()}
    >
      <h2 id={titleId} className="text-lg font-bold">
        {t('deleteTitle')}
      </h2>
      <p id={descriptionId} className="mt-2 text-sm text-ink-muted">
        {t('deleteDescription')}
      </p>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex gap-2">
        <button
          type="button"
          onClick={onClose}
          disabled={remove.isPending}
          className="inline-flex h-12 flex-1 items-center justify-center rounded-full border border-line text-sm font-semibold"
        >
          {t('deleteCancel')}
        </button>
        <button
          type="button"
          onClick={() => remove.mutate()}
          disabled={remove.isPending}
          className="inline-flex h-12 flex-1 items-center justify-center rounded-full bg-red-600 text-sm font-semibold text-white"
        >
          {remove.isPending ? t('deleting') : t('deleteConfirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
