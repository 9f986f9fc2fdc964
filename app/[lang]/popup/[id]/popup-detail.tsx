'use client';

import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, type ReactNode } from 'react';
import { spotQueries } from '@/api/spots';
import { ImageViewerHost } from '@/components/shared/gallery/image-viewer-host';
import { MySpotStates } from '@/components/shared/my-spot-states';
import { formatCappedCount } from '@/lib/format-count';
import type { PopupTab } from '@/lib/popup-tab';
import type { Locale } from '@/lib/locales';
import { DescriptionTab } from '@/components/popup-detail/description-tab';
import { PopupTabs } from '@/components/popup-detail/popup-tabs';

// The other tabs are chunks of their own: server-rendered when the page opens on one of them,
// fetched on the first switch to it otherwise, so the description's first load stays light.
// React.lazy rather than next/dynamic, whose runtime would be on the first load (decision 028).
const DetailImagesTab = lazy(() =>
  import('@/components/popup-detail/detail-images-tab').then((m) => ({ default: m.DetailImagesTab })),
);
const MapTab = lazy(() => import('@/components/popup-detail/map-tab').then((m) => ({ default: m.MapTab })));
const ReviewsTab = lazy(() => import('@/components/reviews/reviews-tab').then((m) => ({ default: m.ReviewsTab })));

type Props = {
  id: number;
  lang: Locale;
  initialTab: PopupTab;
  /** The map tab's style (app/server-config.ts), null for the plain background. */
  mapStyleUrl: string | null;
  /** Server-rendered for the description tab's waiting section: no code in the browser (decision 041). */
  bestTimes?: ReactNode;
};

/**
 * The pop-up detail: four tabs over one spot, and the image viewer they share. The page
 * fetched the spot (and the review count) on the server and dehydrated them, so this reads
 * the cache on first render; later refetches keep the API's shape.
 */
export function PopupDetail({ id, lang, initialTab, mapStyleUrl, bestTimes }: Props) {
  const t = useTranslations('popup.tabs');
  const { data: spot } = useSuspenseQuery(spotQueries.detail(id, lang));
  // Prefetched by the page; a failure leaves the label without a number rather than failing the page.
  const { data: reviewCount } = useQuery(spotQueries.reviewCount(id));

  const labels = {
    POPUP_DESCRIPTION: t('POPUP_DESCRIPTION'),
    DETAIL_IMAGE: t('DETAIL_IMAGE'),
    MAP: t('MAP'),
    REVIEW: reviewCount ? (
      <>
        <span aria-hidden="true">{t('reviewWithCount', { count: formatCappedCount(reviewCount.count) })}</span>
        <span className="sr-only">{t('reviewCountLabel', { count: formatCappedCount(reviewCount.count) })}</span>
      </>
    ) : (
      t('REVIEW')
    ),
  };

  const panel = (tab: PopupTab) => {
    switch (tab) {
      case 'POPUP_DESCRIPTION':
        return <DescriptionTab spot={spot} lang={lang} bestTimes={bestTimes} />;
      case 'DETAIL_IMAGE':
        return <DetailImagesTab spot={spot} />;
      case 'MAP':
        return <MapTab spot={spot} lang={lang} mapStyleUrl={mapStyleUrl} />;
      case 'REVIEW':
        return <ReviewsTab spot={spot} lang={lang} />;
    }
  };
  // A lazy tab suspends while its code arrives: only its own panel waits. The description is
  // no chunk of its own and has no boundary, so the server sends it in place (with the hero
  // image, the page's largest paint) rather than after the first paint.
  // The description tab's summary carries the page's h1; each other tab names the pop-up in
  // its own, so whichever panel shows (a link to ?tab=REVIEW, say) says whose it is.
  const renderPanel = (tab: PopupTab) =>
    tab === 'POPUP_DESCRIPTION' ? (
      panel(tab)
    ) : (
      <>
        <h1 lang={spot.textLocales.title} className="px-gutter pt-4 text-lg leading-snug font-bold">
          {spot.title}
        </h1>
        <Suspense fallback={null}>{panel(tab)}</Suspense>
      </>
    );

  return (
    <article>
      {/* Keyed by spot: moving to another pop-up starts from its own URL tab, nothing carried over. */}
      <PopupTabs key={spot.id} initialTab={initialTab} label={t('label')} labels={labels} renderPanel={renderPanel} />
      <ImageViewerHost />
      {/* The cached page is the same for everyone: my pick and alert arrive after hydration. */}
      <MySpotStates spotIds={[id]} />
    </article>
  );
}
