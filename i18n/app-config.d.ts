import type { Locale } from '../lib/locales';
import type messages from '../locales/ko.json';

/**
 * Korean is the reference locale: `t('popup.schedule')` is checked against ko.json, and
 * tests/unit/locales.test.ts checks that en/ja/zh have exactly the same keys.
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
