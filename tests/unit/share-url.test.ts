import { describe, expect, it } from 'vitest';
import { buildShareUrl } from '@/lib/share-url';

describe('buildShareUrl', () => {
  it('adds utm_source=online and utm_medium=share-button', () => {
    const url = new URL(buildShareUrl('https://popspot.kr/popup/12'));
    expect(url.origin + url.pathname).toBe('https://popspot.kr/popup/12');
    expect(url.searchParams.get('utm_source')).toBe('online');
    expect(url.searchParams.get('utm_medium')).toBe('share-button');
  });

  it('keeps the open tab and other parameters, drops the hash', () => {
    const url = new URL(buildShareUrl('https://popspot.kr/en/popup/12?tab=MAP&x=1#viewer'));
    expect(url.pathname).toBe('/en/popup/12');
    expect(url.searchParams.get('tab')).toBe('MAP');
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.hash).toBe('');
  });

  it('replaces campaign tags instead of repeating them', () => {
    const url = new URL(
      buildShareUrl('https://popspot.kr/popup/1?utm_source=newsletter&utm_medium=email&utm_campaign=may&utm_source=x'),
    );
    expect(url.searchParams.getAll('utm_source')).toEqual(['online']);
    expect(url.searchParams.getAll('utm_medium')).toEqual(['share-button']);
    expect(url.searchParams.has('utm_campaign')).toBe(false);
  });
});
