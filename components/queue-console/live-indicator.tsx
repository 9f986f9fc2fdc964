'use client';

import { useTranslations } from 'next-intl';
import type { LiveState } from '@/hooks/use-queue-live';
import { cx } from '@/lib/cx';

/**
 * Whether the console hears of changes as they happen ('live') or reloads every 10 s (the
 * stream is down): a dot and a word, announced politely when it changes.
 */
export function LiveIndicator({ state }: { state: LiveState }) {
  const t = useTranslations('queueConsole.live');
  return (
    <p role="status" aria-live="polite" className="flex items-center gap-1.5 text-label font-semibold">
      <span
        aria-hidden="true"
        className={cx(
          'size-2.5 rounded-full',
          state === 'live' ? 'bg-success' : state === 'offline' ? 'bg-danger' : 'bg-line-strong',
        )}
      />
      <span className={state === 'live' ? 'text-success' : 'text-ink-muted'}>{t(state)}</span>
      {state === 'offline' ? <span className="font-normal text-ink-muted">{t('polling')}</span> : null}
    </p>
  );
}
