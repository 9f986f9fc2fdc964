import { describe, expect, it } from 'vitest';
import { buildEventJsonLd, serializeJsonLd } from '@/lib/json-ld';
import { popupEventJsonLd } from '@/components/seo/popup-json-ld';
import { checkEventJsonLd } from '@/lib/seo/json-ld-rules';
import type { SpotDetail } from '@/api/contracts/spots';

describe('serializeJsonLd', () => {
  it('cannot close the script element or open a comment', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script><!--' });
    expect(out).not.toMatch(/[<>]/);
    expect(out).toContain('\\u003c/script\\u003e');
  });

  it('escapes ampersands and JavaScript line terminators', () => {
    const out = serializeJsonLd({ name: 'A & B\u2028C\u2029' });
    expect(out).not.toContain('&');
    expect(out).not.toContain('\u2028');
    expect(out).not.toContain('\u2029');
  });

  it('still parses back to the same value', () => {
    const value = { name: '</script> 팝업 & "quotes"', n: 1, list: ['a<b'] };
    expect(JSON.parse(serializeJsonLd(value))).toEqual(value);
  });
});

const spot: SpotDetail = {
  id: 7,
  title: '성수 팝업 </script>',
  name: null,
  type: 'STORE',
  periodType: 'ENDED',
  openDate: '2026-11-01T00:00:00.000Z',
  closeDate: null,
  operationTime: ['11:00 - 20:00'],
  files: [{ id: 1, path: '/api/files/spots/7/hero.webp' }],
  categories: [{ name: '패션' }],
  address: '서울 성동구 성수동2가 1',
  roadAddress: '서울 성동구 연무장길 1',
  addressDetail: '1층',
  latitude: 37.5,
  longitude: 127.05,
  region: { code: '1120011500', depth1: '서울특별시', depth2: '성동구', depth1Locale: 'ko', depth2Locale: 'ko' },
  notice: null,
  content: '<p>첫 줄</p>\n<p>둘째   줄</p>',
  additionalInformation: null,
  tags: [],
  benefits: [],
  website: {},
  pickId: null,
  recentPickCount: 0,
  isPopspotReservation: false,
  preReservationLink: null,
  preReservationStartedAt: null,
  preReservationEndedAt: null,
  isReservationNotificationRegistered: false,
  hasQueueConfig: false,
  entryFee: null,
  organizer: null,
  contentLocale: 'ko',
  textLocales: { title: 'ko', content: 'ko', notice: 'ko', additionalInformation: 'ko' },
};

describe('Event JSON-LD', () => {
  it('describes an offline, scheduled event at a place with address and coordinates', () => {
    const data = popupEventJsonLd(spot, 'en', 'https://popspot.example');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: spot.title,
      startDate: spot.openDate,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      url: 'https://popspot.example/en/popup/7',
      image: ['https://popspot.example/api/files/spots/7/hero.webp'],
      description: '첫 줄 둘째 줄',
      location: {
        '@type': 'Place',
        name: spot.title,
        address: { '@type': 'PostalAddress', streetAddress: '서울 성동구 연무장길 1 1층', addressCountry: 'KR' },
        geo: { '@type': 'GeoCoordinates', latitude: 37.5, longitude: 127.05 },
      },
    });
  });

  it('leaves out an unknown end date instead of inventing one', () => {
    expect(popupEventJsonLd(spot, 'ko', 'https://popspot.example')).not.toHaveProperty('endDate');
    expect(popupEventJsonLd(spot, 'ko', 'https://popspot.example').url).toBe('https://popspot.example/popup/7');
  });

  it('includes the end date when known', () => {
    const data = buildEventJsonLd({
      name: 'x',
      startDate: '2026-01-01T00:00:00Z',
      endDate: '2026-01-05T00:00:00Z',
      url: 'https://e.x/popup/1',
      images: [],
      place: { name: 'p', streetAddress: 's', latitude: 1, longitude: 2 },
    });
    expect(data.endDate).toBe('2026-01-05T00:00:00Z');
    expect(data).not.toHaveProperty('image');
  });

  it('names the organizer and the admission offer when they are known', () => {
    const running = { ...spot, periodType: 'IN_PROGRESS' as const, organizer: { name: '모노하우스' } };
    const free = popupEventJsonLd({ ...running, entryFee: 0 }, 'ko', 'https://popspot.example');
    expect(free).toMatchObject({
      organizer: { '@type': 'Organization', name: '모노하우스' },
      offers: {
        '@type': 'Offer',
        price: 0,
        priceCurrency: 'KRW',
        url: 'https://popspot.example/popup/7',
        availability: 'https://schema.org/InStock',
      },
      isAccessibleForFree: true,
    });
    const priced = popupEventJsonLd(
      {
        ...running,
        entryFee: 15000,
        preReservationLink: 'https://tickets.example/7',
        preReservationStartedAt: '2026-11-01T11:00:00.000Z',
      },
      'ko',
      'https://popspot.example',
    );
    expect(priced.offers).toEqual({
      '@type': 'Offer',
      price: 15000,
      priceCurrency: 'KRW',
      url: 'https://tickets.example/7',
      availability: 'https://schema.org/InStock',
      validFrom: '2026-11-01T11:00:00.000Z',
    });
    expect(priced).not.toHaveProperty('isAccessibleForFree');
    expect(popupEventJsonLd({ ...spot, entryFee: 0 }, 'ko', 'https://popspot.example').offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    });
  });

  it('leaves organizer and offers out when unknown', () => {
    const data = popupEventJsonLd(spot, 'ko', 'https://popspot.example');
    expect(data).not.toHaveProperty('organizer');
    expect(data).not.toHaveProperty('offers');
  });
});

describe('Event JSON-LD completeness (Google Event rich result)', () => {
  const running: SpotDetail = {
    ...spot,
    periodType: 'IN_PROGRESS',
    closeDate: '2026-11-30T00:00:00.000Z',
    organizer: { name: '모노하우스' },
    website: { WEB: 'https://monohouse.example', INSTAGRAM: 'https://instagram.com/mono' },
    entryFee: 5000,
  };

  it('has every required and recommended property the data allows; performer only with data', () => {
    const data = popupEventJsonLd(running, 'ko', 'https://popspot.example');
    const check = checkEventJsonLd(data);
    expect(check.missingRequired).toEqual([]);
    expect(check.invalid).toEqual([]);
    // No performer data on spots: it is the one recommended property left out.
    expect(check.missingRecommended).toEqual(['performer']);
    expect(data.organizer).toEqual({ '@type': 'Organization', name: '모노하우스', url: 'https://monohouse.example' });
    // Walk-in admission is valid from opening day when there is no pre-reservation.
    expect(data.offers).toMatchObject({ validFrom: running.openDate, priceCurrency: 'KRW' });
    const withPerformer = buildEventJsonLd({
      name: 'x',
      startDate: '2026-01-01',
      url: 'https://e.x/popup/1',
      images: [],
      place: { name: 'p', streetAddress: 's', latitude: 1, longitude: 2 },
      performers: [{ name: '밴드', type: 'Person' }],
    });
    expect(withPerformer.performer).toEqual([{ '@type': 'Person', name: '밴드' }]);
  });

  it('falls back to the generated share image when the pop-up has no photos', () => {
    const bare = popupEventJsonLd({ ...running, files: [] }, 'ja', 'https://popspot.example');
    expect(bare.image).toEqual(['https://popspot.example/og/popup/7?lang=ja']);
    const pass = popupEventJsonLd({ ...running, type: 'PARTNER', files: [] }, 'en', 'https://popspot.example');
    expect(pass.image).toEqual(['https://popspot.example/og/pass/7?lang=en']);
    expect(pass.url).toBe('https://popspot.example/en/pass/popups/7');
  });

  it('gives the organizer no url unless the website is an http(s) address', () => {
    const data = popupEventJsonLd({ ...running, website: { WEB: 'javascript:alert(1)' } }, 'ko', 'https://e.x');
    expect(data.organizer).toEqual({ '@type': 'Organization', name: '모노하우스' });
  });

  it('keeps an ended pop-up EventScheduled with its past dates', () => {
    const ended = popupEventJsonLd({ ...running, periodType: 'ENDED' }, 'ko', 'https://e.x');
    expect(ended.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(ended.endDate).toBe(running.closeDate);
  });
});
