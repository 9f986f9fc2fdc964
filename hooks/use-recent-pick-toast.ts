'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { RECENT_PICK_TOAST } from '@/lib/constants';
import { showToast } from '@/stores/toast-store';
import { claimOnce, pageViewKey } from './use-spot-view-log';

/**
 * "최근 N명이 픽했어요": when people picked the pop-up recently, a toast appears 1 s after the
 * page shows and stays 3 s (spec 4 and 9), once per page view. The count is the one the page
 * loaded with: a later refetch (after the reader's own pick, say) must not bring it back.
 * The page view is claimed only when the toast shows, so Strict Mode's effect re-run (which
 * clears the first timer) or leaving within the first second doesn't lose it.
 */
export function useRecentPickToast(spotId: number, recentPickCount: number): void {
  const t = useTranslations('popup.pick');
  useEffect(() => {
    const key = pageViewKey('recent-pick', spotId);
    if (recentPickCount <= 0) {
      // Decided for this view: a count that grows later (our own pick) stays quiet.
      claimOnce(key);
      return;
    }
    const timer = window.setTimeout(() => {
      if (!claimOnce(key)) return;
      showToast({ message: t('recentToast', { count: recentPickCount }), durationMs: RECENT_PICK_TOAST.durationMs });
    }, RECENT_PICK_TOAST.delayMs);
    return () => window.clearTimeout(timer);
  }, [spotId, recentPickCount, t]);
}
