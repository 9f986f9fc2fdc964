import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { SpotDetail } from '@/api/contracts/spots';
import { PeriodBadge } from '@/components/ui/period-badge';
import { LabelChip } from '@/components/ui/label-chip';

/**
 * Category chips, region path with period status, and the title (the page's h1).
 * `actions` (share and pick) sit on the chips' row, at its end.
 */
export function PopupSummary({ spot, actions }: { spot: SpotDetail; actions?: ReactNode }) {
  const t = useTranslations('popup');
  // "서울특별시 > 성동구"; parts the API doesn't know are left out rather than shown empty.
  const regionPath = [spot.region.depth1, spot.region.depth2].filter(Boolean).join(' > ');
  return (
    <div className="flex flex-col gap-2 px-4 pt-4">
      <div className="flex items-start gap-2">
        {/* With actions the row is as tall as their 40px buttons: centre the chips on it. */}
        <ul className={`flex flex-1 flex-wrap gap-1.5 ${actions ? 'pt-2.5' : ''}`}>
          <li>
            <LabelChip tone="inverse">{t(`spotType.${spot.type}`)}</LabelChip>
          </li>
          {spot.categories.map((category) => (
            <li key={category.name}>
              <LabelChip tone="outline">{category.name}</LabelChip>
            </li>
          ))}
        </ul>
        {actions ? <div className="-mr-2 flex shrink-0 items-center">{actions}</div> : null}
      </div>
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        {regionPath ? (
          <span>
            <span className="sr-only">{t('region')}: </span>
            {regionPath}
          </span>
        ) : null}
        <PeriodBadge periodType={spot.periodType} />
      </p>
      <h1 lang={spot.textLocales.title} className="text-2xl font-bold leading-tight">
        {spot.title}
      </h1>
    </div>
  );
}
