import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { companyAuditActions, type CompanyAuditEvent, type CompanyAuditPage } from '@/api/contracts/enterprise-stats';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';
import { formatter } from '@/lib/format-date';

type Props = {
  log: CompanyAuditPage;
  /** The page's address for another page or filter: `hrefFor({ page: 2 })`. */
  hrefFor: (change: { page?: number; spot?: number | null }) => string;
  /** The pop-up the list is narrowed to, if any. */
  spotFilter: { id: number; title: string | null } | null;
};

const ROLES = ['OWNER', 'MANAGER', 'STAFF'] as const;
/** Pop-up titles and nicknames are written in Korean whatever the reader's language. */
const koreanText = (chunks: ReactNode) => <span lang="ko">{chunks}</span>;
const isRole = (value: unknown): value is (typeof ROLES)[number] => ROLES.includes(value as never);
const isKnownAction = (action: string): action is (typeof companyAuditActions)[number] =>
  (companyAuditActions as readonly string[]).includes(action);

/**
 * The company's audit log (decision 046): who did what, to what, and when (the reader's
 * language, Seoul time), newest first, a page at a time; a pop-up's title narrows the list to
 * it. A server component: paging and filtering are links.
 */
export function AuditLogList({ log, hrefFor, spotFilter }: Props) {
  const t = useTranslations('enterprise.audit');
  const locale = useLocale();
  const when = formatter(locale, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });
  const { number, totalPages } = log.page;

  return (
    <div className="flex flex-col gap-4">
      {spotFilter ? (
        <p className="flex flex-wrap items-center gap-2 rounded-xl bg-canvas px-4 py-2 text-label">
          <span>{t.rich('filteredBy', { title: spotFilter.title ?? `#${spotFilter.id}`, spot: koreanText })}</span>
          <Link href={hrefFor({ spot: null, page: 0 })} className="font-semibold text-brand-strong underline">
            {t('showAll')}
          </Link>
        </p>
      ) : null}

      {log.content.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface px-4 py-10 text-center text-label text-ink-muted">
          {t('empty')}
        </p>
      ) : (
        <ol className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface">
          {log.content.map((event) => (
            <li key={event.id} className="flex flex-col gap-1 px-4 py-3 md:flex-row md:items-start md:gap-4">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="text-body">
                  {event.actor ? (
                    <span className="font-semibold" lang="ko">
                      {event.actor.nickname}
                    </span>
                  ) : (
                    <span className="font-semibold">{t('formerMember')}</span>
                  )}{' '}
                  {isKnownAction(event.action) ? t(`actions.${event.action}`) : event.action}
                </p>
                <AuditTarget event={event} hrefFor={hrefFor} filtered={spotFilter !== null} />
              </div>
              <p className="text-xs text-ink-muted md:text-right">
                <time dateTime={event.createdAt}>{when.format(new Date(event.createdAt))}</time>{' '}
                <span>{t('seoulTime')}</span>
              </p>
            </li>
          ))}
        </ol>
      )}

      {totalPages > 1 ? (
        <nav aria-label={t('pages')} className="flex items-center justify-between gap-2">
          {number > 0 ? (
            <Link href={hrefFor({ page: number - 1 })} className={buttonClassName({ variant: 'outline', size: 'sm' })}>
              {t('previous')}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-label text-ink-muted">{t('pageOf', { page: number + 1, pages: totalPages })}</p>
          {number + 1 < totalPages ? (
            <Link href={hrefFor({ page: number + 1 })} className={buttonClassName({ variant: 'outline', size: 'sm' })}>
              {t('next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

/** What the change was made to, in words: the pop-up (a link to its part of the log), an address, a role. */
function AuditTarget({
  event,
  hrefFor,
  filtered,
}: {
  event: CompanyAuditEvent;
  hrefFor: Props['hrefFor'];
  filtered: boolean;
}) {
  const t = useTranslations('enterprise.audit');
  const detail = event.detail ?? {};
  const parts: ReactNode[] = [];
  if (event.spot) {
    parts.push(
      filtered ? (
        <span key="spot">{t.rich('spot', { title: event.spot.title, spot: koreanText })}</span>
      ) : (
        <Link key="spot" href={hrefFor({ spot: event.spot.id, page: 0 })} className="underline">
          {t.rich('spot', { title: event.spot.title, spot: koreanText })}
        </Link>
      ),
    );
  }
  if (typeof detail.email === 'string') parts.push(<span key="email">{detail.email}</span>);
  if (isRole(detail.from) && isRole(detail.to)) {
    parts.push(
      <span key="roles">{t('roleChange', { from: t(`roles.${detail.from}`), to: t(`roles.${detail.to}`) })}</span>,
    );
  } else if (isRole(detail.role)) {
    parts.push(<span key="role">{t(`roles.${detail.role}`)}</span>);
  }
  if (Array.isArray(detail.fields) && detail.fields.length > 0) {
    parts.push(<span key="fields">{t('fields', { fields: detail.fields.map(String).join(', ') })}</span>);
  }
  if (typeof detail.date === 'string') {
    parts.push(
      <span key="date">{[detail.date, detail.startTime].filter((v) => typeof v === 'string').join(' ')}</span>,
    );
  }
  if (parts.length === 0) return null;
  return <p className="flex flex-wrap gap-x-3 gap-y-1 text-label text-ink-muted">{parts}</p>;
}
