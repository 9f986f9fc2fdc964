import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/app/server-config';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/locales';

// The origin comes from the environment at run time, not from the build machine.
export const dynamic = 'force-dynamic';

/** A user area under every language prefix (/mypage, /en/mypage, ...). */
function everyLanguage(path: string): string[] {
  return LOCALES.map((lang) => (lang === DEFAULT_LOCALE ? path : `/${lang}${path}`));
}

/**
 * Public pages are open to crawlers; the API and personal areas (my page, history, sign-in,
 * my waiting lines and tickets, the chat thread, the operator console, the company console,
 * development pages, booking and my bookings) are not worth crawling
 * and hold nothing public.
 */
export default function robots(): MetadataRoute.Robots {
  const origin = siteOrigin();
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/api/',
        ...[
          '/mypage',
          '/history/',
          '/login',
          '/waiting',
          '/community/chat',
          '/console',
          '/enterprise',
          '/dev/',
          '/reservation/',
          '/myreservation',
        ].flatMap(everyLanguage),
      ],
    },
    sitemap: new URL('/sitemap.xml', origin).toString(),
  };
}
