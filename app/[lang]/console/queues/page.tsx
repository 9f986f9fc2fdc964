import '@/api/server-transport';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getQueryClient } from '@/api/query/get-query-client';
import { queueConsoleQueries } from '@/api/queue-console';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { OperableQueueList } from '@/components/queue-console/operable-queue-list';
import { localeFromParams } from '@/i18n/locale-param';

type Props = { params: Promise<{ lang: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeFromParams(params);
  const t = await getTranslations({ locale: lang, namespace: 'queueConsole' });
  return { title: t('list.metaTitle'), robots: { index: false, follow: false } };
}

/**
 * /console/queues: the waiting lines I run (staff of the company running the pop-up, or an
 * admin), each leading to its console; someone who runs none sees so. Anonymous visitors go
 * to /login and come back. Rendered on the server only: nothing here changes in place.
 */
export default async function OperableQueuesPage({ params }: Props) {
  const lang = await localeFromParams(params);
  const queues = await signedInOrLogin(() => getQueryClient().fetchQuery(queueConsoleQueries.operable()), {
    lang,
    path: '/console/queues',
  });
  return <OperableQueueList queues={queues} />;
}
