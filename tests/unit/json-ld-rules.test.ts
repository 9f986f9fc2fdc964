import { describe, expect, it } from 'vitest';
import { checkArticleJsonLd, checkEventJsonLd, isArticleNode, isEventNode, jsonLdNodes } from '@/lib/seo/json-ld-rules';

const completeEvent = {
  '@context': 'https://schema.org',
  '@type': 'Event',
  name: '성수 팝업',
  description: '설명',
  startDate: '2026-11-01',
  endDate: '2026-11-30T00:00:00.000Z',
  eventStatus: 'https://schema.org/EventScheduled',
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
  image: ['https://e.x/a.webp'],
  location: {
    '@type': 'Place',
    name: '성수 라운지',
    address: { '@type': 'PostalAddress', streetAddress: '연무장길 1', addressCountry: 'KR' },
  },
  offers: {
    '@type': 'Offer',
    url: 'https://e.x/popup/1',
    price: 0,
    priceCurrency: 'KRW',
    availability: 'https://schema.org/InStock',
    validFrom: '2026-10-20T01:00:00Z',
  },
  organizer: { '@type': 'Organization', name: '모노하우스', url: 'https://mono.example' },
  performer: [{ '@type': 'PerformingGroup', name: '밴드' }],
};

describe('checkEventJsonLd', () => {
  it('passes a complete Event', () => {
    expect(checkEventJsonLd(completeEvent)).toEqual({ missingRequired: [], missingRecommended: [], invalid: [] });
  });

  it('reports missing required properties, including the Place name and address', () => {
    const { name: _n, startDate: _s, ...rest } = completeEvent;
    expect(checkEventJsonLd({ ...rest, location: { '@type': 'Place' } }).missingRequired).toEqual([
      'name',
      'startDate',
      'location.name',
      'location.address',
    ]);
    expect(checkEventJsonLd({ ...completeEvent, location: undefined }).missingRequired).toEqual([
      'location',
      'location.name',
      'location.address',
    ]);
    expect(checkEventJsonLd(null).missingRequired).toContain('startDate');
    // An address with only a type is no address; a blank name is no name.
    expect(
      checkEventJsonLd({ ...completeEvent, name: '  ', location: { name: 'x', address: { '@type': 'PostalAddress' } } })
        .missingRequired,
    ).toEqual(['name', 'location.address']);
  });

  it('reports missing recommended properties, nested ones by dotted path', () => {
    const { description: _d, endDate: _e, performer: _p, ...rest } = completeEvent;
    const check = checkEventJsonLd({
      ...rest,
      image: [],
      offers: { '@type': 'Offer', price: 1000, priceCurrency: 'KRW' },
      organizer: { '@type': 'Organization', name: '모노하우스' },
    });
    expect(check.missingRequired).toEqual([]);
    expect(check.missingRecommended).toEqual([
      'description',
      'endDate',
      'image',
      'offers.url',
      'offers.availability',
      'offers.validFrom',
      'organizer.url',
      'performer',
    ]);
  });

  it('counts price 0 as present and accepts offers as a list and image objects', () => {
    const check = checkEventJsonLd({
      ...completeEvent,
      offers: [completeEvent.offers],
      image: { '@type': 'ImageObject', url: 'https://e.x/a.webp' },
    });
    expect(check.missingRecommended).toEqual([]);
  });

  it('flags invalid values', () => {
    const check = checkEventJsonLd({
      ...completeEvent,
      '@type': 'Thing',
      startDate: '11월 1일',
      eventStatus: 'Scheduled',
      eventAttendanceMode: 'https://schema.org/InPerson',
      offers: { ...completeEvent.offers, priceCurrency: 'won', availability: 'yes', validFrom: 'soon' },
    });
    expect(check.invalid).toEqual([
      '@type',
      'startDate',
      'eventStatus',
      'eventAttendanceMode',
      'offers.availability',
      'offers.validFrom',
      'offers.priceCurrency',
    ]);
  });

  it('accepts Event subtypes', () => {
    expect(checkEventJsonLd({ ...completeEvent, '@type': 'ExhibitionEvent' }).invalid).toEqual([]);
  });
});

const completeArticle = {
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: '이번 주 성수 팝업',
  image: ['https://e.x/cover.webp'],
  datePublished: '2026-11-20T00:00:00Z',
  dateModified: '2026-11-21T00:00:00Z',
  author: { '@type': 'Organization', name: 'Popspot', url: 'https://e.x' },
  publisher: { '@type': 'Organization', name: 'Popspot' },
};

describe('checkArticleJsonLd', () => {
  it('passes a complete Article', () => {
    expect(checkArticleJsonLd(completeArticle)).toEqual({ missingRequired: [], missingRecommended: [], invalid: [] });
  });

  it('reports what is missing', () => {
    const check = checkArticleJsonLd({
      '@type': 'Article',
      headline: '제목',
      author: [{ '@type': 'Person', name: '에디터' }],
    });
    expect(check.missingRequired).toEqual(['image', 'datePublished']);
    expect(check.missingRecommended).toEqual(['dateModified', 'author.url', 'publisher']);
    expect(checkArticleJsonLd({ '@type': 'Article' }).missingRequired).toEqual([
      'headline',
      'image',
      'datePublished',
      'author',
      'author.name',
    ]);
  });

  it('flags bad dates, long headlines and a wrong type', () => {
    const check = checkArticleJsonLd({
      ...completeArticle,
      '@type': 'WebPage',
      headline: 'x'.repeat(111),
      datePublished: 'yesterday',
    });
    expect(check.invalid).toEqual(['@type', 'headline', 'datePublished']);
  });
});

describe('jsonLdNodes', () => {
  it('flattens lists and @graph and tells Events from Articles', () => {
    const nodes = jsonLdNodes([
      completeEvent,
      [completeArticle],
      { '@context': 'https://schema.org', '@graph': [{ '@type': 'BreadcrumbList' }, { '@type': 'Festival' }] },
    ]);
    expect(nodes.map((n) => n['@type'])).toEqual(['Event', 'Article', 'BreadcrumbList', 'Festival']);
    expect(nodes.filter(isEventNode)).toHaveLength(2);
    expect(nodes.filter(isArticleNode)).toHaveLength(1);
  });
});
