import { afterEach, describe, expect, it } from 'vitest';
import { formatSeoulTime } from '@/lib/format-time';
import en from '@/locales/en.json';
import ja from '@/locales/ja.json';
import ko from '@/locales/ko.json';
import zh from '@/locales/zh.json';
import { simulateBrowserIcu } from '../utils/browser-icu';

const words = { ko: ko.common.dayPeriod, en: en.common.dayPeriod, ja: ja.common.dayPeriod, zh: zh.common.dayPeriod };
type Locale = keyof typeof words;

// 15:22Z on 11 Nov is 00:22 on 12 Nov in Seoul; 06:05Z is 15:05 in Seoul.
const midnight = '2026-11-11T15:22:00Z';
const afternoon = '2026-11-12T06:05:00Z';

const expected: Record<Locale, [string, string, string]> = {
  ko: ['오전 12:22', '오후 03:05', '11월 12일 오전 12:22'],
  en: ['12:22 AM', '03:05 PM', 'Nov 12, 12:22 AM'],
  ja: ['00:22', '15:05', '11月12日 00:22'],
  zh: ['00:22', '15:05', '11月12日 00:22'],
};

function formatAll(locale: Locale): [string, string, string] {
  return [
    formatSeoulTime(midnight, locale, words[locale]),
    formatSeoulTime(afternoon, locale, words[locale]),
    formatSeoulTime(midnight, locale, words[locale], { withDate: true }),
  ];
}

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

describe('formatSeoulTime', () => {
  it.each(Object.keys(expected) as Locale[])(
    'writes %s clock times in Seoul with the locale file day periods',
    (locale) => {
      expect(formatAll(locale)).toEqual(expected[locale]);
    },
  );

  it.each(Object.keys(expected) as Locale[])(
    'prints the same %s text under the browser ICU as under Node',
    (locale) => {
      const node = formatAll(locale);
      restore = simulateBrowserIcu();
      // The simulation really changes what Intl prints (otherwise this test proves nothing).
      if (locale === 'ko') {
        expect(
          new Intl.DateTimeFormat('ko', { hour: '2-digit', timeZone: 'Asia/Seoul' }).format(new Date(midnight)),
        ).toContain('오전');
      }
      expect(formatAll(locale)).toEqual(node);
    },
  );
});
