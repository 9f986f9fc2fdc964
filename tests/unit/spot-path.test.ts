import { describe, expect, it } from 'vitest';
import { redirectToCanonicalSpotPage } from '@/app/[lang]/popup/[id]/load-spot';
import { popupEventJsonLd } from '@/components/seo/popup-json-ld';
import { spotPagePath } from '@/lib/spot-path';
import type { SpotDetail } from '@/api/contracts/spots';

const spotDetail = (overrides: Partial<SpotDetail> = {}) =>
  ({
    id: 12,
    title: '말차 디저트 팝업',
    name: '말차하우스',
    type: 'STORE',
    periodType: 'IN_PROGRESS',
    openDate: '2026-11-10T00:00:00.000Z',
    closeDate: null,
    files: [],
    address: '서울 성동구 성수동2가 300-1',
    roadAddress: null,
    addressDetail: null,
    latitude: 37.5446,
    longitude: 127.0559,
    region: { code: '1120011500', depth1: '서울', depth2: '성동구' },
    content: null,
    preReservationLink: null,
    preReservationStartedAt: null,
    entryFee: null,
    organizer: null,
    contentLocale: 'ko',
    ...overrides,
  }) as SpotDetail;

/** Next's redirect() throws; its digest carries the kind, the target and the status. */
function redirectOf(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return (error as { digest?: string }).digest ?? String(error);
  }
}

describe('one canonical page per spot', () => {
  it('puts pass pop-ups (type PARTNER) under /pass/popups, every other type under /popup', () => {
    expect(spotPagePath({ id: 7, type: 'PARTNER' })).toBe('/pass/popups/7');
    for (const type of ['STORE', 'EXHIBITION', 'EVENT', 'FESTIVAL', 'POPSPOT_STORE'] as const) {
      expect(spotPagePath({ id: 7, type })).toBe('/popup/7');
    }
  });

  it("gives a pass pop-up's Event JSON-LD the pass page's URL", () => {
    const pass = spotDetail({ id: 40, type: 'PARTNER' });
    expect(popupEventJsonLd(pass, 'ko', 'https://popspot.example').url).toBe('https://popspot.example/pass/popups/40');
    expect(popupEventJsonLd(pass, 'ja', 'https://popspot.example').url).toBe(
      'https://popspot.example/ja/pass/popups/40',
    );
    expect(popupEventJsonLd(spotDetail({ id: 12 }), 'en', 'https://popspot.example').url).toBe(
      'https://popspot.example/en/popup/12',
    );
  });

  it('redirects permanently to the canonical page, keeping the tab and the language', () => {
    const pass = spotDetail({ id: 40, type: 'PARTNER' });
    expect(redirectOf(() => redirectToCanonicalSpotPage(pass, 'ko', '/pass/popups/40', 'MAP'))).toBeNull();
    expect(redirectOf(() => redirectToCanonicalSpotPage(pass, 'en', '/popup/40', 'REVIEW'))).toBe(
      'NEXT_REDIRECT;replace;/en/pass/popups/40?tab=REVIEW;308;',
    );
    expect(
      redirectOf(() =>
        redirectToCanonicalSpotPage(spotDetail({ id: 12 }), 'ko', '/pass/popups/12', 'POPUP_DESCRIPTION'),
      ),
    ).toBe('NEXT_REDIRECT;replace;/popup/12;308;');
  });
});
