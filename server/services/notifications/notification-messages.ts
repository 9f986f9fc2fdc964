import 'server-only';
import type { Locale } from '@/lib/locales';
import { serverTranslator } from '../../i18n/server-translator';

type Stored = {
  title: string;
  body: string | null;
  messageKey: string | null;
  messageParams: Record<string, string | number> | null;
};

/**
 * A notification's text in the reader's language. Notifications the service writes carry a
 * message key (`keywordMatch`) and its parameters, so the same row reads in Korean on /
 * and in English on /en; rows without a key (or with one the locale files no longer have)
 * show the Korean text they were sent with.
 */
export function localizeNotification(row: Stored, lang: Locale): { title: string; body: string | null } {
  if (!row.messageKey) return { title: row.title, body: row.body };
  const t = serverTranslator(lang, 'notificationMessages');
  const key = row.messageKey as Parameters<typeof t>[0];
  const titleKey = `${key}.title` as Parameters<typeof t>[0];
  const bodyKey = `${key}.body` as Parameters<typeof t>[0];
  if (!t.has(titleKey)) return { title: row.title, body: row.body };
  const params = row.messageParams ?? {};
  return { title: t(titleKey, params), body: t.has(bodyKey) ? t(bodyKey, params) : row.body };
}
