'use client';

import { useMySpotStates } from '@/hooks/use-my-spot-states';

/** useMySpotStates as a component that renders nothing, loaded by MySpotStates for signed-in readers. */
export function MySpotStatesQuery({ spotIds }: { spotIds: number[] }) {
  useMySpotStates(spotIds);
  return null;
}
