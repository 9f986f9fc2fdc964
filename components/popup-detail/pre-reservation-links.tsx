import { useTranslations } from 'next-intl';
import type { SpotDetail } from '@/api/contracts/spots';
import { safeExternalUrl } from '@/lib/safe-url';
import { ExternalLinkIcon, TicketIcon, UsersIcon } from '@/components/ui/icons';

/** In-page target of the 'waiting status' link: the queue section's id. */
export const QUEUE_STATUS_ANCHOR = 'queue-status';

/**
 * The 'pre-reservation' and 'waiting status' links under the title (spec 2). The
 * pre-reservation page belongs to the organiser: a new tab, and no window.opener or referrer
 * handed to a third-party site. The waiting link jumps to the queue section on this page.
 * Nothing renders when the pop-up has neither.
 */
export function PreReservationLinks({ spot }: { spot: SpotDetail }) {
  const t = useTranslations('popup.links');
  const link = safeExternalUrl(spot.preReservationLink);
  if (!link && !spot.hasQueueConfig) return null;
  const itemClass =
    'flex h-11 flex-1 items-center justify-center gap-1.5 rounded-xl border border-line text-sm font-semibold hover:bg-canvas';
  return (
    <nav aria-label={t('label')} className="px-4 pt-4">
      <ul className="flex gap-2">
        {link ? (
          <li className="flex flex-1">
            <a href={link} target="_blank" rel="noopener noreferrer" className={itemClass}>
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
