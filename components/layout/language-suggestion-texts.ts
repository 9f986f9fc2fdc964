import 'server-only';
import en from '@/locales/en.json';
import ja from '@/locales/ja.json';
import ko from '@/locales/ko.json';
import zh from '@/locales/zh.json';
import type { Locale } from '@/lib/locales';
import type { LanguageSuggestionText } from './language-suggestion-card';

/**
 * The language offer in each language, for every page: the offer is made in the reader's
 * language, whatever the page's (the page's own messages are in the page's language only).
 */
export const languageSuggestionTexts: Record<Locale, LanguageSuggestionText> = {
  ko: ko.languageSuggestion,
  en: en.languageSuggestion,
  ja: ja.languageSuggestion,
  zh: zh.languageSuggestion,
};
