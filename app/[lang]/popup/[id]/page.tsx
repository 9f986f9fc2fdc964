import '@/api/server-transport';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { reviewQueries } from '@/api/reviews';
import { spotQueries } from '@/api/spots';
import { DeletedContentDialog } from '@/components/popup-detail/deleted-content-dialog';
import { PopupDetail } from '@/components/popup-detail/popup-detail';
import { JsonLd } from '@/components/seo/json-ld';
import { localeFromParams } from '@/i18n/locale-param';
import { popupEventJsonLd } from '@/lib/seo/popup-json-ld';
import { localizedAlternates } from '@/lib/seo/alternates';
import { socialMetadata } from '@/lib/seo/social-metadata';
import { getQueryClient } from '@/lib/query/get-query-client';
import { formatSeoulDate } from '@/lib/format-date';
import { displayAddress } from '@/lib/address';
import { parsePopupTab } from '@/lib/popup-tab';
import { DEFAULT_REVIEW_SORT } from '@/lib/constants';
import { siteOrigin } from '@/app/site-origin';
import { loadSpot, redirectToCanonicalSpotPage } from './load-spot';

type Props = {
  params: Promise<{ lang: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Omit<Props, 'searchParams'>): Promise<Metadata> {
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
  const alternates = localizedAlternates(`/popup/${spot.id}`, lang);
  return {
    title: spot.title,
    description,
    alternates,
    // Its own hero photo, else the generated card (/og/popup/{id}); Twitter large card too.
    ...socialMetadata({
      title: spot.title,
      description,
      url: alternates.canonical,
      lang,
      type: 'website',
      image: image ? { url: image, alt: t('heroImageAlt', { title: spot.title }) } : null,
      generated: { kind: 'popup', id: spot.id },
    }),
  };
}

export default async function PopupDetailPage({ params, searchParams }: Props) {
  const { id } = await params;
  const lang = await localeFromParams(params);
  const loaded = await loadSpot(id, lang);
  if (loaded.status === 'deleted') return <DeletedContentDialog />;

  const { spot } = loaded;
  // A pass pop-up (type PARTNER) lives at /pass/popups/{id}: 308 there, ?tab= kept.
  const query = await searchParams;
  redirectToCanonicalSpotPage(spot, lang, `/popup/${spot.id}`, query);
  const origin = siteOrigin();
  // ?tab= picks the panel rendered here, so a shared ?tab=MAP link arrives on the map tab.
  // The canonical URL (metadata) stays the tab-less one: the tabs show one pop-up.
  const tab = parsePopupTab(query.tab);
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

  return (
    <>
      <JsonLd data={popupEventJsonLd(spot, lang, origin)} />
      {/* The spot is in the request's query client already: the browser starts from it. */}
      <HydrationBoundary state={dehydrate(getQueryClient())}>
        <PopupDetail id={spot.id} lang={lang} initialTab={tab} />
      </HydrationBoundary>
    </>
  );
}
