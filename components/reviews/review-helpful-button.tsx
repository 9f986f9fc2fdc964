'use client';

import { useTranslations } from 'next-intl';
import type { SpotReview } from '@/api/contracts/reviews';
import { useReviewReaction } from '@/api/reviews';
import { useRequireLogin } from '@/hooks/use-require-login';
import { ThumbUpIcon } from '@/components/ui/icons/thumb-up';

type Props = { spotId: number; review: Pick<SpotReview, 'reviewId' | 'helpfulCount' | 'myReaction' | 'isMine'> };

/**
 * '도움돼요' on someone else's review (spec 4: a reaction added or removed), a toggle button
 * with aria-pressed and the count. Not a button on one's own review (the API refuses it too);
 * anonymous readers get the login modal. The press shows at once; the answer's count then
 * replaces the guess in every loaded list. Presses during a call are ignored.
 */
export function ReviewHelpfulButton({ spotId, review }: Props) {
  const t = useTranslations('review.helpful');
  const requireLogin = useRequireLogin();
  // Failures (a lost session, a refused reaction) are the query client's one handler's.
  const mutation = useReviewReaction(spotId, review.reviewId);

  // One's own review: the count, no button.
  if (review.isMine) {
    return (
      <span className="inline-flex h-8 items-center gap-1 text-xs text-ink-muted">
        <ThumbUpIcon width={14} height={14} />
        {t('count', { count: review.helpfulCount })}
      </span>
    );
  }
  const saved = review.myReaction === 'HELPFUL';
  const pressed = mutation.isPending ? mutation.variables : saved;
  const count = review.helpfulCount + (pressed === saved ? 0 : pressed ? 1 : -1);

  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-busy={mutation.isPending || undefined}
      onClick={() => {
        if (mutation.isPending) return;
        requireLogin(() => mutation.mutate(!saved));
      }}
      className={`inline-flex h-8 items-center gap-1 rounded-full border px-3 text-xs font-semibold ${
        pressed ? 'border-brand bg-brand-soft text-brand-strong' : 'border-line text-ink-muted'
      }`}
    >
      <ThumbUpIcon width={14} height={14} />
      {t('label')}
      <span className="tabular-nums">{count}</span>
    </button>
  );
}
