import '@/api/server-transport';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notificationQueries } from '@/api/notifications';
import { getQueryClient } from '@/api/query/get-query-client';
import { NotificationSettings } from '@/components/notifications/notification-settings';
import { ClientMessages } from '@/components/providers/client-messages';
import { localeFromParams } from '@/i18n/locale-param';
import { signedInOrLogin } from '@/api/signed-in-or-login';

type Props = { params: Promise<{ lang: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeFromParams(params);
  const t = await getTranslations({ locale: lang, namespace: 'notifications.settings' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /notifications/settings: anonymous visitors go to /login and come back. */
export default async function NotificationSettingsPage({ params }: Props) {
  const lang = await localeFromParams(params);
  const queryClient = getQueryClient();
  await signedInOrLogin(() => queryClient.fetchQuery(notificationQueries.settings()), {
    lang,
    path: '/notifications/settings',
  });
  return (
    <ClientMessages scope="notificationSettings">
      <HydrationBoundary state={dehydrate(queryClient)}>
        <NotificationSettings />
      </HydrationBoundary>
    </ClientMessages>
  );
}
