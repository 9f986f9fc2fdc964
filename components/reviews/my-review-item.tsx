'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import type { MyReview } from '@/api/contracts/reviews';
import { useDeleteReview } from '@/api/reviews';
import { formatSeoulDate } from '@/lib/format-date';
import type { Locale } from '@/lib/locales';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StoredImage } from '@/components/ui/stored-image';
import { Link } from '@/i18n/navigation';
import { showToast } from '@/stores/toast-store';
import { ReviewCard } from './review-card';
import { ThumbUpIcon } from '@/components/ui/icons/thumb-up';
import { useErrorWords } from '@/hooks/use-error-words';
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
            href={`/popup/${review.spot.id}?tab=REVIEW`}
            aria-label={t('openSpot', { title: review.spot.title })}
            className="flex items-center gap-2"
          >
            {review.spot.file ? (
              <StoredImage
                src={review.spot.file.path}
                alt=""
                sizes="40px"
                width={40}
                height={40}
                className="size-10 rounded-md bg-canvas object-cover"
              />
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
        visitDate={review.visitDate ?? review.verifiedVisitDate}
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
      {/* A visit Popspot saw has its day: nothing to type, nothing empty (issue 31). */}
      {review.visitVerified && review.verifiedVisitDate ? (
        <p className="mt-1 text-label font-semibold text-success">
          {t('visitVerifiedOn', { date: formatSeoulDate(`${review.verifiedVisitDate}T12:00:00+09:00`, lang) })}
        </p>
      ) : (
        <VisitDateField reviewId={review.reviewId} value={review.visitDate} />
      )}
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
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteReview(review.spot.id, review.reviewId);
  const confirm = () => {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        showToast({ message: t('deleted') });
        onClose();
      },
      // A lost session opens the login modal over this dialog; 'later' comes back to it.
      onError: (failure) => setError(words(failure)),
    });
  };
  return (
    <ConfirmDialog
      title={t('deleteTitle')}
      description={t('deleteDescription')}
      cancelLabel={t('deleteCancel')}
      confirmLabel={remove.isPending ? t('deleting') : t('deleteConfirm')}
      tone="danger"
      pending={remove.isPending}
      onCancel={() => !remove.isPending && onClose()}
      onConfirm={confirm}
    >
      {error ? (
        <p role="alert" className="mt-3 text-label text-danger">
          {error}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
