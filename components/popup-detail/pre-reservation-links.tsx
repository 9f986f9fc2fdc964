import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import type { SpotDetail } from '@/api/contracts/spots';
import { hasOpenPreReservation, preReservationTarget } from '@/lib/pre-reservation';
import { Link } from '@/i18n/navigation';
import { ExternalLinkIcon } from '@/components/ui/icons/external-link';
import { TicketIcon } from '@/components/ui/icons/ticket';
import { UsersIcon } from '@/components/ui/icons/users';
import { useClientNow } from './alert-drawer-clock';

/** In-page target of the 'waiting status' link: the queue section's id. */
export const QUEUE_STATUS_ANCHOR = 'queue-status';

/**
 * The 'pre-reservation' and 'waiting status' links under the title (spec 2). A pop-up booked
 * on Popspot (and any relative link, the product's own) leads to Popspot's booking page in
 * the same tab (decision 043); an organiser's own page opens in a new tab, with no
 * window.opener or referrer handed to a third-party site. The waiting link jumps to the
 * queue section on this page.
 * Nothing renders when the pop-up has neither.
 *
 * The pre-reservation link shows only while its window is open or to come, by the same rule
 * as the search list's filter (lib/pre-reservation.ts). That depends on the reader's clock,
 * not the server's (the page may have been rendered before the window ended), so the link
 * appears after hydration and goes at the window's end even on a page left open.
 * `ref` reaches the links' block, which the floating chat button keeps clear of.
 */
export function PreReservationLinks({ spot, ref }: { spot: SpotDetail; ref?: Ref<HTMLElement> }) {
  const t = useTranslations('popup.links');
  const endsAt = spot.preReservationEndedAt ? Date.parse(spot.preReservationEndedAt) : null;
  const now = useClientNow(endsAt);
  const offered = now !== null && hasOpenPreReservation(spot, now);
  const link = offered ? preReservationTarget(spot) : null;
  if (!link && !spot.hasQueueConfig) return null;
  const itemClass =
    'flex h-11 flex-1 items-center justify-center gap-1.5 rounded-xl border border-line text-sm font-semibold hover:bg-canvas';
  return (
    <nav ref={ref} aria-label={t('label')} className="px-4 pt-4">
      <ul className="flex gap-2">
        {link?.internal ? (
          <li className="flex flex-1">
            <Link href={link.href} className={itemClass}>
              <TicketIcon width={18} height={18} />
              {t('preReservation')}
            </Link>
          </li>
        ) : link ? (
          <li className="flex flex-1">
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={itemClass}>
              <TicketIcon width={18} height={18} />
              {t('preReservation')}
              <ExternalLinkIcon width={14} height={14} className="text-ink-muted" />
              <span className="sr-only">{t('newWindow')}</span>
            </a>
          </li>
        ) : null}
        {spot.hasQueueConfig ? (
          <li className="flex flex-1">
            <a href={`#${QUEUE_STATUS_ANCHOR}`} className={itemClass}>
              <UsersIcon width={18} height={18} />
              {t('waiting')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
