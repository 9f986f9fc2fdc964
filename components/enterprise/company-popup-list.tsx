'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { adminCompanyQueries } from '@/api/admin-companies';
import { enterpriseQueries } from '@/api/enterprise';
import { enterpriseSpotQueries } from '@/api/enterprise-spots';
import { buttonClassName } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { PeriodLabel } from '@/components/ui/period-label';
import { Skeleton } from '@/components/ui/skeleton';
import { StoredImage } from '@/components/ui/stored-image';
import { Link } from '@/i18n/navigation';
import { SpotStatusBadge } from './spot-status-badge';

type Props = {
  /** The company whose pop-ups to list; by default the caller's own (GET /v1/enterprise/me). */
  companyId?: number;
  /** May the caller create and edit (MANAGER and up, or an admin)? Read from /me when absent. */
  canWrite?: boolean;
};

/**
 * The company's pop-ups in the console, unpublished ones included, most recently changed
 * first: image, title, type, period and status, each opening the editor; "new pop-up" for
 * those who may write. STAFF see the list and open pop-ups read-only.
 */
export function CompanyPopupList({ companyId: givenCompany, canWrite: givenCanWrite }: Props = {}) {
  const t = useTranslations('enterprise.popups');
  const typeLabel = useTranslations('popup.spotType');
  const pickerId = useId();
  const { data: me } = useQuery({
    ...enterpriseQueries.me(),
    enabled: givenCompany === undefined || givenCanWrite === undefined,
  });
  const isAdmin = Boolean(me?.isAdmin);
  // An admin runs every company's pop-ups: one is chosen here (their own, if they are a member).
  const companies = useQuery({ ...adminCompanyQueries.list(), enabled: isAdmin && givenCompany === undefined });
  const [chosen, setChosen] = useState<number | null>(null);
  const companyId = givenCompany ?? chosen ?? me?.membership?.company.id;
  const role = me?.membership?.role;
  const canWrite = givenCanWrite ?? (isAdmin || role === 'OWNER' || role === 'MANAGER');
  const list = useQuery({ ...enterpriseSpotQueries.list(companyId ?? 0), enabled: companyId !== undefined });

  const picker =
    isAdmin && givenCompany === undefined && companies.data ? (
      <div className="flex flex-col">
        <label htmlFor={pickerId} className="mb-1.5 text-label font-semibold text-ink">
          {t('chooseCompany')}
        </label>
        <select
          id={pickerId}
          value={companyId ?? ''}
          onChange={(e) => setChosen(e.target.value ? Number(e.target.value) : null)}
          className="min-h-tap max-w-md rounded-control border border-line-strong bg-surface px-3 text-body"
        >
          <option value="">{t('noCompanyChosen')}</option>
          {companies.data.map((c) => (
            <option key={c.id} value={c.id} lang="ko">
              {c.name}
            </option>
          ))}
        </select>
      </div>
    ) : null;

  if (companyId === undefined) {
    if (!me) return <Skeleton className="h-40 w-full rounded-2xl" />;
    return (
      <div className="flex flex-col gap-4">
        {picker}
        <EmptyState size="compact" title={isAdmin ? t('chooseCompanyHint') : t('noCompany')} />
      </div>
    );
  }
  const newHref =
    isAdmin || givenCompany !== undefined ? `/enterprise/popups/new?companyId=${companyId}` : '/enterprise/popups/new';

  return (
    <section aria-labelledby="company-popups-title" className="flex flex-col gap-4">
      {picker}
      <div className="flex items-center justify-between gap-3">
        <h2 id="company-popups-title" className="text-title font-bold text-ink">
          {t('title')}
        </h2>
        {canWrite ? (
          <Link href={newHref} className={buttonClassName({ size: 'sm' })}>
            {t('new')}
          </Link>
        ) : null}
      </div>
      {list.isPending ? (
        <Skeleton className="h-40 w-full rounded-2xl" />
      ) : list.isError ? (
        <EmptyState size="compact" tone="error" title={t('loadFailed')} />
      ) : list.data.length === 0 ? (
        <EmptyState size="compact" title={t('empty')} description={canWrite ? t('emptyHint') : undefined} />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {list.data.map((spot) => (
            <li key={spot.id}>
              <Link
                href={`/enterprise/popups/${spot.id}`}
                className="flex gap-3 rounded-2xl border border-line bg-surface p-3 hover:bg-canvas"
              >
                {spot.thumbnail ? (
                  <StoredImage
                    src={spot.thumbnail}
                    alt=""
                    sizes="72px"
                    className="size-18 shrink-0 rounded-xl object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="size-18 shrink-0 rounded-xl bg-canvas" />
                )}
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <SpotStatusBadge status={spot.status} />
                    <span className="text-caption text-ink-muted">{typeLabel(spot.type)}</span>
                  </span>
                  <span lang="ko" className="truncate text-body font-semibold text-ink">
                    {spot.title}
                  </span>
                  <span className="text-caption text-ink-muted">
                    <PeriodLabel openDate={spot.openDate} closeDate={spot.closeDate} />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
