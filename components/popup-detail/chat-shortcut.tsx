'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { chatNewQuery } from '@/api/chat-new';
import { hasAccessToken } from '@/api/client-session';
import { useInBottomBand } from '@/hooks/use-in-bottom-band';
import { Link } from '@/i18n/navigation';
import { cx } from '@/lib/cx';
import { ChatBubbleIcon } from '@/components/ui/chat-icons';

// Cookies don't announce changes; sign-in and sign-out end in a full page load anyway.
const subscribe = () => () => {};

/** The strip at the bottom of the screen the button covers: the bottom bar (72 px), its 12 px margin, its 56 px, room. */
const COVERED_BAND = 156;

/**
 * The floating community-chat shortcut of the pop-up detail's description tab (spec 2): a
 * round button at the bottom right of the app column, above the bottom bar, leading to /community/chat. Signed-in
 * readers see a dot when today's room has messages they haven't read; the indicator is only
 * asked for with a token (spec 6), so anonymous visitors cause no call at all.
 *
 * `avoid` is what the button must never cover (the detail's pick and share buttons and its
 * reservation and waiting links, on the first screen of a phone; at most three): while one
 * passes under the button, the button fades out
 * and lets taps through. It stays in the tab order, and shows again when focused.
 */
export function ChatShortcut({ avoid = [] }: { avoid?: readonly (HTMLElement | null)[] }) {
  const t = useTranslations('community.shortcut');
  const signedIn = useSyncExternalStore(subscribe, hasAccessToken, () => false);
  const { data } = useQuery({ ...chatNewQuery(), enabled: signedIn });
  const hasNew = signedIn && data?.hasNew === true;
  const stepAside = useInBottomBand(avoid, COVERED_BAND);

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(5.25rem+env(safe-area-inset-bottom))] z-20 mx-auto flex w-full max-w-app justify-end px-4">
      <Link
        href="/community/chat"
        aria-label={hasNew ? t('labelWithNew') : t('label')}
        data-stepped-aside={stepAside || undefined}
        className={cx(
          'relative inline-flex size-14 items-center justify-center rounded-full bg-brand text-white shadow-lg hover:bg-brand-strong',
          // It goes at once and fades only back in: fading out, it would still lie over what it
          // steps aside for.
          stepAside
            ? 'pointer-events-none opacity-0 focus-visible:pointer-events-auto focus-visible:opacity-100'
            : 'pointer-events-auto transition-opacity motion-reduce:transition-none',
        )}
      >
        <ChatBubbleIcon width={26} height={26} />
        {hasNew ? (
          <span
            data-testid="chat-new-dot"
            aria-hidden="true"
            className="absolute top-2.5 right-2.5 size-3 rounded-full bg-amber-300 ring-2 ring-brand"
          />
        ) : null}
      </Link>
    </div>
  );
}
