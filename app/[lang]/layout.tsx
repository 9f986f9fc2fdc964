import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LoginModalHost } from '@/components/auth/login-modal';
import { AppFooter } from '@/components/layout/app-footer';
import { AppHeader } from '@/components/layout/app-header';
import { FlashToast } from '@/components/layout/flash-toast';
import { NavigationTracker } from '@/components/layout/navigation-tracker';
import { TabBar } from '@/components/layout/tab-bar';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { Toaster } from '@/components/ui/toaster';
import { OG_LOCALES } from '@/lib/seo/social-metadata';
import { localeFromParams } from '@/i18n/locale-param';
import { siteOrigin } from '@/app/server-config';
import { BRAND_THEME_COLOR } from '@/lib/constants';

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

// No page is rendered during the build (the build has no database to read): each is rendered
// on its first visit and then served from the cache. Pages without data (the terms) list
// their languages themselves. An unsupported language 404s in localeFromParams.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const lang = await localeFromParams(params);
  const t = await getTranslations({ locale: lang, namespace: 'metadata' });
  const appName = (await getTranslations({ locale: lang, namespace: 'common' }))('appName');
  return {
    // Relative canonical, hreflang and Open Graph URLs resolve against the public origin.
    metadataBase: new URL(siteOrigin()),
    title: { default: t('title'), template: `%s | ${appName}` },
    description: t('description'),
    applicationName: appName,
    icons: { icon: [{ url: '/icon.svg', type: 'image/svg+xml' }] },
    openGraph: { siteName: appName, type: 'website', locale: OG_LOCALES[lang] },
    // A large card needs a picture: pages that have one say so (socialMetadata); the rest,
    // which set no image, preview as a plain summary rather than an empty large card.
    twitter: { card: 'summary' },
    // Korean phone numbers and addresses in text are not links unless we make them links.
    formatDetection: { telephone: false, address: false, email: false },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  // No maximumScale: readers must be able to pinch-zoom (WCAG 1.4.4).
  viewportFit: 'cover',
  themeColor: BRAND_THEME_COLOR,
};

/**
 * The root layout sits under `[lang]`, so `lang` is a root param (next/root-params) that
 * i18n/request.ts reads for every server component: no setRequestLocale calls needed.
 */
export default async function LocaleLayout({ children, params }: Props) {
  const lang = await localeFromParams(params);
  const common = await getTranslations({ locale: lang, namespace: 'common' });
  const tabs = await getTranslations({ locale: lang, namespace: 'tabBar' });
  const tabLabels = {
    label: tabs('label'),
    home: tabs('home'),
    search: tabs('search'),
    map: tabs('map'),
    picks: tabs('picks'),
    my: tabs('my'),
    unread: tabs('unread'),
  };
  return (
    <html lang={lang}>
      <body>
        {/* Locale and time zone from i18n/request.ts; of the messages only what the chrome's
            client parts use (i18n/client-namespaces.ts). Pages send their own. */}
        <ClientMessages scope="layout">
          <QueryProvider>
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:shadow"
            >
              {common('skipToContent')}
            </a>
            <div className="mx-auto flex min-h-dvh w-full max-w-app flex-col bg-surface shadow-sm">
              <AppHeader />
              <main id="main" tabIndex={-1} className="flex-1 outline-none">
                {children}
              </main>
              <AppFooter />
              <TabBar labels={tabLabels} />
            </div>
            <NavigationTracker />
            <LoginModalHost />
            <Toaster />
            <FlashToast />
          </QueryProvider>
        </ClientMessages>
      </body>
    </html>
  );
}
