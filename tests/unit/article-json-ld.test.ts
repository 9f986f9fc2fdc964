import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MagazineDetail } from '@/api/contracts/magazines';
import { serializeJsonLd } from '@/lib/json-ld';
import {
  HEADLINE_MAX,
  magazineArticleJsonLd,
  magazineSummary,
  PUBLISHER_LOGO_PATH,
  toSeoulIsoString,
} from '@/components/seo/article-json-ld';

const ORIGIN = 'https://popspot.example';
const NAMES = { author: 'Popspot 매거진', publisher: 'Popspot' };

function post(overrides: Partial<MagazineDetail> = {}): MagazineDetail {
  return {
    id: 42,
    title: '이번 주말 성수동 팝업 완전 정복',
    subTitle: '하루에 다섯 곳',
    displayedDate: '2026-11-12',
    file: { path: '/api/files/magazine/42/cover.webp' },
    categories: [{ name: '가이드' }, { name: '이번 주 팝업' }],
    contentLocale: 'ko',
    options: [
      {
        id: 1,
        type: 'TEXT',
        textOption: { content: '성수동은  매주\n새 팝업이 열려요.' },
        imageOption: null,
        spotOption: null,
        linkOption: null,
        contentLocale: 'ko',
      },
    ],
    publishedAt: '2026-11-12T00:00:00.000Z',
    updatedAt: '2026-11-13T03:30:00.000Z',
    previous: null,
    next: null,
    ...overrides,
  };
}

describe('magazineArticleJsonLd', () => {
  it('has the required and recommended Article properties with absolute URLs', () => {
    const data = magazineArticleJsonLd(post(), 'ko', ORIGIN, NAMES);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: '이번 주말 성수동 팝업 완전 정복',
      description: '하루에 다섯 곳',
      image: ['https://popspot.example/api/files/magazine/42/cover.webp'],
      datePublished: '2026-11-12T09:00:00+09:00',
      dateModified: '2026-11-13T12:30:00+09:00',
      author: { '@type': 'Organization', name: 'Popspot 매거진', url: 'https://popspot.example/magazine' },
      publisher: {
        '@type': 'Organization',
        name: 'Popspot',
        url: 'https://popspot.example/',
        logo: { '@type': 'ImageObject', url: 'https://popspot.example/icon.svg' },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://popspot.example/42' },
      url: 'https://popspot.example/42',
      inLanguage: 'ko',
      articleSection: ['가이드', '이번 주 팝업'],
      isAccessibleForFree: true,
    });
  });

  it('uses the generated share image without a cover, and the page language in URLs', () => {
    const data = magazineArticleJsonLd(
      post({ file: null, contentLocale: 'en', categories: [{ name: '인터뷰' }] }),
      'en',
      ORIGIN,
      NAMES,
    );
    expect(data.image).toEqual(['https://popspot.example/og/magazine/42?lang=en']);
    expect(data.url).toBe('https://popspot.example/en/42');
    expect(data.inLanguage).toBe('en');
    expect(data.articleSection).toBe('인터뷰');
    expect((data.author as { url: string }).url).toBe('https://popspot.example/en/magazine');
  });

  it('says what the post is in the language it is shown in: Korean fallback stays ko', () => {
    expect(magazineArticleJsonLd(post(), 'ja', ORIGIN, NAMES).inLanguage).toBe('ko');
  });

  it('keeps headlines within 110 characters and drops empty sections', () => {
    const data = magazineArticleJsonLd(post({ title: '가'.repeat(200), categories: [] }), 'ko', ORIGIN, NAMES);
    expect((data.headline as string).length).toBeLessThanOrEqual(HEADLINE_MAX);
    expect(data.headline).toMatch(/…$/);
    expect(data).not.toHaveProperty('articleSection');
  });

  it('describes a post without a subtitle by its first paragraph, on one line', () => {
    expect(magazineSummary(post({ subTitle: null }))).toBe('성수동은 매주 새 팝업이 열려요.');
    expect(magazineSummary(post({ subTitle: '  ', options: [] }))).toBe('');
    expect(magazineArticleJsonLd(post({ subTitle: null, options: [] }), 'ko', ORIGIN, NAMES)).not.toHaveProperty(
      'description',
    );
  });

  it('survives a hostile title once serialized', () => {
    const out = serializeJsonLd(magazineArticleJsonLd(post({ title: '</script><b>x' }), 'ko', ORIGIN, NAMES));
    expect(out).not.toMatch(/[<>]/);
    expect(JSON.parse(out).headline).toBe('</script><b>x');
  });

  it('points the publisher logo at a file that exists in public/', () => {
    expect(existsSync(path.join(process.cwd(), 'public', PUBLISHER_LOGO_PATH))).toBe(true);
  });
});

describe('toSeoulIsoString', () => {
  it('writes the same instant with the +09:00 offset', () => {
    const out = toSeoulIsoString('2026-12-31T20:15:00.000Z');
    expect(out).toBe('2027-01-01T05:15:00+09:00');
    expect(new Date(out).getTime()).toBe(Date.parse('2026-12-31T20:15:00.000Z'));
    expect(() => toSeoulIsoString('nope')).toThrow(RangeError);
  });
});
