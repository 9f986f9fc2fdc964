/**
 * The list's and the map's filter and sort options (spec section 9), apart from
 * lib/constants.ts, which re-exports them, so the list page's first load carries these and
 * not the whole catalogue (decision 028).
 */

export const LIST_SORT_OPTIONS = ['score', 'activated_at', 'open_date', 'close_date', 'review'] as const;
export type ListSortOption = (typeof LIST_SORT_OPTIONS)[number];

export const DATE_FILTERS = ['all', 'today', 'range'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

export const CATEGORY_FILTERS = ['PRE_RESERVATION', 'REVIEW', 'BENEFIT', 'WAITING'] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

/**
 * The region groups of the list and map filters, by key (labels are `regions.<key>`
 * messages). Which legal districts each one covers is the server's business: REGION_GROUPS
 * in lib/constants.ts, whose keys are these, in this order.
 */
export const REGION_GROUP_KEYS = [
  'SEONGSU',
  'JAMSIL',
  'HONGDAE_SINCHON',
  'GANGNAM',
  'YONGSAN',
  'SEOUL',
  'GYEONGGI_INCHEON',
  'ETC',
] as const;
export type RegionGroupKey = (typeof REGION_GROUP_KEYS)[number];
