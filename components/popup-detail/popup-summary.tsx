import { useLocale, useTranslations } from 'next-intl';
import { Fragment, type ReactNode, type Ref } from 'react';
import type { SpotDetail } from '@/api/contracts/spots';
import { PeriodBadge } from '@/components/ui/period-badge';
import { LabelChip } from '@/components/ui/label-chip';

/**
 * Category chips, region path with period status, and the title (the page's h1).
 * `actions` (share and pick) sit on the chips' row, at its end. `titleRef` reaches the title,
 * which the bottom bar keeps clear of.
 */
export function PopupSummary({
  spot,
  actions,
  titleRef,
}: {
  spot: SpotDetail;
  actions?: ReactNode;
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  const t = useTranslations('popup');
  const locale = useLocale();
  // "서울 > 성동구" / "Seoul > Seongdong-gu"; parts the API doesn't know are left out rather
  // than shown empty, and a part still in Korean on another page is marked lang="ko".
  const regionParts = [
    { name: spot.region.depth1, lang: spot.region.depth1Locale },
    { name: spot.region.depth2, lang: spot.region.depth2Locale },
  ].filter((part) => part.name);
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
        {regionParts.length > 0 ? (
          <span>
            <span className="sr-only">{t('region')}: </span>
            {regionParts.map((part, i) => (
              <Fragment key={i}>
                {i > 0 ? ' > ' : null}
                <span lang={part.lang !== locale ? part.lang : undefined}>{part.name}</span>
              </Fragment>
            ))}
          </span>
        ) : null}
        <PeriodBadge periodType={spot.periodType} />
      </p>
      <h1 ref={titleRef} lang={spot.textLocales.title} className="text-2xl font-bold leading-tight">
        {spot.title}
      </h1>
    </div>
  );
}
