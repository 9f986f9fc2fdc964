import '@/api/server-transport';
import { devToolsEnabled } from '@/app/server-config';
import { loadEnterpriseViewer } from '@/api/enterprise-viewer';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { JoinFlow } from '@/components/enterprise/join-flow';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { localeFromParams } from '@/i18n/locale-param';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('enterprise.join.metaTitle');

/**
 * /enterprise/join: joining one's company with a work email and the code mailed to it
 * (decision 044). A member is told they already are. In the demo the page points to the
 * captured-mail page, where the code can be read without a mail account.
 */
export default async function EnterpriseJoinPage({ params }: Props) {
  const lang = await localeFromParams(params);
  await signedInOrLogin(loadEnterpriseViewer, { lang, path: '/enterprise/join' });
  return (
    <HydratedClient scope="enterpriseJoin">
      <JoinFlow mailboxHref={devToolsEnabled() ? '/dev/mailbox' : undefined} />
    </HydratedClient>
  );
}
