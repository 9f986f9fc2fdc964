import '@/api/server-transport';
import { getTranslations } from 'next-intl/server';
import { adminCompanyQueries } from '@/api/admin-companies';
import { loadEnterpriseViewer } from '@/api/enterprise-viewer';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { CompanyAdmin } from '@/components/enterprise/company-admin';
import { ConsoleRefusal } from '@/components/enterprise/console-refusal';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { localeFromParams } from '@/i18n/locale-param';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('enterprise.admin.metaTitle');

/**
 * /enterprise/admin/companies: admins register companies and their e-mail domains (and
 * invite each company's owner). Anyone else is told the page is for admins.
 */
export default async function AdminCompaniesPage({ params }: Props) {
  const lang = await localeFromParams(params);
  const viewer = await signedInOrLogin(loadEnterpriseViewer, { lang, path: '/enterprise/admin/companies' });
  if (!viewer.isAdmin) {
    const t = await getTranslations({ locale: lang, namespace: 'enterprise.admin.forbidden' });
    return <ConsoleRefusal title={t('title')} description={t('description')} back={t('back')} />;
  }
  return (
    <HydratedClient scope="enterpriseAdmin" prefetch={(client) => client.prefetchQuery(adminCompanyQueries.list())}>
      <CompanyAdmin />
    </HydratedClient>
  );
}
