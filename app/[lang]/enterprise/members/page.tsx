import '@/api/server-transport';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ApiError } from '@/api/api-error';
import { enterpriseQueries } from '@/api/enterprise';
import { loadEnterpriseViewer } from '@/api/enterprise-viewer';
import { getQueryClient } from '@/api/query/get-query-client';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { ConsoleRefusal } from '@/components/enterprise/console-refusal';
import { MemberManager } from '@/components/enterprise/member-manager';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';
import { localeFromParams } from '@/i18n/locale-param';
import { parseRouteId } from '@/lib/route-id';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ company?: string | string[] }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('enterprise.members.metaTitle');

/**
 * /enterprise/members: the company's members and invitations, for its managers (reading)
 * and owners (changing); an admin names the company with ?company= (from the companies
 * page). Staff and outsiders are told whom the page is for.
 */
export default async function EnterpriseMembersPage({ params, searchParams }: Props) {
  const lang = await localeFromParams(params);
  const raw = (await searchParams).company;
  const asked = parseRouteId((Array.isArray(raw) ? raw[0] : raw) ?? '');
  const t = await getTranslations({ locale: lang, namespace: 'enterprise.members' });
  const viewer = await signedInOrLogin(loadEnterpriseViewer, {
    lang,
    path: '/enterprise/members',
    query: asked ? `company=${asked}` : undefined,
  });
  const companyId = (viewer.isAdmin ? asked : null) ?? viewer.membership?.company.id ?? null;
  const refusal = (
    <ConsoleRefusal title={t('forbidden.title')} description={t('forbidden.description')} back={t('forbidden.back')} />
  );
  if (companyId === null) {
    if (!viewer.isAdmin) return refusal;
    return (
      <section className="flex flex-col items-start gap-3 py-6">
        <h1 className="text-title font-bold text-ink">{t('chooseCompany.title')}</h1>
        <p className="text-body text-ink-muted">{t('chooseCompany.description')}</p>
        <Link href="/enterprise/admin/companies" className={buttonClassName({ variant: 'outline' })}>
          {t('chooseCompany.link')}
        </Link>
      </section>
    );
  }

  const queryClient = getQueryClient();
  try {
    await queryClient.fetchQuery(enterpriseQueries.members(companyId));
  } catch (error) {
    if (ApiError.is(error, 'FORBIDDEN')) return refusal;
    if (ApiError.is(error) && error.status === 404) notFound();
    throw error;
  }
  return (
    <HydratedClient scope="enterpriseMembers">
      <MemberManager companyId={companyId} />
    </HydratedClient>
  );
}
