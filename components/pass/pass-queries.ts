import type { PartnerListQuery } from '@/api/contracts/partners';
import type { SpotSearchQuery } from '@/api/contracts/search';
import type { Locale } from '@/lib/locales';

/**
 * The pass pages' queries, shared by each page (server prefetch) and its client list: the
 * query key holds these values, so both sides must build exactly the same object to share
 * the cache. Pass pop-ups are spots of type PARTNER; dateFilter 'all' means not ended yet
 * (running now or opening later), which is what a pass holder can still go to.
 */
const PASS_HOME_POPUP_SIZE = 6;
const PASS_HOME_PARTNER_SIZE = 8;
const PASS_LIST_SIZE = 20;

export function passHomePopupQuery(lang: Locale): SpotSearchQuery {
  return { types: 'PARTNER', dateFilter: 'all', page: 0, size: PASS_HOME_POPUP_SIZE, lang };
}

export function passPopupListQuery(lang: Locale): Omit<SpotSearchQuery, 'page'> {
  return { types: 'PARTNER', dateFilter: 'all', size: PASS_LIST_SIZE, lang };
}

export const PASS_HOME_PARTNER_QUERY = { page: 0, size: PASS_HOME_PARTNER_SIZE } as const satisfies PartnerListQuery;

/** By name without a position, nearest first with one. */
export function partnerListQuery(position: { latitude: number; longitude: number } | null) {
  return position
    ? { size: PASS_LIST_SIZE, latitude: position.latitude, longitude: position.longitude }
    : { size: PASS_LIST_SIZE };
}
