import '@/api/server-transport';
import { notFound } from 'next/navigation';
import { adminCompanyQueries } from '@/api/admin-companies';
import { loadEnterpriseViewer } from '@/api/enterprise-viewer';
import { getQueryClient } from '@/api/query/get-query-client';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { mapStyleUrl } from '@/app/server-config';
import { ConsoleNoAccess } from '@/components/enterprise/console-no-access';
import { LazyNewPopupEditor } from '@/components/enterprise/popup-editor-lazy';
import { ClientMessages } from '@/components/providers/client-messages';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { localeFromParams } from '@/i18n/locale-param';
import { parseRouteId } from '@/lib/route-id';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<{ companyId?: string | string[] }>;
};

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('enterprise.editor.newTitle');

/**
 * /enterprise/popups/new: a new pop-up for the caller's company (a MANAGER or OWNER), or for
 * the company named by ?companyId= (an admin). Created unpublished; the editor then opens it.
 * The header names the company: an admin's comes from the companies list, prefetched here
 * (an unknown id is the not-found page).
 */
export default async function NewPopupPage({ params, searchParams }: Props) {
  const lang = await localeFromParams(params);
  const raw = (await searchParams).companyId;
  const asked = typeof raw === 'string' ? parseRouteId(raw) : null;
  const me = await signedInOrLogin(loadEnterpriseViewer, {
    lang,
    path: '/enterprise/popups/new',
    query: asked ? `companyId=${asked}` : undefined,
  });
  const membership = me.membership;
  const own = membership && (!asked || asked === membership.company.id) ? membership.company : null;
  if (me.isAdmin && asked && !own) {
    const queryClient = getQueryClient();
    const companies = await queryClient.fetchQuery(adminCompanyQueries.list());
    if (!companies.some((c) => c.id === asked)) notFound();
    return (
      <HydratedClient scope="enterpriseEditor">
        <LazyNewPopupEditor companyId={asked} isAdmin mapStyleUrl={mapStyleUrl()} />
      </HydratedClient>
    );
  }
  if (!own) return <ConsoleNoAccess reason="notMember" />;
  if (!me.isAdmin && membership?.role === 'STAFF') return <ConsoleNoAccess reason="readOnly" />;

  return (
    <ClientMessages scope="enterpriseEditor">
      <LazyNewPopupEditor companyId={own.id} companyName={own.name} isAdmin={me.isAdmin} mapStyleUrl={mapStyleUrl()} />
    </ClientMessages>
  );
}
