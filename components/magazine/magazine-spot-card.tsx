import { useLocale, useTranslations } from 'next-intl';
import type { MagazineOption } from '@/api/contracts/magazines';
import { PeriodBadge } from '@/components/popup/period-badge';
import { SpotImage } from '@/components/ui/spot-image';
import { Link } from '@/i18n/navigation';
import { formatSeoulDotDate } from '@/lib/format-date';

type Spot = NonNullable<MagazineOption['spotOption']>;

/** A pop-up named in a post, as a small card linking to its detail page. */
export function MagazineSpotCard({ spot }: { spot: Spot }) {
  const locale = useLocale();
  const t = useTranslations('magazine');
  const popup = useTranslations('popup');
  const open = formatSeoulDotDate(spot.openDate);
  const period = spot.closeDate
    ? t('period', { open, close: formatSeoulDotDate(spot.closeDate) })
    : t('periodOpenEnded', { open });
  return (
    <aside lang={locale}>
      <Link
        href={`/popup/${spot.id}`}
        aria-label={t('popupCard', { title: spot.title })}
        className="flex items-center gap-3 rounded-xl border border-line p-2 hover:bg-canvas"
      >
        <SpotImage
          src={spot.file?.path}
          alt=""
          sizes="80px"
          fallbackLabel={popup('noImage')}
          className="aspect-square w-20 shrink-0 rounded-lg"
        />
        <span className="flex min-w-0 flex-col gap-1">
          <span className="flex items-center gap-2 text-xs text-ink-muted">
            <PeriodBadge periodType={spot.periodType} />
            <span>{spot.region2Depth}</span>
          </span>
          <span
            lang={spot.contentLocale !== locale ? spot.contentLocale : undefined}
            className="line-clamp-2 text-sm font-semibold"
          >
            {spot.title}
          </span>
          <span className="text-xs text-ink-muted">{period}</span>
        </span>
      </Link>
    </aside>
  );
}
