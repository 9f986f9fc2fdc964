import type { MetadataRoute } from 'next';
import { BRAND_THEME_COLOR } from '@/lib/constants';
import ko from '@/locales/ko.json';

/**
 * Web app manifest (served at /manifest.webmanifest): installable, opens on the home page.
 * One manifest serves every language, so it speaks the default one (Korean).
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: ko.common.appName,
    short_name: ko.common.appName,
    description: ko.metadata.description,
    lang: 'ko',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: BRAND_THEME_COLOR,
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}
