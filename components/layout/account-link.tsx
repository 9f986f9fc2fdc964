'use client';

import { useSyncExternalStore } from 'react';
import { hasAccessToken, rememberOriginReferer } from '@/api/client-session';
import { UserIcon } from '@/components/ui/icons/user';
import { Link } from '@/i18n/navigation';

// Cookies don't announce changes; reading on render after hydration is enough here because
// sign-in and sign-out both end in a full page load.
const subscribe = () => () => {};

/**
 * The header's account entry, an icon with its name: 'log in' for visitors (remembering this
 * page so sign-in comes back here), 'my page' once signed in. The server renders the visitor
 * version so public pages stay the same for everyone and cacheable; the browser swaps it
 * after hydration (same size, so nothing moves).
 */
export function AccountLink({ loginLabel, myPageLabel }: { loginLabel: string; myPageLabel: string }) {
  const signedIn = useSyncExternalStore(subscribe, hasAccessToken, () => false);
  const className = 'relative inline-flex size-tap items-center justify-center rounded-full text-ink hover:bg-canvas';
  if (signedIn) {
    return (
      <Link href="/mypage" aria-label={myPageLabel} className={className}>
        <UserIcon width={22} height={22} />
        <span
          aria-hidden="true"
          className="absolute right-2.5 bottom-2.5 size-2 rounded-full bg-success ring-2 ring-surface"
        />
      </Link>
    );
  }
  return (
    <Link href="/login" aria-label={loginLabel} className={className} onClick={() => rememberOriginReferer()}>
      <UserIcon width={22} height={22} />
    </Link>
  );
}
