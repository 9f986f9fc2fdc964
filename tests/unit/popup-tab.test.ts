import { describe, expect, it } from 'vitest';
import { adjacentTab, parsePopupTab, urlWithTab } from '@/lib/popup-tab';

describe('popup tabs', () => {
  it('reads the tab parameter, defaulting to the description', () => {
    expect(parsePopupTab('MAP')).toBe('MAP');
    expect(parsePopupTab(['REVIEW', 'MAP'])).toBe('REVIEW');
    expect(parsePopupTab(undefined)).toBe('POPUP_DESCRIPTION');
    expect(parsePopupTab('map')).toBe('POPUP_DESCRIPTION');
    expect(parsePopupTab('')).toBe('POPUP_DESCRIPTION');
  });

  it('sets the tab and keeps the other parameters and the hash', () => {
    expect(urlWithTab('https://x.kr/en/popup/3?utm_source=a&tab=MAP#top', 'REVIEW')).toBe(
      '/en/popup/3?utm_source=a&tab=REVIEW#top',
    );
    expect(urlWithTab('https://x.kr/popup/3', 'DETAIL_IMAGE')).toBe('/popup/3?tab=DETAIL_IMAGE');
  });

  it('steps to neighbours and stops at the ends', () => {
    expect(adjacentTab('POPUP_DESCRIPTION', 1)).toBe('DETAIL_IMAGE');
    expect(adjacentTab('POPUP_DESCRIPTION', -1)).toBeNull();
    expect(adjacentTab('REVIEW', 1)).toBeNull();
    expect(adjacentTab('REVIEW', -1)).toBe('MAP');
  });
});
