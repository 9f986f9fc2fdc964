import 'server-only';
import { notFound } from 'next/navigation';
import { type Locale, isLocale } from '@/lib/locales';

/**
 * The `[lang]` segment as a supported locale. The proxy only ever rewrites onto ko/en/ja/zh,
 * but a request it doesn't match (e.g. `/robots.txt` when no such file exists) still reaches
 * the segment with another value: that is a 404, not Korean.
 */
export async function localeFromParams(params: Promise<{ lang: string }>): Promise<Locale> {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return lang;
}
