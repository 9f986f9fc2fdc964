import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/locales';
import en from '@/locales/en.json';
import ja from '@/locales/ja.json';
import ko from '@/locales/ko.json';
import zh from '@/locales/zh.json';

const MESSAGES = { ko, en, ja, zh } as const;

/**
 * Translations for what the API itself writes in the reader's language (calendar files,
 * notifications, company mail),
 * from the same locale files as the pages, so every user-visible word lives in one place.
 */
export function serverTranslator<N extends 'calendarFile' | 'notificationMessages' | 'enterpriseMail'>(
  lang: Locale,
  namespace: N,
) {
  return createTranslator({ locale: lang, messages: MESSAGES[lang], namespace });
}
