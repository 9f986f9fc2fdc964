'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { SpotSearchItem } from '@/api/contracts/search';
import { PeriodBadge } from '@/components/popup/period-badge';
import { SpotImage } from '@/components/ui/spot-image';
import { Link } from '@/i18n/navigation';
import { spotPagePath } from '@/lib/spot-path';
import { formatDistance } from '@/lib/format-distance';
import { formatSeoulDotDate } from '@/lib/format-date';
import { SearchPickButton } from './search-pick-button';

/**
 * One search result (the spec's popup search item). The image, title, area, dates and badges
 * form one link to the pop-up; the pick button sits beside the link, not inside it (a button
 * inside a link is invalid and unreachable for many assistive technologies).
 */
export function SearchItemCard({ item, pickId }: { item: SpotSearchItem; pickId: number | null }) {
  const t = useTranslations('search.card');
  const popup = useTranslations('popup');
  const locale = useLocale();
  const open = formatSeoulDotDate(item.openDate);
  const close = item.closeDate ? formatSeoulDotDate(item.closeDate) : popup('toBeAnnounced');
  const features = [
    item.hasPreReservation ? t('preReservation') : null,
    item.hasQueueConfig ? t('waiting') : null,
  ].filter((label): label is string => label !== null);

  return (
    <article className="relative">
      <Link href={spotPagePath(item)} className="flex gap-3 rounded-xl p-2 pr-12 hover:bg-canvas">
        <SpotImage
          src={item.file?.path}
          alt=""
          sizes="112px"
          fallbackLabel={popup('noImage')}
          className="aspect-square w-28 shrink-0 rounded-lg"
        />
        <div className="flex min-w-0 flex-col gap-1 py-0.5">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
            <PeriodBadge periodType={item.periodType} />
            <span>{item.area.region2Depth}</span>
            {item.distance !== null && (
              <span>{t('distance', { distance: formatDistance(item.distance, locale) })}</span>
            )}
          </div>
          <h2
            lang={item.contentLocale !== locale ? item.contentLocale : undefined}
            className="line-clamp-2 text-base leading-snug font-semibold"
          >
            {item.title}
          </h2>
          <p className="text-xs text-ink-muted">{popup('dateRange', { open, close })}</p>
          {item.benefit && (
            <p className="line-clamp-1 text-xs font-medium text-brand-strong">
              <span className="sr-only">{t('benefit')}: </span>
              {item.benefit}
            </p>
          )}
          {features.length > 0 && (
            <ul className="flex flex-wrap gap-1">
              {features.map((label) => (
                <li key={label} className="rounded-md bg-canvas px-1.5 py-0.5 text-[11px] font-medium text-ink-muted">
                  {label}
                </li>
              ))}
            </ul>
          )}
        </div>
      </Link>
      <div className="absolute top-2 right-1">
        <SearchPickButton item={item} pickId={pickId} />
      </div>
    </article>
  );
}
