import '@/api/server-transport';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { reviewQueries } from '@/api/reviews';
import { spotQueries } from '@/api/spots';
import { loadSpot, redirectToCanonicalSpotPage } from '@/app/[lang]/popup/[id]/load-spot';
import { siteOrigin } from '@/app/site-origin';
import { PassBackLink } from '@/components/pass/pass-back-link';
import { DeletedContentDialog } from '@/components/popup-detail/deleted-content-dialog';
import { PopupDetail } from '@/components/popup-detail/popup-detail';
import { JsonLd } from '@/components/seo/json-ld';
import { localeFromParams } from '@/i18n/locale-param';
import { displayAddress } from '@/lib/address';
import { DEFAULT_REVIEW_SORT } from '@/lib/constants';
import { formatSeoulDate } from '@/lib/format-date';
import { parsePopupTab } from '@/lib/popup-tab';
import { getQueryClient } from '@/lib/query/get-query-client';
import { localizedAlternates } from '@/lib/seo/alternates';
import { popupEventJsonLd } from '@/lib/seo/popup-json-ld';
import { socialMetadata } from '@/lib/seo/social-metadata';

type Props = {
  params: Promise<{ lang: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const pagePath = (id: number) => `/pass/popups/${id}`;

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
  const alternates = localizedAlternates(pagePath(spot.id), lang);
  return {
    title: spot.title,
    description,
    alternates,
    ...socialMetadata({
      title: spot.title,
      description,
      url: alternates.canonical,
      lang,
      type: 'website',
      image: image ? { url: image, alt: t('heroImageAlt', { title: spot.title }) } : null,
      generated: { kind: 'pass', id: spot.id },
    }),
  };
}

/**
 * /pass/popups/{id}: a pass pop-up (a spot of type PARTNER) in the pass's own section. It is
 * the pop-up detail itself (same tabs, reviews, picks, alerts, Event JSON-LD); only the
 * address and the way back to the pass differ. A spot of another type answers 308 to its
 * /popup/{id} page, and /popup/{id} of a pass pop-up 308s here: one canonical URL each.
 */
export default async function PassPopupPage({ params, searchParams }: Props) {
  const { id } = await params;
  const lang = await localeFromParams(params);
  const loaded = await loadSpot(id, lang);
  if (loaded.status === 'deleted') return <DeletedContentDialog />;

  const { spot } = loaded;
  const query = await searchParams;
  redirectToCanonicalSpotPage(spot, lang, pagePath(spot.id), query);
  // ?tab= picks the panel rendered here; the tabs rewrite the query of this same path.
  const tab = parsePopupTab(query.tab);
  await getQueryClient().prefetchQuery(spotQueries.reviewCount(spot.id));
  if (tab === 'REVIEW') {
    await Promise.all([
      getQueryClient().prefetchQuery(reviewQueries.overview(spot.id, lang)),
      getQueryClient().prefetchInfiniteQuery(reviewQueries.list(spot.id, { sort: DEFAULT_REVIEW_SORT }, lang)),
    ]);
  }

  return (
    <>
      <JsonLd data={popupEventJsonLd(spot, lang, siteOrigin(), pagePath(spot.id))} />
      <div className="px-4 pt-2">
        <PassBackLink />
      </div>
      <HydrationBoundary state={dehydrate(getQueryClient())}>
        <PopupDetail id={spot.id} lang={lang} initialTab={tab} />
      </HydrationBoundary>
    </>
  );
}
