'use client';

import { useCallback } from 'react';
import { useRouter } from '@/i18n/client-navigation';
import { useNavigationStore } from '@/stores/navigation-store';

/** Same-origin referrer: the previous history entry (e.g. before a reload) is one of ours. */
function cameFromThisSite(): boolean {
  if (!document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * `router.back()` when there is a page of ours to return to, otherwise home. Going "back"
 * from a page opened through a shared link would leave the site (or do nothing in a new tab).
 */
export function useBackNavigation(): () => void {
  const router = useRouter();
  const inAppNavigations = useNavigationStore((s) => s.inAppNavigations);
  return useCallback(() => {
    if (inAppNavigations > 0 || (cameFromThisSite() && window.history.length > 1)) router.back();
    else router.push('/');
  }, [inAppNavigations, router]);
}
