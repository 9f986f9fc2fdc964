'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hasAccessToken } from '@/api/client-session';

// Signed-in readers only: their code comes when one is (decision 028).
const MySpotStatesQuery = lazy(() => import('./my-spot-states-query').then((m) => ({ default: m.MySpotStatesQuery })));

// Cookies don't announce changes; sign-in and sign-out both end in a full page load.
const subscribe = () => () => {};

/**
 * The reader's own pick and alert on the pop-ups of a cached page (useMySpotStates), asked
 * for only when someone is signed in: anonymous readers have none, and don't load the code.
 * Renders nothing.
 */
export function MySpotStates({ spotIds }: { spotIds: number[] }) {
  const signedIn = useSyncExternalStore(subscribe, hasAccessToken, () => false);
  if (!signedIn || spotIds.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <MySpotStatesQuery spotIds={spotIds} />
    </Suspense>
  );
}
