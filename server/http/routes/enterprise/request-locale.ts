import type { Context } from 'hono';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/locales';

/**
 * The language to write a mail in: the `lang` the page sent (the reader's), else the first
 * of Accept-Language's languages Popspot speaks ('ja-JP,ja;q=0.9' is Japanese), else Korean.
 */
export function requestLocale(c: Context, asked: Locale | undefined): Locale {
  if (asked) return asked;
  const header = c.req.header('accept-language') ?? '';
  const tags = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { lang: tag.split('-')[0].toLowerCase(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return tags.map((entry) => entry.lang).find(isLocale) ?? DEFAULT_LOCALE;
}
