'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { SpotDetail } from '@/api/contracts/spots';
import { ChatShortcut } from '@/components/popup-detail/chat-shortcut';
import { ShareButton } from '@/components/popup-detail/share-button';
import { useHydrated } from '@/hooks/use-hydrated';
import { useRecentPickToast } from '@/hooks/use-recent-pick-toast';
import { useSpotViewLog } from '@/hooks/use-spot-view-log';
import type { Locale } from '@/lib/locales';
import { AlertDrawerButton } from './alert-drawer-button';
import { HeroGallery } from './hero-gallery';
import { NearViewport } from './near-viewport';
import { DetailPickButton } from './detail-pick-button';
import { PopupInfoSections } from './popup-info-sections';
import { PopupLocation } from './popup-location';
import { PopupSchedule } from './popup-schedule';
import { PopupSummary } from './popup-summary';
import { PreReservationLinks } from './pre-reservation-links';
import { QueueStatus } from './queue-status';
import { VoteSection } from './vote-section';

// The bottom bar is all the reader's own state: it and its code come after hydration (never in
// the server's HTML, where a lazy part would stream out of order).
const DetailActionBar = lazy(() => import('./detail-action-bar').then((m) => ({ default: m.DetailActionBar })));
// Suggestions at the very bottom, fetched in the browser when scrolled near: their code comes then too.
const Recommendations = lazy(() => import('./recommendations').then((m) => ({ default: m.Recommendations })));
const NearbyPartners = lazy(() => import('./nearby-partners').then((m) => ({ default: m.NearbyPartners })));

/**
 * The pop-up detail's description tab, in the spec's order (section 2): hero; category,
 * share and pick; region and period; title; pre-reservation and waiting links; schedule
 * with the alert entry; waiting status; location; vote (READY or IN_PROGRESS only); notice,
 * benefits, detail info, tags and links; similar and nearby pop-ups; nearby partners.
 *
 * Everything public renders on the server for crawlers and anonymous readers. The reader's
 * own parts (pick state from the per-request spot, vote, queues, alert) are client-fetched
 * or client-gated, and only actions ask for sign-in.
 */
export function DescriptionTab({
  spot,
  lang,
  bestTimes,
}: {
  spot: SpotDetail;
  lang: Locale;
  /** The best time to go, rendered on the server into the waiting section (decision 041). */
  bestTimes?: ReactNode;
}) {
  // Page-level effects, guarded so that tab switches and Strict Mode don't repeat them.
  useSpotViewLog(spot.id);
  useRecentPickToast(spot.id, spot.recentPickCount);
  // State, not a ref: the links may render only after hydration (the reader's clock).
  const [links, setLinks] = useState<HTMLElement | null>(null);
  const [actions, setActions] = useState<HTMLElement | null>(null);
  const [title, setTitle] = useState<HTMLElement | null>(null);
  const hydrated = useHydrated();

  return (
    // Room at the end for the bottom bar (72 px) and the chat button above it (56 px and its
    // margins) to clear the last line.
    <div className="pb-40">
      <HeroGallery spot={spot} />
      <PopupSummary
        spot={spot}
        titleRef={setTitle}
        actions={
          <span ref={setActions} className="flex items-center">
            <ShareButton spot={spot} lang={lang} />
            <DetailPickButton spot={spot} lang={lang} />
          </span>
        }
      />
      <PreReservationLinks spot={spot} ref={setLinks} />
      <PopupSchedule spot={spot} alertEntry={<AlertDrawerButton spot={spot} lang={lang} />} />
      {spot.hasQueueConfig ? <QueueStatus spotId={spot.id}>{bestTimes}</QueueStatus> : null}
      <PopupLocation spot={spot} />
      {spot.periodType === 'READY' || spot.periodType === 'IN_PROGRESS' ? <VoteSection spotId={spot.id} /> : null}
      <PopupInfoSections spot={spot} />
      <NearViewport>
        <Recommendations spotId={spot.id} lang={lang} />
      </NearViewport>
      <NearViewport>
        <NearbyPartners spotId={spot.id} />
      </NearViewport>
      <ChatShortcut avoid={[actions, links]} />
      {hydrated ? (
        <Suspense fallback={null}>
          <DetailActionBar spot={spot} lang={lang} avoid={[title, actions, links]} />
        </Suspense>
      ) : null}
    </div>
  );
}
