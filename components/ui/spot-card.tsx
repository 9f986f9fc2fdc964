import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { cx } from '@/lib/cx';
import type { PeriodType } from '@/lib/period-type';
import { ImageFrame } from './image-frame';
import { PeriodBadge } from './period-badge';
import { PeriodLabel } from './period-label';

/** What every card needs of a pop-up, whichever API answer it came from (see spot-card-data.ts). */
export type SpotCardSpot = {
  id: number;
  /** The canonical page (spotPagePath): pass pop-ups live under /pass/popups. */
  href: string;
  title: string;
  /** The language the title is in; marked when it isn't the page's. */
  contentLocale: string;
  periodType: PeriodType;
  openDate: string;
  closeDate: string | null;
  region: string;
  /** The language the region is in ('ko' when the district has no translation); marked when it isn't the page's. */
  regionLocale: string;
  imageUrl: string | null;
  /** The first benefit line, in the reader's language where translated. */
  benefit?: string | null;
  /** The language the benefit is in ('ko' when untranslated); marked when it isn't the page's. */
  benefitLocale?: string;
};

type SpotCardLayout = 'tile' | 'row' | 'compact';

type Props = {
  spot: SpotCardSpot;
  /** 'tile': picture on top (home rows, grids); 'row': picture left (lists); 'compact': small, framed (inside articles). */
  layout: SpotCardLayout;
  /** Width hint for the picture. */
  imageSizes: string;
  /** The title as a heading of this level (lists), or plain text (rows of cards in a section). */
  headingLevel?: 2 | 3;
  /** Replaces the period line (e.g. the review count in 'most reviewed'). */
  meta?: ReactNode;
  /** Extra line under the period (distance). */
  detail?: ReactNode;
  /** Small feature labels ('pre-reservation', 'waiting'). */
  features?: string[];
  /** A control beside the link, never inside it (a pick button). */
  action?: ReactNode;
  priority?: boolean;
  /** 'div' where the card sits inside another article (a pop-up named in a magazine post). */
  as?: 'article' | 'div';
};

const frames: Record<
  SpotCardLayout,
  { link: string; image: string; fit: 'cover' | 'contain'; body: string; title: string }
> = {
  // A tile shows the artwork whole in a 4:5 frame (a square poster lost a fifth of its width
  // to cover, issue 31); the small square thumbnails of rows fill theirs.
  tile: {
    link: 'flex flex-col gap-2 rounded-card',
    image: 'aspect-[4/5] w-full rounded-card',
    fit: 'contain',
    body: 'flex flex-col gap-1',
    title: 'line-clamp-2 text-label leading-snug font-semibold',
  },
  row: {
    link: 'flex gap-3 rounded-card p-2 hover:bg-canvas',
    image: 'aspect-square w-28 shrink-0 rounded-control',
    fit: 'cover',
    body: 'flex min-w-0 flex-col gap-1 py-0.5',
    title: 'line-clamp-2 text-body leading-snug font-semibold',
  },
  compact: {
    link: 'flex items-center gap-3 rounded-card border border-line p-2 hover:bg-canvas',
    image: 'aspect-square w-20 shrink-0 rounded-control',
    fit: 'cover',
    body: 'flex min-w-0 flex-col gap-1',
    title: 'line-clamp-2 text-label font-semibold',
  },
};

/**
 * The one pop-up card. Picture, status, area, title, period (or `meta`), benefit and
 * features form one link to the pop-up's canonical page; `action` sits beside the link (a
 * button inside a link is invalid and unreachable for many assistive technologies).
 */
export function SpotCard({
  spot,
  layout,
  imageSizes,
  headingLevel,
  meta,
  detail,
  features = [],
  action,
  priority,
  as: Root = 'article',
}: Props) {
  const locale = useLocale();
  const popup = useTranslations('popup');
  const frame = frames[layout];
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'span';
  const benefitLang = spot.benefitLocale ?? 'ko';
  return (
    <Root className="relative">
      <Link href={spot.href} className={cx('group', frame.link, action != null && layout === 'row' && 'pr-12')}>
        <ImageFrame
          src={spot.imageUrl}
          alt=""
          sizes={imageSizes}
          priority={priority}
          fallbackLabel={popup('noImage')}
          fit={frame.fit}
          className={frame.image}
        />
        <span className={frame.body}>
          <span className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-caption text-ink-muted">
            <PeriodBadge periodType={spot.periodType} />
            <span lang={spot.regionLocale !== locale ? spot.regionLocale : undefined} className="truncate">
              {spot.region}
            </span>
          </span>
          <Title
            lang={spot.contentLocale !== locale ? spot.contentLocale : undefined}
            className={cx(frame.title, 'group-hover:underline')}
          >
            {spot.title}
          </Title>
          <span className="text-caption text-ink-muted">
            {meta ?? <PeriodLabel openDate={spot.openDate} closeDate={spot.closeDate} />}
          </span>
          {detail ? <span className="text-caption text-ink-muted">{detail}</span> : null}
          {spot.benefit ? (
            <span className="line-clamp-1 text-caption font-semibold text-brand-strong">
              <span className="sr-only">{popup('benefit')}: </span>
              <span lang={benefitLang !== locale ? benefitLang : undefined}>{spot.benefit}</span>
            </span>
          ) : null}
          {features.length > 0 ? (
            <span className="flex flex-wrap gap-1">
              {features.map((label) => (
                <span
                  key={label}
                  className="rounded-md bg-canvas px-1.5 py-0.5 text-caption font-medium text-ink-muted"
                >
                  {label}
                </span>
              ))}
            </span>
          ) : null}
        </span>
      </Link>
      {action ? <div className="absolute top-2 right-1">{action}</div> : null}
    </Root>
  );
}
