import type { SpotSearchItem } from '@/api/contracts/search';

/**
 * A pop-up as GET /v1/spots and GET /v1/spots/map answer it (a running Seongsu pop-up with
 * no features); override what a test is about.
 */
export function searchItem(overrides: Partial<SpotSearchItem> = {}): SpotSearchItem {
  return {
    id: 12,
    type: 'STORE',
    title: '말차 디저트 팝업',
    periodType: 'IN_PROGRESS',
    area: { latitude: 37.5446, longitude: 127.0559, region2Depth: '성동구' },
    openDate: '2026-11-10T00:00:00.000Z',
    closeDate: '2026-11-30T00:00:00.000Z',
    operationTime: ['매일 11:00 - 20:00'],
    file: { id: 1, path: '/api/files/spots/12/hero-1.webp' },
    categories: [{ name: '디저트' }],
    filterCategories: [],
    pickId: null,
    distance: null,
    benefit: null,
    hasBenefit: false,
    hasQueueConfig: false,
    queue: null,
    hasPreReservation: false,
    reviewCount: 0,
    contentLocale: 'ko',
    ...overrides,
  };
}
