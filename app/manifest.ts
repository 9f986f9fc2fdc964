import type { MetadataRoute } from 'next';
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
    theme_color: '#ff3d6e',
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}
