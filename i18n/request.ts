import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import * as rootParams from 'next/root-params';
import { SERVICE_TIME_ZONE } from '@/lib/client-constants';
import type { Locale } from '@/lib/locales';
import { routing } from './routing';

/**
 * The `[lang]` root segment, read with Next 16's `next/root-params`: any server component
 * gets the locale without `setRequestLocale` (deprecated since next-intl 4.13.5) and pages
 * stay statically renderable. Route handlers and server actions can't read root params;
 * there we fall back to next-intl's `requestLocale` (the proxy's locale header).
 */
async function segmentLocale(params: { requestLocale: Promise<string | undefined> }): Promise<string | undefined> {
  try {
    return await rootParams.lang();
  } catch (error) {
    // Next signals control flow (dynamic bail-outs, postpones) by throwing errors with a digest.
    if (error && typeof error === 'object' && 'digest' in error) throw error;
    // Read only here: `requestLocale` is a getter over headers(), which would make every page
    // per-request (and a cached page fail at run time).
    return params.requestLocale;
  }
}

export default getRequestConfig(async (params) => {
  // An explicit locale (`getTranslations({ locale })`, e.g. in generateMetadata) wins.
  const requested = params.locale ?? (await segmentLocale(params));
  const resolved: Locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale: resolved,
    messages: (await import(`../locales/${resolved}.json`)).default,
    // Dates are Korean days everywhere; a fixed zone also keeps server and browser output equal.
    timeZone: SERVICE_TIME_ZONE,
  };
});
