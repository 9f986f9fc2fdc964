import { useTranslations } from 'next-intl';
import type { SpotListItem } from '@/api/contracts/spots';
import { Link } from '@/i18n/navigation';
import { formatSeoulDotDate } from '@/lib/format-date';
import { PeriodBadge } from '@/components/popup/period-badge';
import { SpotImage } from '@/components/ui/spot-image';

/** One pop-up in a list: the whole card is one link to its detail page. */
export function SpotCard({ spot }: { spot: SpotListItem }) {
  const t = useTranslations('home');
  const popup = useTranslations('popup');
  const open = formatSeoulDotDate(spot.openDate);
  const period = spot.closeDate
    ? t('cardPeriod', { open, close: formatSeoulDotDate(spot.closeDate) })
    : t('cardPeriodOpenEnded', { open });

  return (
    <article className="group">
      <Link href={`/popup/${spot.id}`} className="flex gap-3 rounded-xl p-2 hover:bg-canvas">
        <SpotImage
          src={spot.file?.path}
          alt=""
          sizes="96px"
          fallbackLabel={popup('noImage')}
          className="aspect-square w-24 shrink-0 rounded-lg"
        />
        <div className="flex min-w-0 flex-col gap-1 py-0.5">
          <div className="flex items-center gap-2 text-xs text-ink-muted">
            <PeriodBadge periodType={spot.periodType} />
            <span>{spot.area.region2Depth}</span>
          </div>
          <h2 className="line-clamp-2 text-base font-semibold leading-snug">{spot.title}</h2>
          <p className="text-xs text-ink-muted">{period}</p>
        </div>
      </Link>
    </article>
  );
}
