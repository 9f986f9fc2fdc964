import { describe, expect, it } from 'vitest';
import { cacheablePathFor, decodeFiltersSegment, publicPathFor } from '@/lib/cacheable-paths';

const search = (query: string) => new URLSearchParams(query);

describe('cacheable paths (what the proxy rewrites a public URL to)', () => {
  it('gives each detail tab but the first its own cached page, in both sections', () => {
    expect(cacheablePathFor('/ko/popup/12', search('tab=MAP&utm_source=x'))).toBe('/ko/popup/12/tab/MAP');
    expect(cacheablePathFor('/en/pass/popups/40', search('tab=REVIEW'))).toBe('/en/pass/popups/40/tab/REVIEW');
    expect(cacheablePathFor('/ko/popup/12', search('tab=POPUP_DESCRIPTION'))).toBeNull();
    expect(cacheablePathFor('/ko/popup/12', search('tab=nonsense'))).toBeNull();
    expect(cacheablePathFor('/ko/popup/12', search('utm_source=x'))).toBeNull();
  });

  it('puts a filtered list in one path segment, canonical whatever the order or extra parameters', () => {
    const a = cacheablePathFor('/ko/popup/list', search('keyword=성수&sort=review&utm_source=x'));
    const b = cacheablePathFor('/ko/popup/list', search('sort=review&keyword=%EC%84%B1%EC%88%98'));
    expect(a).toMatch(/^\/ko\/popup\/list\/filtered\/[A-Za-z0-9_-]+$/);
    expect(a).toBe(b);
    expect(decodeFiltersSegment(a!.split('/').at(-1)!)).toBe('keyword=%EC%84%B1%EC%88%98&sort=review');
    expect(cacheablePathFor('/ko/popup/list', search('utm_source=x&sort=score'))).toBeNull();
    expect(cacheablePathFor('/ko/magazine', search('tab=MAP'))).toBeNull();
  });

  it('sends an internal path asked for directly to its public address', () => {
    expect(publicPathFor('/popup/12/tab/MAP')).toBe('/popup/12?tab=MAP');
    expect(publicPathFor('/en/pass/popups/4/tab/REVIEW')).toBe('/en/pass/popups/4?tab=REVIEW');
    const listPath = cacheablePathFor('/ko/popup/list', search('keyword=성수'))!;
    expect(publicPathFor(listPath)).toBe('/ko/popup/list?keyword=%EC%84%B1%EC%88%98');
    expect(publicPathFor('/popup/list/filtered/%%%')).toBe('/popup/list');
    expect(publicPathFor('/popup/12')).toBeNull();
    expect(decodeFiltersSegment('not base64 at all!')).toBe('');
  });
});
