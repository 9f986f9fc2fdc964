import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CLIENT_NAMESPACES, pickMessages, type ClientMessageScope } from '@/i18n/client-namespaces';

/**
 * The messages the client components inside need, and no more (i18n/client-namespaces.ts,
 * decision 028): a server component that wraps them, so the rest of the locale file stays on
 * the server. Locale and time zone come from the request config as before.
 */
export async function ClientMessages({ scope, children }: { scope: ClientMessageScope; children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, CLIENT_NAMESPACES[scope])}>
      {children}
    </NextIntlClientProvider>
  );
}
