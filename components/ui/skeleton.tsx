import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

const shapes = {
  /** A small picture, a field. */
  block: 'rounded-control',
  /** A card, or a card's picture. */
  card: 'rounded-card',
  /** A line of text. */
  text: 'rounded-sm',
  /** A chip, a button, an avatar. */
  pill: 'rounded-full',
};

/**
 * A grey block standing in for content that is on its way; its size comes from `className`
 * (`h-4 w-24`, `aspect-square w-28`), its corners from `shape`. Decorative: screen readers
 * hear the LoadingState around it instead. The shimmer runs only when the reader hasn't
 * asked for reduced motion (motion-safe), so then it is a still block.
 */
export function Skeleton({ shape = 'block', className }: { shape?: keyof typeof shapes; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'block bg-canvas bg-[linear-gradient(90deg,transparent,rgb(255_255_255/0.75),transparent)] bg-[length:200%_100%] bg-no-repeat motion-safe:animate-shimmer',
        shapes[shape],
        className,
      )}
    />
  );
}

/**
 * Where content is loading: a polite status that says `label` ('Loading…' by default) once,
 * with the skeletons (decorative) as its picture. A region that already shows content and is
 * refreshing it marks itself with `aria-busy` instead; this is for the first load.
 */
export function LoadingState({
  label,
  children,
  className,
}: {
  label?: string;
  children: ReactNode;
  className?: string;
}) {
  const common = useTranslations('common');
  const said = label ?? common('loading');
  return (
    <div role="status" aria-label={said} className={className}>
      <span className="sr-only">{said}</span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/**
 * The shape of a row card (a picture on the left, three lines beside it): search results,
 * pass lists, magazine posts, partners.
 */
export function RowSkeleton({ count = 4, className }: { count?: number; className?: string }) {
  return (
    <div className={cx('flex flex-col gap-1 px-2', className)}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex gap-3 p-2">
          <Skeleton className="aspect-square w-28 shrink-0" />
          <div className="flex flex-1 flex-col gap-2 py-1">
            <Skeleton shape="text" className="h-4 w-24" />
            <Skeleton shape="text" className="h-5 w-4/5" />
            <Skeleton shape="text" className="h-4 w-32" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The shape of tile cards in a sideways row (home rows): a tall picture and two lines. */
export function TileSkeleton({ count = 3, className }: { count?: number; className?: string }) {
  return (
    <div className={cx('flex gap-3 overflow-hidden px-gutter pb-2', className)}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex w-40 shrink-0 flex-col gap-2">
          <Skeleton shape="card" className="aspect-[4/5] w-full" />
          <Skeleton shape="text" className="h-4 w-20" />
          <Skeleton shape="text" className="h-4 w-32" />
        </div>
      ))}
    </div>
  );
}

/** Lines of text to come (a list of notices, a paragraph). */
export function TextSkeleton({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div className={cx('flex flex-col gap-2', className)}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} shape="text" className={cx('h-4', i === lines - 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}
