import '@/api/server-transport';
import { notFound } from 'next/navigation';
import { ApiError } from '@/api/api-error';
import { enterpriseSpotQueries } from '@/api/enterprise-spots';
import { loadEnterpriseViewer } from '@/api/enterprise-viewer';
import { getQueryClient } from '@/api/query/get-query-client';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { mapStyleUrl } from '@/app/server-config';
import { ConsoleNoAccess } from '@/components/enterprise/console-no-access';
import { LazyPopupEditor } from '@/components/enterprise/popup-editor-lazy';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { localeFromParams } from '@/i18n/locale-param';
import { parseRouteId } from '@/lib/route-id';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string; id: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('enterprise.editor.editTitle');

/**
 * /enterprise/popups/{id}: the pop-up's editor. The record and the caller's standing are
 * loaded on the server with the viewer's token; the company's STAFF see it read-only, anyone
 * outside the company is told so, an unknown, deleted or malformed id is the not-found page.
 */
export default async function EditPopupPage({ params }: Props) {
  const lang = await localeFromParams(params);
  const { id: rawId } = await params;
  const id = parseRouteId(rawId);
  if (id === null) notFound();

  const queryClient = getQueryClient();
  const loaded = await signedInOrLogin(
    async () => {
      try {
        const [me] = await Promise.all([
          loadEnterpriseViewer(),
          queryClient.fetchQuery(enterpriseSpotQueries.spot(id)),
        ]);
        return me;
      } catch (error) {
        if (ApiError.is(error, 'FORBIDDEN')) return null;
        if (ApiError.is(error) && error.status === 404) notFound();
        throw error;
      }
    },
    { lang, path: `/enterprise/popups/${id}` },
  );
  if (!loaded) return <ConsoleNoAccess reason="notMember" />;
  const role = loaded.membership?.role;
  const canWrite = loaded.isAdmin || role === 'OWNER' || role === 'MANAGER';
  return (
    <HydratedClient
      scope="enterpriseEditor"
      prefetch={(client) => client.prefetchQuery(enterpriseSpotQueries.categories())}
    >
      <LazyPopupEditor spotId={id} canWrite={canWrite} isAdmin={loaded.isAdmin} mapStyleUrl={mapStyleUrl()} />
    </HydratedClient>
  );
}
