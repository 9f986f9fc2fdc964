import '@/api/server-transport';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ApiError } from '@/api/api-error';
import { enterpriseSpotQueries } from '@/api/enterprise-spots';
import { enterpriseStatsQueries } from '@/api/enterprise-stats';
import { loadEnterpriseViewer } from '@/api/enterprise-viewer';
import { getQueryClient } from '@/api/query/get-query-client';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { AuditLogList } from '@/components/enterprise/audit-log-list';
import { AuditSpotFilter } from '@/components/enterprise/audit-spot-filter';
import { ConsoleRefusal } from '@/components/enterprise/console-refusal';
import { buttonClassName } from '@/components/ui/button-styles';
import { getPathname } from '@/i18n/navigation';
import { localeFromParams } from '@/i18n/locale-param';
import { parseRouteId } from '@/lib/route-id';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Query = { page?: string | string[]; spot?: string | string[]; company?: string | string[] };
type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Query> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('enterprise.audit.metaTitle');

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const PATH = '/enterprise/audit';

/**
 * /enterprise/audit: the company's change log for its managers and owners (and admins, who
 * name the company with ?company=), newest first, ?page= from 0, ?spot= narrowing it to one
 * pop-up. Staff are told the log is for managers. Rendered on the server only.
 */
export default async function CompanyAuditPage({ params, searchParams }: Props) {
  const lang = await localeFromParams(params);
  const raw = await searchParams;
  const t = await getTranslations({ locale: lang, namespace: 'enterprise.audit' });
  const page = Math.max(0, Math.min(10_000, Number.parseInt(one(raw.page) ?? '0', 10) || 0));
  const spotId = parseRouteId(one(raw.spot) ?? '');
  const asked = parseRouteId(one(raw.company) ?? '');

  const refusal = (
    <ConsoleRefusal title={t('forbidden.title')} description={t('forbidden.description')} back={t('forbidden.back')} />
  );
  const queryClient = getQueryClient();
  const here = new URLSearchParams(
    Object.entries({ page, spot: spotId, company: asked }).flatMap(([k, v]) => (v ? [[k, String(v)]] : [])),
  ).toString();
  const me = await signedInOrLogin(loadEnterpriseViewer, { lang, path: PATH, query: here });
  const companyId = me.isAdmin ? (asked ?? me.membership?.company.id ?? null) : (me.membership?.company.id ?? null);
  if (!me.isAdmin && (!me.membership || me.membership.role === 'STAFF')) return refusal;
  if (companyId === null)
    return (
      <ChooseCompany
        title={t('chooseCompany.title')}
        label={t('chooseCompany.companyId')}
        show={t('chooseCompany.show')}
        action={getPathname({ href: PATH, locale: lang })}
      />
    );

  let log;
  // The filter's choices: the company's pop-ups (the list works without them).
  const spots = queryClient.fetchQuery(enterpriseSpotQueries.list(companyId)).catch(() => null);
  try {
    log = await queryClient.fetchQuery(enterpriseStatsQueries.audit(companyId, spotId, page));
  } catch (error) {
    if (ApiError.is(error, 'FORBIDDEN')) return refusal;
    if (ApiError.is(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }

  const hrefFor = (change: { page?: number; spot?: number | null }) => {
    const next = { page: change.page ?? page, spot: change.spot === undefined ? spotId : change.spot, company: asked };
    const query = new URLSearchParams(Object.entries(next).flatMap(([k, v]) => (v ? [[k, String(v)]] : []))).toString();
    return query ? `${PATH}?${query}` : PATH;
  };
  const choices = (await spots) ?? [];
  const spotTitle =
    choices.find((spot) => spot.id === spotId)?.title ??
    log.content.find((event) => event.spot?.id === spotId)?.spot?.title ??
    null;

  return (
    <div className="flex flex-col gap-4">
      <header>
        <h1 className="text-headline font-bold">{t('title')}</h1>
        <p className="mt-1 text-label text-ink-muted">{t('description')}</p>
      </header>
      {choices.length > 0 ? (
        <AuditSpotFilter
          action={getPathname({ href: PATH, locale: lang })}
          spots={choices}
          selected={spotId}
          company={asked}
        />
      ) : null}
      <AuditLogList log={log} hrefFor={hrefFor} spotFilter={spotId ? { id: spotId, title: spotTitle } : null} />
    </div>
  );
}

/** An admin who belongs to no company names the one to look at. */
function ChooseCompany({ title, label, show, action }: { title: string; label: string; show: string; action: string }) {
  return (
    <form method="get" action={action} className="flex flex-col items-start gap-3 py-6">
      <h1 className="text-title font-bold text-ink">{title}</h1>
      <label className="flex flex-col gap-1 text-label">
        {label}
        <input
          type="number"
          name="company"
          min={1}
          required
          className="min-h-tap rounded-lg border border-line-strong bg-surface px-3"
        />
      </label>
      <button type="submit" className={buttonClassName({ variant: 'outline' })}>
        {show}
      </button>
    </form>
  );
}
