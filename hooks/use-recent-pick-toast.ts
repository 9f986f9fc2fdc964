'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { RECENT_PICK_TOAST } from '@/lib/client-constants';
import { showToast, useToastStore } from '@/stores/toast-store';
import { claimOnce, pageViewKey } from './page-view-once';

/**
 * "최근 N명이 픽했어요": when people picked the pop-up recently, a toast appears 1 s after the
 * page shows and stays 3 s (spec 4 and 9), once per page view. The count is the one the page
 * loaded with: a later refetch (after the reader's own pick, say) must not bring it back.
 * The page view is claimed only when the toast shows, so Strict Mode's effect re-run (which
 * clears the first timer) or leaving within the first second doesn't lose it.
 *
 * The toast is about this pop-up, so it goes with the page: leaving (the page unmounts, or
 * another spot replaces it) cancels a pending toast and takes a showing one away. A link
 * tapped in the first second keeps this page on screen until the next one is ready, and the
 * layout's toaster would otherwise carry the message onto the next page.
 */
export function useRecentPickToast(spotId: number, recentPickCount: number): void {
  const t = useTranslations('popup.pick');
  // The count this page opened with: a refetch that changes it must neither re-run the
  // effect (which would take a showing toast away) nor change the message.
  const loadedCount = useRef(recentPickCount);
  useEffect(() => {
    const key = pageViewKey('recent-pick', spotId);
    const count = loadedCount.current;
    if (count <= 0) {
      // Decided for this view: a count that grows later (our own pick) stays quiet.
      claimOnce(key);
      return;
    }
    let shown: number | null = null;
    const timer = window.setTimeout(() => {
      if (!claimOnce(key)) return;
      shown = showToast({
        message: t('recentToast', { count }),
        durationMs: RECENT_PICK_TOAST.durationMs,
        ambient: true,
      });
    }, RECENT_PICK_TOAST.delayMs);
    return () => {
      window.clearTimeout(timer);
      if (shown !== null) useToastStore.getState().dismiss(shown);
    };
  }, [spotId, t]);
}
