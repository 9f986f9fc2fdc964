'use client';

import { useSyncExternalStore } from 'react';
import { hasAccessToken, rememberOriginReferer } from '@/components/auth/client-session';
import { UserIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';

// Cookies don't announce changes; reading on render after hydration is enough here because
// sign-in and sign-out both end in a full page load.
const subscribe = () => () => {};

/**
 * The header's account entry: 'log in' for visitors (remembering this page so sign-in comes
 * back here), 'my page' once signed in. The server renders the visitor version so public
 * pages stay the same for everyone and cacheable; the browser swaps it after hydration.
 */
export function AccountLink({ loginLabel, myPageLabel }: { loginLabel: string; myPageLabel: string }) {
  const signedIn = useSyncExternalStore(subscribe, hasAccessToken, () => false);
  const className =
    'inline-flex h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-ink hover:bg-canvas';
  if (signedIn) {
    return (
      <Link href="/mypage" className={className}>
        <UserIcon width={20} height={20} />
        <span>{myPageLabel}</span>
      </Link>
    );
  }
  return (
    <Link href="/login" className={className} onClick={() => rememberOriginReferer()}>
      <span>{loginLabel}</span>
    </Link>
  );
}
