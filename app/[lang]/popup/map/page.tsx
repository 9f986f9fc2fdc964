import { mapStyleUrl } from '@/app/server-config';
import { MapSearch } from '@/components/search-map/map-search';
import { localeFromParams } from '@/i18n/locale-param';
import { ClientMessages } from '@/components/providers/client-messages';
import { publicPageMetadataFrom } from '@/app/public-page-metadata';

// A shell without data: the map loads its pop-ups in the browser.
export const revalidate = 86400;

type Props = { params: Promise<{ lang: string }> };

// One canonical map page: the view and filters in the query are a visitor's state, not
// another document.
export const generateMetadata = publicPageMetadataFrom(
  '/popup/map',
  'searchMap.metaTitle',
  'searchMap.metaDescription',
);

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
