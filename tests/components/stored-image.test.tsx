import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { SpotSearchItem, SpotSearchResult } from '@/api/contracts/search';
import { HomeSpotRow } from '@/components/home/home-spot-row';
import { StoredImage } from '@/components/ui/stored-image';
import ko from '@/locales/ko.json';
import { ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const HERO = '/api/files/spots/12/hero-1-ab12cd34ef.webp';
const SIZES = '(max-width: 480px) 100vw, 480px';
const srcSet = (format: 'avif' | 'webp') =>
  [160, 320, 640, 960, 1280].map((w) => `/api/files/spots/12/hero-1-ab12cd34ef.w${w}.${format} ${w}w`).join(', ');

function preloads(): HTMLLinkElement[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
}

afterEach(() => {
  for (const link of preloads()) link.remove();
});

describe('StoredImage', () => {
  it('offers AVIF, then WebP, in every width, with the layout width, loaded lazily', () => {
    const { container } = render(<StoredImage src={HERO} alt="Poster" sizes="160px" />);
    const source = container.querySelector('picture > source')!;
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', srcSet('avif'));
    expect(source).toHaveAttribute('sizes', '160px');
    const img = screen.getByRole('img', { name: 'Poster' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('src', HERO);
    expect(img).toHaveAttribute('srcset', srcSet('webp'));
    expect(img).toHaveAttribute('sizes', '160px');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(preloads()).toEqual([]);
  });

  it('preloads the priority image with high fetch priority and loads it at once', () => {
    render(<StoredImage src={HERO} alt="Poster" sizes={SIZES} priority />);
    const img = screen.getByRole('img', { name: 'Poster' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('decoding');
    const [link, ...others] = preloads();
    expect(others).toEqual([]);
    expect(link).toHaveAttribute('fetchpriority', 'high');
    expect(link).toHaveAttribute('imagesrcset', srcSet('avif'));
    expect(link).toHaveAttribute('imagesizes', SIZES);
    expect(link).toHaveAttribute('type', 'image/avif');
  });

  it('puts the preload in the server-rendered HTML, before the picture', () => {
    const html = renderToString(<StoredImage src={HERO} alt="Poster" sizes={SIZES} priority />);
    const link = html.indexOf('<link rel="preload"');
    expect(link).toBeGreaterThanOrEqual(0);
    expect(link).toBeLessThan(html.indexOf('<picture'));
    expect(html).toMatch(/<link rel="preload"[^>]*fetchPriority="high"/i);
    expect(html).toMatch(/<img[^>]*fetchPriority="high"/i);
  });

  it('shows an image without variants as it is (a picked file’s preview, a remote picture)', () => {
    const { container } = render(<StoredImage src="blob:http://localhost/5d2c" alt="Preview" sizes="80px" />);
    const img = screen.getByRole('img', { name: 'Preview' });
    expect(container.querySelector('picture')).toBeNull();
    expect(img).toHaveAttribute('src', 'blob:http://localhost/5d2c');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('keeps an explicit size so the box is reserved before the image arrives', () => {
    render(<StoredImage src={HERO} alt="Detail" sizes={SIZES} width={720} height={1080} />);
    const img = screen.getByRole('img', { name: 'Detail' });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['720', '1080']);
  });
});

function spot(id: number): SpotSearchItem {
  return {
    id,
    type: 'STORE',
    title: `팝업 ${id}`,
    periodType: 'IN_PROGRESS',
    area: { latitude: 37.54, longitude: 127.05, region2Depth: '성동구' },
    openDate: '2026-11-01',
    closeDate: '2026-11-30',
    operationTime: [],
    file: { id: id * 10, path: `/api/files/spots/${id}/hero-1.webp` },
    categories: [],
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
  };
}

describe('priority images of a page', () => {
  it("home's first row: the first cards' pictures come first, the rest wait until scrolled to", async () => {
    const result: SpotSearchResult = {
      content: [spot(1), spot(2), spot(3), spot(4)],
      page: { number: 0, size: 10, totalElements: 4, totalPages: 1 },
      totalCapped: false,
      correctedKeyword: null,
      correctionKind: null,
    };
    server.use(http.get('*/api/v1/spots', () => HttpResponse.json(ok(result))));
    const { container } = renderWithProviders(<HomeSpotRow rowKey="openNow" priorityImages={2} />);
    const list = await screen.findByRole('list', { name: ko.home.openNow.title });
    expect(within(list).getAllByRole('link')).toHaveLength(4);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', null, null]);
    expect(images.every((img) => img.getAttribute('sizes') === '160px')).toBe(true);
    expect(preloads().map((link) => link.getAttribute('imagesrcset')?.split(' ')[0])).toEqual([
      '/api/files/spots/1/hero-1.w160.avif',
      '/api/files/spots/2/hero-1.w160.avif',
    ]);
  });
});
