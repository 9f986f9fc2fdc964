'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hasAccessToken } from '@/api/client-session';

// Signed-in readers only: the query's code comes when one is (decision 028).
const UnreadDotQuery = lazy(() => import('./unread-dot-query').then((m) => ({ default: m.UnreadDotQuery })));

// Cookies don't announce changes; sign-in and sign-out both end in a full page load.
const subscribe = () => () => {};

/**
 * The 'something unread' dot on the header's bell and the tab bar, shown after hydration and
 * only to a signed-in reader (public pages are the same HTML for everyone). `label` is the
 * words a screen reader hears with the link it sits in ('new notifications').
 */
export function UnreadDot({ label, className }: { label: string; className: string }) {
  const signedIn = useSyncExternalStore(subscribe, hasAccessToken, () => false);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <UnreadDotQuery label={label} className={className} />
    </Suspense>
  );
}
