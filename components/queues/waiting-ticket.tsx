'use client';

import { useQuery } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api/api-error';
import type { QueueTicket, QueueTicketLive } from '@/api/contracts/queues';
import { isActiveTicket } from '@/api/contracts/queue-ticket-status';
import { queueQueries, useApplyLiveTicket, useLeaveQueue } from '@/api/queues';
import type { Locale } from '@/lib/locales';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryGate } from '@/components/ui/query-gate';
import { Skeleton } from '@/components/ui/skeleton';
import { StoredImage } from '@/components/ui/stored-image';
import { Link } from '@/i18n/navigation';
import { useQueueLive, type LiveState } from '@/hooks/use-queue-live';
import { showToast } from '@/stores/toast-store';
import { ArrivalPanel } from './arrival-panel';

/** How often my place in line is refreshed while the live stream is down (or the page has none). */
const WAITING_REFRESH_MS = 15_000;
/** A slow safety net while the stream is up. */
const LIVE_REFRESH_MS = 60_000;

type Screen = 'waiting' | 'called' | 'canEnter' | 'entered' | 'cancelled' | 'cancelledByManager' | 'noShow';

/**
 * The five user screens of spec 4: waiting, entry call (your turn: come to the door within
 * the line's arrival window, decision 059), can enter (the store said "come in now": CALLED
 * with admittedAt, decision 040), entry done, entry cancelled; a cancelled ticket says who
 * ended it (the person, the store, or a call not answered in time).
 */
function screenOf(ticket: Pick<QueueTicket, 'status' | 'admittedAt'>): Screen {
  switch (ticket.status) {
    case 'REGISTERED':
      return 'waiting';
    case 'CALLED':
      return ticket.admittedAt ? 'canEnter' : 'called';
    case 'ENTERED':
      return 'entered';
    case 'CANCELED_BY_MANAGER':
      return 'cancelledByManager';
    case 'NO_SHOW':
      return 'noShow';
    case 'CANCELED':
      return 'cancelled';
  }
}

/**
 * When my turn comes (the call, then "come in now") while the page is open: a vibration and
 * a short tone where the browser allows them (a page that was never touched may not play
 * sound; the notification and the screen still say it).
 */
function useTurnAlert(screen: Screen | null) {
  const previous = useRef(screen);
  useEffect(() => {
    const before = previous.current;
    previous.current = screen;
    if (before === null || before === screen || (screen !== 'called' && screen !== 'canEnter')) return;
    navigator.vibrate?.([200, 100, 200]);
    try {
      const audio = new AudioContext();
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = 880;
      gain.gain.setValueAtTime(0.2, audio.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.6);
      tone.connect(gain).connect(audio.destination);
      tone.start();
      tone.stop(audio.currentTime + 0.6);
      tone.onended = () => void audio.close();
    } catch {
      // No Web Audio, or not allowed yet: the vibration and the screen remain.
    }
  }, [screen]);
}

/**
 * My waiting ticket: the pop-up, the line, my number and the screen for my status, kept
 * fresh by the line's live stream (server-sent events carrying the ticket's new place and
 * status, applied without asking again: decision 059) and by polling while the stream is down
 * (TanStack Query pauses the interval while the tab is hidden). Leaving asks first, then PATCHes; the answer is the updated ticket, so
 * the screen switches to 'entry cancelled' without another request.
 */
export function WaitingTicket({ ticketId }: { ticketId: number }) {
  const t = useTranslations('waiting');
  const lang = useLocale() as Locale;
  const liveState = useRef<LiveState>('connecting');
  const ticketQuery = useQuery({
    ...queueQueries.ticket(ticketId, lang),
    // Read after every fetch: a finished ticket changes no more; while the stream is up,
    // polling is only a slow safety net.
    refetchInterval: (query) => {
      const current = query.state.data;
      if (current && !isActiveTicket(current.status)) return false;
      return liveState.current === 'live' ? LIVE_REFRESH_MS : WAITING_REFRESH_MS;
    },
  });
  const { data: ticket, refetch, isFetching } = ticketQuery;
  const applyLiveTicket = useApplyLiveTicket(ticketId, lang);
  const finished = ticket !== undefined && !isActiveTicket(ticket.status);
  const live = useQueueLive(finished ? null : `/api/v1/users/spot-queues/${ticketId}/live`, (data) => {
    // The event carries what moved; a server without it (or no ticket loaded yet) means reload.
    const moved = data.ticket as QueueTicketLive | undefined;
    if (!moved || !applyLiveTicket(moved)) void refetch();
  });
  useEffect(() => {
    liveState.current = live;
  }, [live]);
  const screen = ticket ? screenOf(ticket) : null;
  useTurnAlert(screen);
  const [confirming, setConfirming] = useState(false);
  const [gone, setGone] = useState(false);

  const leaveMutation = useLeaveQueue(ticketId, lang);
  const leave = {
    isPending: leaveMutation.isPending,
    mutate: () =>
      leaveMutation.mutate(undefined, {
        // Also on a 401, which only the login modal answers (useApiMutation).
        onSettled: () => setConfirming(false),
        onSuccess: () => showToast({ message: t('leave.success') }),
        onError: (error) => {
          // 400: the ticket no longer waits; the spec shows the not-found page (spec 8).
          if (ApiError.is(error) && error.status === 400) setGone(true);
          else showToast({ message: t('leave.failure') });
        },
      }),
  };

  if (gone) notFound();

  const renderTicket = (ticket: QueueTicket) => {
    const image = ticket.spot.file?.path;
    return (
      <section aria-labelledby="waiting-title" className="flex flex-col px-6 pt-6 pb-12">
        <Link href={`/popup/${ticket.spot.id}`} className="flex items-center gap-3">
          {image ? (
            <StoredImage
              src={image}
              alt=""
              sizes="56px"
              width={56}
              height={56}
              className="size-14 shrink-0 rounded-lg object-cover"
            />
          ) : (
            <span aria-hidden="true" className="size-14 shrink-0 rounded-lg bg-canvas" />
          )}
          <span className="min-w-0">
            <span className="block truncate font-bold">{ticket.spot.title}</span>
            <span
              lang={ticket.queue.titleLocale !== lang ? ticket.queue.titleLocale : undefined}
              className="block truncate text-sm text-ink-muted"
            >
              {ticket.queue.title}
            </span>
          </span>
        </Link>

        <div className="mt-8 rounded-2xl border border-line p-6 text-center">
          <h1 id="waiting-title" className="text-sm text-ink-muted">
            {t('ticketNumberLabel')}
          </h1>
          <p className="mt-1 text-5xl font-extrabold text-brand tabular-nums">{ticket.ticketNumber}</p>
          <p className="mt-1 text-xs text-ink-muted">{t('partySize', { count: ticket.partySize })}</p>
          <div aria-live="polite" className="mt-6">
            <p className="text-lg font-bold">{t(`status.${screen!}.title`)}</p>
            <p className="mt-1 text-sm text-ink-muted">
              {screen === 'waiting'
                ? t('status.waiting.description', { count: ticket.teamsAhead })
                : t(`status.${screen!}.description`)}
            </p>
            {/* Teams called ahead are on their way in: shown apart, so the count above moves with every call. */}
            {screen === 'waiting' && ticket.calledAhead > 0 ? (
              <p className="mt-1 text-xs text-ink-muted">{t('calledAhead', { count: ticket.calledAhead })}</p>
            ) : null}
            {/* From the line's recent calls (decision 041); none while paused or without enough history. */}
            {screen === 'waiting' && ticket.estimatedWaitMinutes !== null ? (
              <p className="mt-1 text-sm font-semibold">{t('estimate', { minutes: ticket.estimatedWaitMinutes })}</p>
            ) : null}
            {screen === 'cancelledByManager' && ticket.cancelReason ? (
              <p className="mt-2 text-sm">{t('cancelReason', { reason: ticket.cancelReason })}</p>
            ) : null}
          </div>
        </div>

        {screen === 'called' ? <ArrivalPanel ticket={ticket} /> : null}

        {isActiveTicket(ticket.status) ? (
          <p className="mt-3 text-center text-xs text-ink-muted">{t(live === 'live' ? 'live.on' : 'live.off')}</p>
        ) : null}

        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className="mt-4 h-10 self-center rounded-full border border-line px-5 text-sm disabled:opacity-60"
        >
          {isFetching ? t('refreshing') : t('refresh')}
        </button>

        {isActiveTicket(ticket.status) ? (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="mt-8 h-12 rounded-full bg-canvas text-sm font-semibold text-ink"
          >
            {t('leave.button')}
          </button>
        ) : null}

        {confirming ? (
          <LeaveDialog pending={leave.isPending} onStay={() => setConfirming(false)} onLeave={() => leave.mutate()} />
        ) : null}
      </section>
    );
  };

  return (
    <QueryGate
      query={ticketQuery}
      skeleton={<TicketSkeleton />}
      loadingLabel={t('loading')}
      errorLabel={t('loadError')}
    >
      {renderTicket}
    </QueryGate>
  );
}

/** The shape of the ticket page while it loads: the pop-up's row and the number card. */
function TicketSkeleton() {
  return (
    <div className="flex flex-col px-6 pt-6 pb-12">
      <div className="flex items-center gap-3">
        <Skeleton className="size-14 shrink-0" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton shape="text" className="h-4 w-40" />
          <Skeleton shape="text" className="h-4 w-24" />
        </div>
      </div>
      <Skeleton shape="card" className="mt-8 h-56 w-full" />
    </div>
  );
}

function LeaveDialog({ pending, onStay, onLeave }: { pending: boolean; onStay: () => void; onLeave: () => void }) {
  const t = useTranslations('waiting.leave');
  return (
    <ConfirmDialog
      title={t('confirmTitle')}
      description={t('confirmDescription')}
      cancelLabel={t('stay')}
      confirmLabel={pending ? t('leaving') : t('confirm')}
      tone="danger"
      pending={pending}
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
