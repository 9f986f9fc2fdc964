'use client';

import { useTranslations } from 'next-intl';
import type { SpotDetail } from '@/api/contracts/spots';
import type { Locale } from '@/lib/locales';
import { ReviewImagesStrip } from './review-images-strip';
import { ReviewList } from './review-list';
import { ReviewOverview } from './review-overview';
import { WriteReviewBar } from './write-review-bar';

/**
 * The pop-up detail's reviews tab (spec 2): the summary, the review photos, the list with its
 * sorts, and the fixed 'write a review' bar (not for pop-ups that haven't opened). The page
 * prefetches the summary and the first page when it opens on this tab, so they are in the
 * HTML; the photos and later pages come from the browser. Photos open the page's one viewer.
 */
export function ReviewsTab({ spot, lang }: { spot: Pick<SpotDetail, 'id' | 'periodType'>; lang: Locale }) {
  const t = useTranslations('review.tab');
  const hasBar = spot.periodType !== 'READY';
  return (
    <section aria-labelledby="popup-reviews-heading" className={hasBar ? 'pb-24' : 'pb-12'}>
      <h2 id="popup-reviews-heading" className="sr-only">
        {t('heading')}
      </h2>
      <ReviewOverview spotId={spot.id} lang={lang} />
      <ReviewImagesStrip spotId={spot.id} />
      <ReviewList spotId={spot.id} lang={lang} />
      <WriteReviewBar spotId={spot.id} periodType={spot.periodType} lang={lang} />
    </section>
  );
}
