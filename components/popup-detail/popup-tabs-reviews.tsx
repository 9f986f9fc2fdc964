'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { spotQueries } from '@/api/spots';

/**
 * The reviews tab until the review list is built (components/review/): the real number of
 * registered reviews, in a sentence, from the same query as the tab label.
 */
export function PopupTabsReviews({ spotId }: { spotId: number }) {
  const t = useTranslations('popup.tabs');
  const { data, isError } = useQuery(spotQueries.reviewCount(spotId));
  let text: string | null = null;
  if (data) text = data.count > 0 ? t('reviewCount', { count: data.count }) : t('noReviews');
  else if (isError) text = t('reviewCountUnavailable');
  return (
    <section aria-labelledby="popup-reviews-heading" className="px-4 py-6">
      <h2 id="popup-reviews-heading" className="text-lg font-bold">
        {t('REVIEW')}
      </h2>
      <p className="mt-2 min-h-5 text-sm text-ink-muted" aria-live="polite">
        {text}
      </p>
    </section>
  );
}
