import type { SpotType } from '@/lib/spot-types';

/**
 * The one canonical page of a spot: pass pop-ups (type PARTNER) live under the Popspot Pass
 * at /pass/popups/{id}, every other spot at /popup/{id}. The other address answers with a
 * permanent redirect, so links, share URLs and JSON-LD should all use this one.
 */
export function spotPagePath(spot: { id: number; type: SpotType }): string {
  return spot.type === 'PARTNER' ? `/pass/popups/${spot.id}` : `/popup/${spot.id}`;
}
