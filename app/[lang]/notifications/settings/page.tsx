import '@/api/server-transport';
import { notificationQueries } from '@/api/notifications';
import { getQueryClient } from '@/api/query/get-query-client';
import { NotificationSettings } from '@/components/notifications/notification-settings';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { localeFromParams } from '@/i18n/locale-param';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('notifications.settings.metaTitle');

/** /notifications/settings: anonymous visitors go to /login and come back. */
export default async function NotificationSettingsPage({ params }: Props) {
  const lang = await localeFromParams(params);
  const queryClient = getQueryClient();
  await signedInOrLogin(() => queryClient.fetchQuery(notificationQueries.settings()), {
    lang,
    path: '/notifications/settings',
  });
  return (
    <HydratedClient scope="notificationSettings">
      <NotificationSettings />
    </HydratedClient>
  );
}
