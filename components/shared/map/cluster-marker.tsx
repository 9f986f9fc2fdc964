'use client';

import { useTranslations } from 'next-intl';

/** Count text inside a cluster: 1,234 would not fit, so large counts are abbreviated. */
function shortCount(count: number): string {
  return count >= 1000 ? `${Math.floor(count / 100) / 10}k` : String(count);
}

/**
 * A cluster of pop-ups on either map: its count, larger for bigger groups, never smaller
 * than a 44 px tap target. Activating it (click, Enter, Space: it is a button) zooms to where
 * it splits.
 */
export function ClusterMarker({ count, onExpand }: { count: number; onExpand: () => void }) {
  const t = useTranslations('map');
  const size = count < 10 ? 'size-11 text-sm' : count < 100 ? 'size-12 text-sm' : 'size-14 text-xs';
  return (
    <button
      type="button"
      data-cluster-count={count}
      aria-label={t('clusterLabel', { count })}
      onClick={onExpand}
      className={`flex items-center justify-center rounded-full bg-brand-strong font-extrabold text-white shadow-lg ring-4 ring-brand/30 hover:bg-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink ${size}`}
    >
      {shortCount(count)}
    </button>
  );
}
