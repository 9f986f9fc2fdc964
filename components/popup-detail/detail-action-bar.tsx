'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { SpotDetail } from '@/api/contracts/spots';
import { spotQueries } from '@/api/spots';
import { useInBottomBand } from '@/hooks/use-in-bottom-band';
import { cx } from '@/lib/cx';
import { PickButton } from '@/components/shared/pick-button';
import { buttonClassName } from '@/components/ui/button-styles';
import { ExternalLinkIcon } from '@/components/ui/icons/external-link';
import { TicketIcon } from '@/components/ui/icons/ticket';
import { UsersIcon } from '@/components/ui/icons/users';
import { Link } from '@/i18n/navigation';
import { chooseDetailMainAction, type DetailMainAction } from './detail-main-action';
import type { Locale } from '@/lib/locales';
import { hasOpenPreReservation, preReservationTarget } from '@/lib/pre-reservation';
import { useClientNow } from './alert-drawer-clock';
import { JoinQueueButton } from './join-queue-button';
import { QUEUE_STATUS_ANCHOR } from './pre-reservation-links';

/** The strip at the bottom of the screen the bar covers: its 72 px and a margin. */
const COVERED_BAND = 80;

const MAIN = buttonClassName({ variant: 'primary', size: 'lg', className: 'min-w-0 flex-1' });

/**
 * The description tab's fixed bottom bar (issue 31): the pop-up's main action where the thumb
 * is, as Korean apps keep it, whatever the scroll. Its pick heart, and the one action that
 * fits now (detail-main-action.ts): see my place in line, join the line, choose a line,
 * book; with none of those, picking is the main action and takes the bar.
 *
 * All of it is the reader's own state (their ticket, their pick, the reader's clock for the
 * booking window), so it comes after hydration, in a chunk of its own: the page's HTML is the
 * same for every visitor and its first load stays within budget. The lines are the waiting
 * section's query: one request serves both. `data-detail-bar` lifts toasts above it and the
 * floating chat button (globals.css); the description ends with room for it.
 *
 * `avoid` is what it must never cover (the title, the pick and share buttons, the booking and
 * waiting links, on a phone's first screen): while one passes beneath it, the bar slides
 * away, as the chat button steps aside, and comes back when the page moves on.
 */
export function DetailActionBar({
  spot,
  lang,
  avoid = [],
}: {
  spot: SpotDetail;
  lang: Locale;
  avoid?: readonly (HTMLElement | null)[];
}) {
  const t = useTranslations('popup.actionBar');
  const pickLabel = useTranslations('popup.pick')('label');
  const { data: detail } = useQuery({ ...spotQueries.detail(spot.id, lang), initialData: spot });
  const { data: queues } = useQuery({ ...spotQueries.queues(spot.id, lang), enabled: spot.hasQueueConfig });
  const endsAt = spot.preReservationEndedAt ? Date.parse(spot.preReservationEndedAt) : null;
  const now = useClientNow(endsAt);
  const booking = now !== null && hasOpenPreReservation(spot, now) ? preReservationTarget(spot) : null;
  const action = chooseDetailMainAction({ queues, booking });
  const pick = { id: spot.id, title: spot.title, imageUrl: spot.files[0]?.path };
  // Out of sight until it has looked: it never shows, not even for a frame, over the title.
  const stepAside = useInBottomBand(avoid, COVERED_BAND, { assumeCovered: true });

  return (
    <div
      data-detail-bar
      role="region"
      aria-label={t('label')}
      data-stepped-aside={stepAside || undefined}
      // Stepped aside it is out of sight, out of the tab order and of the reading order too:
      // the title, the heart and the links it would cover are right there. It leaves at once
      // and only its coming back slides: sliding away, it would pass over what it steps aside for.
      className={cx(
        'fixed inset-x-0 bottom-0 z-30 mx-auto flex w-full max-w-app items-center gap-2 border-t border-line bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur',
        stepAside ? 'invisible translate-y-full' : 'transition-[translate,visibility] motion-reduce:transition-none',
      )}
    >
      {action.kind === 'pick' ? (
        <PickButton spot={pick} pickId={detail.pickId} label={pickLabel} appearance="wide" resumes={false} />
      ) : (
        <>
          <PickButton spot={pick} pickId={detail.pickId} label={pickLabel} resumes={false} />
          <MainAction action={action} spotId={spot.id} />
        </>
      )}
    </div>
  );
}

function MainAction({ action, spotId }: { action: Exclude<DetailMainAction, { kind: 'pick' }>; spotId: number }) {
  const t = useTranslations('popup.actionBar');
  const links = useTranslations('popup.links');
  switch (action.kind) {
    case 'ticket':
      return (
        <Link href={`/waiting/${action.ticketId}`} className={MAIN}>
          <UsersIcon width={18} height={18} />
          {t('myTicket')}
        </Link>
      );
    case 'join':
      return <JoinQueueButton spotId={spotId} queue={action.queue} size="lg" className="min-w-0 flex-1" />;
    case 'lines':
      return (
        <a href={`#${QUEUE_STATUS_ANCHOR}`} className={MAIN}>
          <UsersIcon width={18} height={18} />
          {t('chooseLine')}
        </a>
      );
    case 'book':
      return action.internal ? (
        <Link href={action.href} className={MAIN}>
          <TicketIcon width={18} height={18} />
          {t('book')}
        </Link>
      ) : (
        <a href={action.href} target="_blank" rel="noopener noreferrer" className={MAIN}>
          <TicketIcon width={18} height={18} />
          {links('preReservation')}
          <ExternalLinkIcon width={14} height={14} />
          <span className="sr-only">{links('newWindow')}</span>
        </a>
      );
  }
}
