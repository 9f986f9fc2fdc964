import '@/api/server-transport';
import { getTranslations } from 'next-intl/server';
import { ApiError } from '@/api/api-error';
import { notificationQueries } from '@/api/notifications';
import { getMe } from '@/api/users';
import { NotificationList } from '@/components/notifications/notification-list';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { buttonClassName } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { BellIcon } from '@/components/ui/icons/bell';
import { localeFromParams } from '@/i18n/locale-param';
import { getPathname, Link, redirect } from '@/i18n/navigation';
import { todayInSeoul } from '@/lib/picks/calendar-month';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('notifications.metaTitle');

/**
 * /notifications: my notifications. An anonymous visitor gets the empty list the spec asks
 * for (section 6), saying what signing in brings, rather than an error or a redirect.
 */
export default async function NotificationsPage({ params }: Props) {
  const lang = await localeFromParams(params);
  let signedIn = false;
  let signedUp = true;
  try {
    signedUp = (await getMe()).signedUp;
    signedIn = true;
  } catch (error) {
    if (!(ApiError.is(error) && error.status === 401)) throw error;
  }
  if (!signedUp) {
    // redirect() throws, so it stays outside the try above.
    const next = getPathname({ href: '/notifications', locale: lang });
    return redirect({ href: { pathname: '/signup', query: { next } }, locale: lang });
  }
  if (!signedIn) {
    const t = await getTranslations({ locale: lang, namespace: 'notifications' });
    const next = getPathname({ href: '/notifications', locale: lang });
    return (
      <section aria-labelledby="notifications-title" className="px-4 pt-6 pb-12">
        <h1 id="notifications-title" className="text-xl font-bold">
          {t('title')}
        </h1>
        <EmptyState
          icon={<BellIcon />}
          title={t('signedOutTitle')}
          description={t('signedOutDescription')}
          action={
            <Link href={`/login?next=${encodeURIComponent(next)}`} className={buttonClassName({ variant: 'primary' })}>
              {t('signIn')}
            </Link>
          }
        />
      </section>
    );
  }
  return (
    <HydratedClient
      scope="notifications"
      prefetch={(client) =>
        Promise.all([
          client.prefetchInfiniteQuery(notificationQueries.list(null, lang)),
          client.prefetchQuery(notificationQueries.unread()),
        ])
      }
    >
      <NotificationList lang={lang} today={todayInSeoul()} />
    </HydratedClient>
  );
}
