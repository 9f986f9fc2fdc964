import '@/api/server-transport';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadEnterpriseViewer } from '@/api/enterprise-viewer';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { mapStyleUrl } from '@/app/server-config';
import { ConsoleNoAccess } from '@/components/enterprise/console-no-access';
import { LazyNewPopupEditor } from '@/components/enterprise/popup-editor-lazy';
import { ClientMessages } from '@/components/providers/client-messages';
import { localeFromParams } from '@/i18n/locale-param';
import { parseRouteId } from '@/lib/route-id';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<{ companyId?: string | string[] }>;
};

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeFromParams(params);
  const t = await getTranslations({ locale: lang, namespace: 'enterprise.editor' });
  return { title: t('newTitle'), robots: { index: false, follow: false } };
}

/**
 * /enterprise/popups/new: a new pop-up for the caller's company (a MANAGER or OWNER), or for
 * the company named by ?companyId= (an admin). Created unpublished; the editor then opens it.
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
  const t = await getTranslations({ locale: lang, namespace: 'enterprise.editor' });
  let company: { id: number; name: string } | null = null;
  if (me.isAdmin && asked) company = { id: asked, name: t('companyNumber', { id: asked }) };
  else if (membership && (!asked || asked === membership.company.id)) company = membership.company;
  if (!company) return <ConsoleNoAccess reason="notMember" />;
  if (!me.isAdmin && membership?.role === 'STAFF') return <ConsoleNoAccess reason="readOnly" />;

  return (
    <ClientMessages scope="enterpriseEditor">
      <LazyNewPopupEditor
        companyId={company.id}
        companyName={company.name}
        isAdmin={me.isAdmin}
        mapStyleUrl={mapStyleUrl()}
      />
    </ClientMessages>
  );
}
