import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { mapStyleUrl } from '@/app/server-config';
import { MapSearch } from '@/components/search-map/map-search';
import { localeFromParams } from '@/i18n/locale-param';
import { localizedAlternates } from '@/lib/seo/alternates';
import { socialMetadata } from '@/lib/seo/social-metadata';
import { ClientMessages } from '@/components/providers/client-messages';

// A shell without data: the map loads its pop-ups in the browser.
export const revalidate = 86400;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
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
    ...socialMetadata({ title, description, url: alternates.canonical, lang, type: 'website' }),
  };
}

/**
 * /popup/map: the search map. The pop-ups depend on the visitor's screen (the map's
 * bounds), so nothing is fetched here: the client component loads maplibre lazily and asks
 * GET /v1/spots/map for its view. The page is one cached shell for every URL: the camera
 * (lat, lng, zoom) and the filters are read from the address in the browser, so the map
 * opens where a shared link or a reload says.
 */
export default async function SearchMapPage({ params }: Props) {
  await localeFromParams(params);
  return (
    <ClientMessages scope="popupMap">
      <MapSearch mapStyleUrl={mapStyleUrl()} />
    </ClientMessages>
  );
}
