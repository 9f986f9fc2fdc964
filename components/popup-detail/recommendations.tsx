'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import type { RecommendationItem } from '@/api/contracts/spots';
import { spotQueries, type RecommendationType } from '@/api/spots';
import { SpotCard } from '@/components/ui/spot-card';
import { cardFromListItem } from '@/components/ui/spot-card-data';
import { useInView } from '@/hooks/use-in-view';
import { formatDistance } from '@/lib/format-distance';
import type { Locale } from '@/lib/locales';

/** Enough for three rows of the two-column grid. */
const RECOMMENDATION_SIZE = 6;

/**
 * 'Similar pop-ups' and 'nearby pop-ups' at the bottom of the description tab (spec 2).
 * Fetched in the browser when the reader scrolls near them: they are far below the fold
 * and not needed for the first paint or for crawlers (each card is an ordinary link, so the
 * pages are reachable from lists and the sitemap anyway). An empty or failed list leaves
 * its section out: these are suggestions, not content the reader asked for.
 */
export function Recommendations({ spotId, lang }: { spotId: number; lang: Locale }) {
  return (
    <>
      <RecommendationSection type="SIMILAR" spotId={spotId} lang={lang} />
      <RecommendationSection type="NEARBY" spotId={spotId} lang={lang} />
    </>
  );
}

function RecommendationSection({ type, spotId, lang }: { type: RecommendationType; spotId: number; lang: Locale }) {
  const t = useTranslations('popup.recommend');
  const headingId = useId();
  const { ref, inView } = useInView<HTMLDivElement>();
  const { data } = useQuery({
    ...spotQueries.recommendations(
      { recommendationType: type, excludedSpotId: spotId, size: RECOMMENDATION_SIZE },
      lang,
    ),
    enabled: inView,
  });

  return (
    <div ref={ref}>
      {data && data.length > 0 ? (
        <section aria-labelledby={headingId} className="border-t border-line px-4 py-5">
          <h2 id={headingId} className="mb-3 text-lg font-bold">
            {t(type === 'SIMILAR' ? 'similar' : 'nearby')}
          </h2>
          {/* Two columns; one on very narrow screens, where two cards would crush the titles. */}
          <ul className="grid grid-cols-1 gap-x-3 gap-y-4 min-[340px]:grid-cols-2">
            {data.map((item) => (
              <li key={item.id}>
                <RecommendationCard item={item} showDistance={type === 'NEARBY'} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function RecommendationCard({ item, showDistance }: { item: RecommendationItem; showDistance: boolean }) {
  const t = useTranslations('popup');
  const locale = useLocale();
  const distance = showDistance && item.distance !== null ? formatDistance(item.distance, locale) : '';
  return (
    <SpotCard
      spot={cardFromListItem(item)}
      layout="tile"
      imageSizes="(max-width: 480px) 50vw, 240px"
      detail={distance ? t('recommend.distance', { distance }) : undefined}
    />
  );
}
