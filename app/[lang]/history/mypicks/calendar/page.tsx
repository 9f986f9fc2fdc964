import '@/api/server-transport';
import { pickQueries } from '@/api/picks';
import { getSignedUpMe } from '@/api/users';
import { PicksCalendar } from '@/components/picks/picks-calendar';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { localeFromParams } from '@/i18n/locale-param';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { currentMonth, isMonthKey, monthRange, todayInSeoul } from '@/lib/picks/calendar-month';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<{ month?: string | string[] }>;
};

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('picks.calendar.metaTitle');

/**
 * /history/mypicks/calendar: my picks on a month calendar (`?month=YYYY-MM`, this month in
 * Seoul by default). Anonymous visitors go to /login and come back here.
 */
export default async function PicksCalendarPage({ params, searchParams }: Props) {
  const lang = await localeFromParams(params);
  const requested = (await searchParams).month;
  const month = isMonthKey(typeof requested === 'string' ? requested : null)
    ? (requested as `${number}-${number}`)
    : currentMonth();
  await signedInOrLogin(getSignedUpMe, { lang, path: '/history/mypicks/calendar', query: `month=${month}` });
  const { first, last } = monthRange(month);
  return (
    <HydratedClient scope="myPicks" prefetch={(client) => client.prefetchQuery(pickQueries.days(first, last, lang))}>
      <PicksCalendar lang={lang} initialMonth={month} today={todayInSeoul()} />
    </HydratedClient>
  );
}
