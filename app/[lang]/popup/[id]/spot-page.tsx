import 'server-only';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getQueueBestTimes } from '@/api/queue-best-times';
import { reviewQueries } from '@/api/reviews';
import { spotQueries } from '@/api/spots';
import { mapStyleUrl, siteOrigin } from '@/app/server-config';
import { ClientMessages } from '@/components/providers/client-messages';
import { BestTimesChart } from '@/components/popup-detail/best-times-chart';
import { DeletedContent } from '@/components/popup-detail/deleted-content';
import { PopupDetail } from '@/app/[lang]/popup/[id]/popup-detail';
import { JsonLd } from '@/components/seo/json-ld';
import { localeFromParams } from '@/i18n/locale-param';
import { displayAddress } from '@/lib/address';
import { DEFAULT_REVIEW_SORT } from '@/lib/constants';
import { formatSeoulDate } from '@/lib/format-date';
import { parsePopupTab } from '@/lib/popup-tab';
import { parseRouteId } from '@/lib/route-id';
import { getQueryClient } from '@/api/query/get-query-client';
import { popupEventJsonLd } from '@/components/seo/popup-json-ld';
import { loadSpot, redirectToCanonicalSpotPage } from './load-spot';
import { publicPageMetadata } from '@/app/public-page-metadata';

/**
 * The pop-up detail as a page, shared by its two addresses: /popup/{id} and the pass
 * pop-up page /pass/popups/{id}. They differ only in their path, the kind of generated
 * share image and what sits above the detail; everything else (loading, the deleted
 * dialog, redirects to the one canonical URL, prefetching, JSON-LD) is this one code.
 */
export type SpotPageKind = 'popup' | 'pass';

/** `tab` comes from ./tab/[tab], where the proxy sends `?tab=` (lib/cacheable-paths.ts). */
export type SpotPageProps = { params: Promise<{ lang: string; id: string; tab?: string }> };

const PATHS: Record<SpotPageKind, (id: number) => string> = {
  popup: (id) => `/popup/${id}`,
  pass: (id) => `/pass/popups/${id}`,
};

export async function spotPageMetadata({ params }: SpotPageProps, kind: SpotPageKind): Promise<Metadata> {
  const { id } = await params;
  const lang = await localeFromParams(params);
  const loaded = await loadSpot(id, lang);
  if (loaded.status === 'deleted') {
    const t = await getTranslations({ locale: lang, namespace: 'popup.deleted' });
    return { title: t('title'), robots: { index: false, follow: false } };
  }
  const { spot } = loaded;
  const t = await getTranslations({ locale: lang, namespace: 'popup' });
  const open = formatSeoulDate(spot.openDate, lang);
  const period = spot.closeDate
    ? t('dateRange', { open, close: formatSeoulDate(spot.closeDate, lang) })
    : t('dateRange', { open, close: t('toBeAnnounced') });
  const description = t('metaDescription', { title: spot.title, period, address: displayAddress(spot) });
  const image = spot.files[0]?.path;
  return publicPageMetadata({
    path: PATHS[kind](spot.id),
    lang,
    title: spot.title,
    description,
    // Its own hero photo, else the generated card (/og/{kind}/{id}); Twitter large card too.
    image: image ? { url: image, alt: t('heroImageAlt', { title: spot.title }) } : null,
    generated: { kind, id: spot.id },
  });
}

export async function SpotPage({ params, kind, header }: SpotPageProps & { kind: SpotPageKind; header?: ReactNode }) {
  const { id, tab: rawTab } = await params;
  const lang = await localeFromParams(params);
  const loaded = await loadSpot(id, lang);
  if (loaded.status === 'deleted') {
    return (
      <ClientMessages scope="popupDetail">
        <DeletedContent spotId={parseRouteId(id)!} />
      </ClientMessages>
    );
  }

  const { spot } = loaded;
  const pagePath = PATHS[kind](spot.id);
  // ?tab= picks the panel rendered here, so a shared ?tab=MAP link arrives on the map tab.
  // The canonical URL (metadata) stays the tab-less one: the tabs show one pop-up.
  const tab = parsePopupTab(rawTab);
  // Opened at the other address (a pass pop-up at /popup/{id} or the reverse): 308 to the
  // canonical one, on the same tab.
  redirectToCanonicalSpotPage(spot, lang, pagePath, tab);
  // The best time to go, for a pop-up with a waiting line: public, slow-changing data drawn
  // on the server into the waiting section (decision 041). A failure leaves it out.
  const bestTimes = spot.hasQueueConfig ? getQueueBestTimes(spot.id).catch(() => null) : null;
  // The reviews tab label shows the count from the first paint. A failed prefetch is not
  // dehydrated; the browser then asks again.
  await getQueryClient().prefetchQuery(spotQueries.reviewCount(spot.id));
  // Opened on the reviews tab: its summary and first page are in the HTML too.
  if (tab === 'REVIEW') {
    await Promise.all([
      getQueryClient().prefetchQuery(reviewQueries.overview(spot.id, lang)),
      getQueryClient().prefetchInfiniteQuery(reviewQueries.list(spot.id, { sort: DEFAULT_REVIEW_SORT }, lang)),
    ]);
  }

  const bestTimesData = await bestTimes;

  return (
    <>
      <JsonLd data={popupEventJsonLd(spot, lang, siteOrigin(), pagePath)} />
      {header}
      {/* The spot is in the request's query client already: the browser starts from it. */}
      <ClientMessages scope="popupDetail">
        <HydrationBoundary state={dehydrate(getQueryClient())}>
          <PopupDetail
            id={spot.id}
            lang={lang}
            initialTab={tab}
            mapStyleUrl={mapStyleUrl()}
            bestTimes={bestTimesData ? <BestTimesChart data={bestTimesData} /> : null}
          />
        </HydrationBoundary>
      </ClientMessages>
    </>
  );
}
