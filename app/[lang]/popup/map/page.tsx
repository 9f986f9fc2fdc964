import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { mapStyleUrl } from '@/app/server-config';
import { MapSearch } from '@/components/search-map/map-search';
import { parseMapView } from '@/components/search-map/map-view';
import { localeFromParams } from '@/i18n/locale-param';
import { localizedAlternates } from '@/lib/seo/alternates';
import { OG_LOCALES } from '@/lib/seo/social-metadata';
import { ClientMessages } from '@/components/providers/client-messages';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Omit<Props, 'searchParams'>): Promise<Metadata> {
  const lang = await localeFromParams(params);
  const t = await getTranslations({ locale: lang, namespace: 'searchMap' });
  // One canonical map page: the view and filters in the query are a visitor's state, not
  // another document.
  const alternates = localizedAlternates('/popup/map', lang);
  const title = t('metaTitle');
  const description = t('metaDescription');
  return {
    title,
    description,
    alternates,
    openGraph: { type: 'website', title, description, url: alternates.canonical, locale: OG_LOCALES[lang] },
    twitter: { card: 'summary', title, description },
  };
}

/**
 * /popup/map: the search map. The pop-ups depend on the visitor's screen (the map's
 * bounds), so nothing is fetched here: the client component loads maplibre lazily and asks
 * GET /v1/spots/map for its view. The camera in the URL (lat, lng, zoom) is read here so
 * the map opens where a shared link or a reload says; the filters are read on the client
 * from the same URL (useSearchFilters), as on the list page.
 */
export default async function SearchMapPage({ params, searchParams }: Props) {
  await localeFromParams(params);
  const initialView = parseMapView(await searchParams);
  return (
    <ClientMessages scope="popupMap">
      <MapSearch initialView={initialView} mapStyleUrl={mapStyleUrl()} />
    </ClientMessages>
  );
}
