'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { hasAccessToken } from '@/api/client-session';
import { getMySpotStates, writeSpotStates } from '@/api/users';
import { meKeys } from '@/api/me-keys';
import { SPOT_STATES_MAX_IDS } from '@/lib/constants';

// Cookies don't announce changes; sign-in and sign-out both end in a full page load.
const subscribe = () => () => {};

/**
 * The reader's own pick and alert on the pop-ups of a cached page. The server rendered the
 * page without them (the same HTML for everyone, hearts empty); once hydrated, a signed-in
 * reader asks for them in one small call and they are written into every cached copy of
 * those pop-ups (detail, list items), where the buttons read them. Anonymous readers ask
 * nothing: they have no picks. The buttons keep their size throughout, so nothing moves.
 * A pick or alert made before the answer arrives cancels it (usePickMutation,
 * useRegisterReservationNotification): the reader's own tap is newer than the answer.
 */
export function useMySpotStates(spotIds: number[]) {
  const queryClient = useQueryClient();
  const signedIn = useSyncExternalStore(subscribe, hasAccessToken, () => false);
  const ids = [...new Set(spotIds)].sort((a, b) => a - b).slice(0, SPOT_STATES_MAX_IDS);
  const { data } = useQuery({
    queryKey: meKeys.spotStates(ids),
    queryFn: () => getMySpotStates(ids),
    enabled: signedIn && ids.length > 0,
    // Picks change through this tab's own mutations, which update the caches themselves.
    staleTime: Infinity,
  });
  useEffect(() => {
    if (data) writeSpotStates(queryClient, data);
  }, [data, queryClient]);
}
