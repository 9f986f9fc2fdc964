import '@/api/server-transport';
import { loadEnterpriseViewer } from '@/api/enterprise-viewer';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { CompanyPopupList } from '@/components/enterprise/company-popup-list';
import { JoinPrompt } from '@/components/enterprise/join-prompt';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { localeFromParams } from '@/i18n/locale-param';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('enterprise.shell.metaTitle');

/**
 * /enterprise: the company console's home. A member (or an admin) sees the company's
 * pop-ups; anyone else is shown the way in, the work-email verification. Anonymous
 * visitors go to /login and come back.
 */
export default async function EnterpriseHomePage({ params }: Props) {
  const lang = await localeFromParams(params);
  const viewer = await signedInOrLogin(loadEnterpriseViewer, { lang, path: '/enterprise' });
  if (!viewer.membership && !viewer.isAdmin) return <JoinPrompt pending={viewer.pending} />;
  return (
    <HydratedClient scope="enterpriseHome">
      <CompanyPopupList />
    </HydratedClient>
  );
}
