import { useTranslations } from 'next-intl';
import type { SpotDetail } from '@/api/contracts/spots';
import { PeriodBadge } from '@/components/popup/period-badge';

/** Category chips, region path with period status, and the title (the page's h1). */
export function PopupSummary({ spot }: { spot: SpotDetail }) {
  const t = useTranslations('popup');
  // "서울특별시 > 성동구"; parts the API doesn't know are left out rather than shown empty.
  const regionPath = [spot.region.depth1, spot.region.depth2].filter(Boolean).join(' > ');
  return (
    <div className="flex flex-col gap-2 px-4 pt-4">
      <ul className="flex flex-wrap gap-1.5">
        <li className="rounded-full bg-ink px-2.5 py-0.5 text-xs font-semibold text-surface">
          {t(`spotType.${spot.type}`)}
        </li>
        {spot.categories.map((category) => (
          <li key={category.name} className="rounded-full border border-line px-2.5 py-0.5 text-xs">
            {category.name}
          </li>
        ))}
      </ul>
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        {regionPath ? (
          <span>
            <span className="sr-only">{t('region')}: </span>
            {regionPath}
          </span>
        ) : null}
        <PeriodBadge periodType={spot.periodType} />
      </p>
      <h1 lang={spot.contentLocale} className="text-2xl font-bold leading-tight">
        {spot.title}
      </h1>
    </div>
  );
}
