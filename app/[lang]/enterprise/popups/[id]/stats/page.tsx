import '@/api/server-transport';
// The charts' stylesheet, for this route only (their script loads when a chart mounts).
import 'uplot/dist/uPlot.min.css';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ApiError } from '@/api/api-error';
import { enterpriseStatsQueries } from '@/api/enterprise-stats';
import { loadEnterpriseViewerOrNull } from '@/api/enterprise-viewer';
import { getQueryClient } from '@/api/query/get-query-client';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { ConsoleRefusal } from '@/components/enterprise/console-refusal';
import { SpotStatsView } from '@/components/enterprise/spot-stats-view';
import { StatsRangePicker } from '@/components/enterprise/stats-range-picker';
import { Link } from '@/i18n/navigation';
import { localeFromParams } from '@/i18n/locale-param';
import { seoulDayKey } from '@/lib/period-type';
import { parseRouteId } from '@/lib/route-id';
import { isDayKey } from '@/lib/day-key';
import { resolveStatsRange } from '@/lib/stats-range';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = {
  params: Promise<{ lang: string; id: string }>;
  searchParams: Promise<{ from?: string | string[]; to?: string | string[] }>;
};

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('enterprise.stats.metaTitle');

const day = (value: string | string[] | undefined) => {
  const one = Array.isArray(value) ? value[0] : value;
  return one && isDayKey(one) ? one : undefined;
};

/**
 * /enterprise/popups/{id}/stats: a pop-up's statistics for staff of its company (and
 * admins), over the range in the address (?from=&to=, Seoul days; the last 30 days by
 * default). Rendered on the server; the charts are drawn in the browser by a library loaded
 * only here. A range the API would refuse shows the default one and says so.
 */
export default async function SpotStatsPage({ params, searchParams }: Props) {
  const lang = await localeFromParams(params);
  const { id: rawId } = await params;
  const id = parseRouteId(rawId);
  if (id === null) notFound();
  const raw = await searchParams;
  const today = seoulDayKey(new Date());
  const asked = resolveStatsRange({ from: day(raw.from), to: day(raw.to) }, today);
  const range =
    'range' in asked ? asked.range : (resolveStatsRange({}, today) as { range: { from: string; to: string } }).range;
  const t = await getTranslations({ locale: lang, namespace: 'enterprise.stats' });
  const path = `/enterprise/popups/${id}/stats`;

  const stats = await signedInOrLogin(
    async () => {
      try {
        return await getQueryClient().fetchQuery(enterpriseStatsQueries.spot(id, range));
      } catch (error) {
        if (ApiError.is(error, 'FORBIDDEN')) return null;
        if (ApiError.is(error) && (error.status === 404 || error.status === 400)) notFound();
        throw error;
      }
    },
    { lang, path, query: new URLSearchParams(range).toString() },
  );
  if (!stats) {
    return (
      <ConsoleRefusal
        title={t('forbidden.title')}
        description={t('forbidden.description')}
        back={t('forbidden.back')}
      />
    );
  }

  // The change log is for managers and owners (and admins); staff see only the figures.
  const viewer = await loadEnterpriseViewerOrNull();
  const seesLog = viewer?.isAdmin || viewer?.membership?.role === 'OWNER' || viewer?.membership?.role === 'MANAGER';

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-headline font-bold">
            {t.rich('title', { title: stats.spot.title, spot: (chunks) => <span lang="ko">{chunks}</span> })}
          </h1>
          <p className="mt-1 text-label text-ink-muted">{t('subtitle')}</p>
        </div>
        {seesLog ? (
          <Link
            href={`/enterprise/audit?spot=${id}`}
            className="min-h-tap content-center text-label font-semibold underline"
          >
            {t('toAudit')}
          </Link>
        ) : null}
      </header>
      <StatsRangePicker path={path} range={range} today={today} invalid={'fieldErrors' in asked} />
      <SpotStatsView stats={stats} />
    </div>
  );
}
