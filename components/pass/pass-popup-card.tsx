import { useTranslations } from 'next-intl';
import type { SpotSearchItem } from '@/api/contracts/search';
import { PeriodBadge } from '@/components/popup/period-badge';
import { SpotImage } from '@/components/ui/spot-image';
import { Link } from '@/i18n/navigation';
import { formatSeoulDotDate } from '@/lib/format-date';

/** One pass pop-up: the whole card is one link to its pass page (/pass/popups/{id}). */
export function PassPopupCard({ spot }: { spot: SpotSearchItem }) {
  const t = useTranslations('pass');
  const popup = useTranslations('popup');
  const open = formatSeoulDotDate(spot.openDate);
  const period = spot.closeDate
    ? t('cardPeriod', { open, close: formatSeoulDotDate(spot.closeDate) })
    : t('cardPeriodOpenEnded', { open });

  return (
    <article>
      <Link href={`/pass/popups/${spot.id}`} className="group flex gap-3 rounded-xl p-2 hover:bg-canvas">
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
          <h3
            lang={spot.contentLocale}
            className="line-clamp-2 text-base leading-snug font-semibold group-hover:underline"
          >
            {spot.title}
          </h3>
          <p className="text-xs text-ink-muted">{period}</p>
          {spot.benefit ? (
            <p lang="ko" className="line-clamp-1 text-xs font-semibold text-brand-strong">
              {spot.benefit}
            </p>
          ) : null}
        </div>
      </Link>
    </article>
  );
}
