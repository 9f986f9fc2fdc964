import '@/api/server-transport';
import { getTranslations } from 'next-intl/server';
import type { ActivityStats } from '@/api/contracts/users';
import type { QueueTicketSummary } from '@/api/contracts/queues';
import type { OperableQueue } from '@/api/contracts/queue-console';
import { queueQueries } from '@/api/queues';
import { queueConsoleQueries } from '@/api/queue-console';
import { getQueryClient } from '@/api/query/get-query-client';
import { getActivityStats, getSignedUpMe } from '@/api/users';
import { DeleteAccount } from '@/components/auth/delete-account';
import { ProfileAvatar } from '@/components/shared/profile-avatar';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { SignOutEverywhere } from '@/components/auth/sign-out-everywhere';
import { localeFromParams } from '@/i18n/locale-param';
import { formatPhoneForDisplay } from '@/lib/phone';
import { Link } from '@/i18n/navigation';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { ClientMessages } from '@/components/providers/client-messages';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('auth.mypage.metaTitle');

/**
 * /mypage, the default return target after sign-in. Rendered on the server through the same
 * API client the browser uses (the cookie's token is forwarded in-process). Anonymous
 * visitors, and those whose token has expired or whose account is gone, are sent to /login
 * with `next` set to this page, which the sign-in stores as the origin referer.
 */
export default async function MyPage({ params }: Props) {
  const lang = await localeFromParams(params);
  const me = await signedInOrLogin(getSignedUpMe, { lang, path: '/mypage' });

  const t = await getTranslations('auth.mypage');
  const tReview = await getTranslations('review.history');
  const tConsole = await getTranslations('queueConsole');
  // The counts are extra: if they fail, the page still shows everything else.
  const [stats, waitings, operable]: [ActivityStats | null, QueueTicketSummary | null, OperableQueue[] | null] =
    await Promise.all([
      getActivityStats().catch(() => null),
      getQueryClient()
        .fetchQuery(queueQueries.summary(lang))
        .catch(() => null),
      // Staff of a pop-up's company (and admins) get a way to their lines' consoles.
      getQueryClient()
        .fetchQuery(queueConsoleQueries.operable())
        .catch(() => null),
    ]);
  const statItems = stats
    ? ([
        ['picks', stats.pickCount],
        ['reviews', stats.reviewCount],
        ['visits', stats.visitCount],
        ['waitings', stats.waitingCount],
      ] as const)
    : [];
  return (
    <section aria-labelledby="mypage-title" className="flex flex-col px-6 pt-8 pb-12">
      <h1 id="mypage-title" className="sr-only">
        {t('title')}
      </h1>
      <div className="flex items-center gap-4">
        <ProfileAvatar src={me.profileImageUrl} label={t('profileImageAlt', { nickname: me.nickname })} />
        <div className="min-w-0">
          <p className="truncate text-lg font-bold">{t('greeting', { nickname: me.nickname })}</p>
          {me.email && <p className="truncate text-xs text-ink-muted">{me.email}</p>}
          {me.phone && <p className="text-xs text-ink-muted tabular-nums">{formatPhoneForDisplay(me.phone)}</p>}
        </div>
      </div>

      {stats && (
        <section aria-labelledby="mypage-stats" className="mt-8">
          <h2 id="mypage-stats" className="sr-only">
            {t('stats.label')}
          </h2>
          <dl className="grid grid-cols-4 divide-x divide-line rounded-xl border border-line py-3 text-center">
            {statItems.map(([key, count]) => (
              <div key={key} className="flex flex-col-reverse gap-0.5">
                <dt className="text-xs text-ink-muted">{t(`stats.${key}`)}</dt>
                <dd className="text-lg font-bold tabular-nums">{count.toLocaleString(lang)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <nav aria-label={t('linksLabel')} className="mt-8">
        <ul className="divide-y divide-line rounded-xl border border-line">
          {(
            [
              ['/mypage/profile', t('links.profile')],
              ['/history/mypicks', t('links.picks')],
              ['/history/mypicks/calendar', t('links.calendar')],
              ['/waiting', t('links.waitings')],
              ['/myreservation', t('links.reservations')],
              ...(operable && operable.length > 0 ? ([['/console/queues', tConsole('mypageLink')]] as const) : []),
              ['/history/myvisits', t('links.visits')],
              ['/history/mypicks/review', tReview('mypageLink')],
              ['/mypage/keywords', t('links.keywords')],
              ['/notifications/settings', t('links.notificationSettings')],
              ['/mypage/terms', t('links.consents')],
              ['/community', t('links.community')],
            ] as const
          ).map(([href, label]) => (
            <li key={href}>
              <Link href={href} className="flex h-12 items-center gap-2 px-4 text-sm">
                {label}
                {href === '/waiting' && waitings && waitings.activeCount > 0 ? (
                  <span className="ms-auto rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-strong tabular-nums">
                    {t('links.waitingsActive', { count: waitings.activeCount })}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-8 flex flex-col gap-2">
        <SignOutButton lang={lang} />
        <ClientMessages scope="myPage">
          <SignOutEverywhere />
        </ClientMessages>
      </div>
      <div className="mt-10 text-center">
        <ClientMessages scope="myPage">
          <DeleteAccount />
        </ClientMessages>
      </div>
    </section>
  );
}
