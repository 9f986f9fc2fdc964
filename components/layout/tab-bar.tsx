'use client';

import { usePathname } from '@/i18n/client-navigation';
import { Link } from '@/i18n/navigation';
import { HeartIcon } from '@/components/ui/icons/heart';
import { HomeIcon } from '@/components/ui/icons/home';
import { MapIcon } from '@/components/ui/icons/map';
import { SearchIcon } from '@/components/ui/icons/search';
import { UserIcon } from '@/components/ui/icons/user';
import { cx } from '@/lib/cx';
import { UnreadDot } from '@/components/shared/unread-dot';

export type TabBarLabels = {
  label: string;
  home: string;
  search: string;
  map: string;
  picks: string;
  my: string;
  /** Heard with 'my' when something is unread. */
  unread: string;
};

const TABS = [
  { key: 'home', href: '/', icon: HomeIcon, match: (path: string) => path === '/' },
  { key: 'search', href: '/popup/list', icon: SearchIcon, match: (path: string) => path.startsWith('/popup/list') },
  { key: 'map', href: '/popup/map', icon: MapIcon, match: (path: string) => path.startsWith('/popup/map') },
  {
    key: 'picks',
    href: '/history/mypicks',
    icon: HeartIcon,
    match: (path: string) => path === '/history/mypicks' || path.startsWith('/history/mypicks/calendar'),
  },
  {
    key: 'my',
    href: '/mypage',
    icon: UserIcon,
    match: (path: string) =>
      ['/mypage', '/waiting', '/history/myvisits', '/history/mypicks/review', '/notifications'].some((p) =>
        path.startsWith(p),
      ),
  },
] as const;

/**
 * Pages with bottom actions of their own (a pop-up's write-review bar and chat shortcut, the
 * chat composer), the booking flow and the sign-in flow take the whole screen, as Korean apps
 * do.
 */
export function showsTabBar(pathname: string): boolean {
  return !(
    /^\/popup\/\d+/.test(pathname) ||
    /^\/pass\/popups\/\d+/.test(pathname) ||
    pathname.startsWith('/community/chat') ||
    // The booking flow is a form to finish, not a place to browse from.
    pathname.startsWith('/reservation/') ||
    pathname.startsWith('/login') ||
    pathname.startsWith('/signup')
  );
}

/**
 * The phone's bottom tab bar: home, search, map, picks and my page, the current one marked
 * (aria-current) and coloured. The server renders it for the requested path, so it is
 * there from the first paint; a spacer in the flow keeps the page's end above it.
 */
export function TabBar({ labels }: { labels: TabBarLabels }) {
  const pathname = usePathname();
  if (!showsTabBar(pathname)) return null;
  return (
    <>
      <div aria-hidden="true" className="h-[calc(var(--spacing-tabbar)+env(safe-area-inset-bottom))] shrink-0" />
      <nav
        aria-label={labels.label}
        className="fixed inset-x-0 bottom-0 z-30 mx-auto w-full max-w-app border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
      >
        <ul className="grid h-tabbar grid-cols-5">
          {TABS.map(({ key, href, icon: Icon, match }) => {
            const current = match(pathname);
            return (
              <li key={key} className="flex">
                <Link
                  href={href}
                  aria-current={current ? 'page' : undefined}
                  className={cx(
                    'flex min-h-tap flex-1 flex-col items-center justify-center gap-0.5 text-caption font-medium',
                    current ? 'text-brand' : 'text-ink-muted hover:text-ink',
                  )}
                >
                  <span className="relative">
                    <Icon width={22} height={22} {...(key === 'picks' ? { filled: current } : {})} />
                    {key === 'my' ? (
                      <UnreadDot
                        label={labels.unread}
                        className="absolute -top-0.5 -right-1 size-2 rounded-full bg-brand ring-2 ring-surface"
                      />
                    ) : null}
                  </span>
                  <span className="max-w-full truncate px-0.5">{labels[key]}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
