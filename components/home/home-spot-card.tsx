import { useLocale, useTranslations } from 'next-intl';
import type { SpotSearchItem } from '@/api/contracts/search';
import { PeriodBadge } from '@/components/popup/period-badge';
import { SpotImage } from '@/components/ui/spot-image';
import { Link } from '@/i18n/navigation';
import { spotPagePath } from '@/lib/spot-path';
import { formatSeoulDotDate } from '@/lib/format-date';

/** A pop-up in a home row: picture, status, title, area and dates; one link to its page. */
export function HomeSpotCard({ spot, showReviews = false }: { spot: SpotSearchItem; showReviews?: boolean }) {
  const locale = useLocale();
  const t = useTranslations('home');
  const popup = useTranslations('popup');
  const open = formatSeoulDotDate(spot.openDate);
  const period = spot.closeDate
    ? t('cardPeriod', { open, close: formatSeoulDotDate(spot.closeDate) })
    : t('cardPeriodOpenEnded', { open });
  return (
    <Link href={spotPagePath(spot)} className="flex flex-col gap-2 rounded-xl hover:opacity-90">
      <SpotImage
        src={spot.file?.path}
        alt=""
        sizes="160px"
        fallbackLabel={popup('noImage')}
        className="aspect-[4/5] w-full rounded-xl"
      />
      <span className="flex flex-col gap-1">
        <span className="flex items-center gap-1.5 text-xs text-ink-muted">
          <PeriodBadge periodType={spot.periodType} />
          <span className="truncate">{spot.area.region2Depth}</span>
        </span>
        <span
          lang={spot.contentLocale !== locale ? spot.contentLocale : undefined}
          className="line-clamp-2 text-sm leading-snug font-semibold"
        >
          {spot.title}
        </span>
        <span className="text-xs text-ink-muted">
          {showReviews ? t('reviewCount', { count: spot.reviewCount }) : period}
        </span>
      </span>
    </Link>
  );
}
