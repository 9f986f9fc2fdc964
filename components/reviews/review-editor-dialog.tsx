'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '@/api/api-error';
import {
  reviewFormSchema,
  type MyReview,
  type ReviewForm,
  type ReviewFormInput,
  type ReviewMetric,
} from '@/api/contracts/reviews';
import { ResultCode } from '@/api/error-codes';
import { reviewQueries, useDiscardReviewDraft, useRegisterReview } from '@/api/reviews';
import type { Locale } from '@/lib/locales';
import { CloseIcon } from '@/components/ui/icons/close';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { IconButton } from '@/components/ui/icon-button';
import type { ReviewImageProblem } from '@/lib/review-images';
import { showToast } from '@/stores/toast-store';
import { ImageCheckDialog } from './image-check-dialog';
import { LeaveConfirmDialog } from './leave-confirm-dialog';
import { ReviewContentField, ReviewMetricsField, StarRatingField } from './review-form-fields';
import { ReviewImagesField } from './review-images-field';
import { ReviewSuccessDialog } from './review-success-dialog';
import { useErrorWords } from '@/hooks/use-error-words';
import { useReviewUploads } from './use-review-uploads';

type Props =
  | {
      mode: 'create';
      spotId: number;
      reviewId: number;
      lang: Locale;
      onClose: () => void;
      onAlreadyReviewed: () => void;
    }
  | { mode: 'edit'; spotId: number; review: MyReview; lang: Locale; onClose: () => void };

/**
 * The review form in its sheet, loaded on demand (write-review-bar, my reviews). One form for
 * writing (on a fresh draft) and editing (a registered review), validated by the API's own
 * schema (`reviewFormSchema`, spec 5): 1-5 stars, 10-150 characters, at least one item, up to
 * five images. 'Register' stays disabled until all of that holds and nothing is in flight.
 *
 * Closing with changes asks first ('what you wrote will not be saved'). Leaving a new review
 * deletes its draft; leaving an edit removes the images uploaded meanwhile (they are attached
 * to the published review as soon as they upload) by saving the review as it was.
 */
export default function ReviewEditorDialog(props: Props) {
  const { spotId, lang, onClose } = props;
  const t = useTranslations('review.form');
  const words = useErrorWords();
  const titleId = useId();
  const reviewId = props.mode === 'create' ? props.reviewId : props.review.reviewId;
  const original = props.mode === 'edit' ? props.review : null;

  const [problems, setProblems] = useState<ReviewImageProblem[] | null>(null);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [ordinal, setOrdinal] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // A lost session opens the login modal over the form (the query client's): the form stays
  // under it with everything written, and 'later' comes back to it.
  const uploads = useReviewUploads({
    reviewId,
    initialFiles: original?.files,
    onProblem: setProblems,
    onError: (error) => setFailure(words(error)),
  });

  const form = useForm<ReviewFormInput, unknown, ReviewForm>({
    resolver: zodResolver(reviewFormSchema),
    mode: 'onChange',
    defaultValues: {
      score: original?.score ?? 0,
      content: original?.content ?? '',
      selectedMetricIds: original?.metrics.map((m) => m.id) ?? [],
      fileIds: original?.files.map((f) => f.id) ?? [],
      deletedFileIds: [],
    },
  });
  const { control, formState, handleSubmit, setValue } = form;

  // The images live in the upload hook; the form validates and submits their ids.
  const fileKey = uploads.fileIds.join();
  const removedKey = uploads.removedIds.join();
  useEffect(() => {
    setValue('fileIds', fileKey ? fileKey.split(',').map(Number) : [], { shouldValidate: true });
    setValue('deletedFileIds', removedKey ? removedKey.split(',').map(Number) : [], { shouldValidate: true });
  }, [fileKey, removedKey, setValue]);

  const metricsQuery = useQuery(reviewQueries.metrics(lang));
  // An edited review keeps an item that has been retired since; it stays choosable.
  const metrics = useMemo<ReviewMetric[] | undefined>(() => {
    if (!metricsQuery.data) return undefined;
    const extra = (original?.metrics ?? []).filter((m) => !metricsQuery.data.some((d) => d.id === m.id));
    return [...metricsQuery.data, ...extra];
  }, [metricsQuery.data, original]);

  const register = useRegisterReview(spotId, reviewId);
  // Both run on after the form has closed (mutations outlive the component that started them).
  const discard = useDiscardReviewDraft();
  const undoRegister = register.mutate;
  const submit = {
    isPending: register.isPending,
    mutate: (values: ReviewForm) => {
      setFailure(null);
      register.mutate(values, {
        onSuccess: (answer) => {
          if (props.mode === 'create') setOrdinal(answer.ordinal);
          else {
            showToast({ message: t('edited') });
            onClose();
          }
        },
        onError: (error) => {
          if (ApiError.is(error) && error.code === ResultCode.ALREADY_EXISTS_SPOT_REVIEW && props.mode === 'create') {
            // Another tab registered first: this draft has no future.
            discard.mutate(reviewId);
            props.onAlreadyReviewed();
          } else setFailure(words(error));
        },
      });
    },
  };

  const changed = formState.isDirty || uploads.changed;
  const leave = () => {
    if (props.mode === 'create') {
      // Best effort: a draft left behind is removed by the server's cleanup after a day.
      discard.mutate(reviewId);
    } else if (original && uploads.changed) {
      void undoEditUploads(original, uploads.settled, undoRegister);
    }
    onClose();
  };
  const requestClose = () => {
    if (submit.isPending) return;
    if (changed) setConfirmLeave(true);
    else leave();
  };

  if (ordinal !== null) return <ReviewSuccessDialog ordinal={ordinal} onClose={onClose} />;

  const canSubmit = formState.isValid && !submit.isPending && !uploads.busy && !formState.isValidating;
  return (
    <Dialog variant="sheet" labelledBy={titleId} onClose={requestClose}>
      <header className="flex h-14 shrink-0 items-center justify-between border-b border-line px-4">
        <h2 id={titleId} className="text-base font-bold">
          {props.mode === 'create' ? t('title') : t('editTitle')}
        </h2>
        <IconButton label={t('close')} icon={<CloseIcon width={22} height={22} />} onClick={requestClose} />
      </header>
      <form
        noValidate
        onSubmit={handleSubmit((values) => {
          if (canSubmit) submit.mutate(values);
        })}
        className="flex min-h-0 flex-1 flex-col"
      >
        <div className="flex flex-1 flex-col gap-6 overflow-y-auto px-4 py-5">
          <Controller
            control={control}
            name="score"
            render={({ field }) => <StarRatingField value={field.value} onChange={field.onChange} />}
          />
          <Controller
            control={control}
            name="content"
            render={({ field }) => (
              <ReviewContentField
                value={field.value}
                name={field.name}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            )}
          />
          <Controller
            control={control}
            name="selectedMetricIds"
            render={({ field }) => (
              <ReviewMetricsField
                metrics={metrics}
                value={field.value}
                onChange={field.onChange}
                failed={metricsQuery.isError}
                onRetry={() => void metricsQuery.refetch()}
                retrying={metricsQuery.isFetching}
              />
            )}
          />
          <ReviewImagesField
            items={uploads.items}
            slots={uploads.slots}
            onAdd={uploads.add}
            onRemove={uploads.remove}
          />
        </div>
        <div className="shrink-0 border-t border-line px-4 pt-3 pb-4">
          {failure ? (
            <p role="alert" className="mb-2 text-label text-danger">
              {failure}
            </p>
          ) : null}
          <Button
            type="submit"
            size="lg"
            fullWidth
            disabled={!canSubmit && !submit.isPending}
            loading={submit.isPending}
          >
            {submit.isPending ? t('submitting') : props.mode === 'create' ? t('submit') : t('submitEdit')}
          </Button>
        </div>
      </form>
      {problems ? <ImageCheckDialog problems={problems} onClose={() => setProblems(null)} /> : null}
      {confirmLeave ? (
        <LeaveConfirmDialog
          onStay={() => setConfirmLeave(false)}
          onLeave={() => {
            setConfirmLeave(false);
            leave();
          }}
        />
      ) : null}
    </Dialog>
  );
}

/**
 * Leaving an edit: images uploaded meanwhile already belong to the published review. Once
 * every upload has ended, save the review exactly as it was, with those images deleted
 * (`save`: the form's own useRegisterReview, which refreshes the review data after it). A
 * failure has nothing to show: the form is gone, and the images stay on the review, visible
 * in the history.
 */
async function undoEditUploads(
  review: MyReview,
  settled: () => Promise<number[]>,
  save: (form: ReviewFormInput) => void,
) {
  const uploaded = await settled();
  if (!uploaded.length) return;
  save({
    score: review.score,
    content: review.content,
    selectedMetricIds: review.metrics.map((m) => m.id),
    fileIds: review.files.map((f) => f.id),
    deletedFileIds: uploaded,
  });
}
