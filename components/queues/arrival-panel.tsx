'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { QueueTicket } from '@/api/contracts/queues';
import { Button } from '@/components/ui/button';
import { MapPinIcon } from '@/components/ui/icons/map-pin';
import { NavigationIcon } from '@/components/ui/icons/navigation';
import { useMapDirections } from '@/hooks/use-map-directions';

/** Seconds left until `deadline`, ticking every second; null before hydration. */
function useSecondsLeft(deadline: string | null): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!deadline) return;
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, 1_000);
    return () => clearInterval(timer);
  }, [deadline]);
  if (!deadline || now === null) return null;
  return Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000));
}

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The called team on its way (decision 059): the time left in the line's arrival window as a
 * countdown, what happens when it runs out, and the way to the door. A remote waiter may be
 * streets away when the call comes; this is what they need to get there in time.
 */
export function ArrivalPanel({ ticket }: { ticket: Pick<QueueTicket, 'arriveBy' | 'queue' | 'spot'> }) {
  const t = useTranslations('waiting.arrival');
  const openDirections = useMapDirections();
  const left = useSecondsLeft(ticket.arriveBy);
  const late = left === 0;
  return (
    <div className="mt-4 rounded-2xl border border-line p-5 text-left">
      {ticket.arriveBy ? (
        <div className={late ? 'text-danger' : undefined}>
          {late ? (
            <p role="alert" className="text-sm font-semibold">
              {t('late')}
            </p>
          ) : (
            <p className="flex items-baseline justify-between gap-3">
              <span className="text-sm text-ink-muted">{t('timeLeft')}</span>
              {/* Read on demand, not announced every second. */}
              <span role="timer" aria-live="off" className="text-2xl font-extrabold tabular-nums">
                {left === null ? '' : clock(left)}
              </span>
            </p>
          )}
          <p className="mt-1 text-xs text-ink-muted">{t('window', { minutes: ticket.queue.arrivalMinutes })}</p>
        </div>
      ) : null}
      <div className="mt-4 flex gap-2 text-sm">
        <MapPinIcon width={16} height={16} className="mt-0.5 shrink-0 text-ink-muted" aria-hidden="true" />
        <p className="min-w-0 flex-1">
          <span className="sr-only">{t('address')}: </span>
          {ticket.spot.address}
        </p>
      </div>
      <Button
        fullWidth
        className="mt-3"
        onClick={() =>
          openDirections({
            name: ticket.spot.title,
            latitude: ticket.spot.latitude,
            longitude: ticket.spot.longitude,
          })
        }
        icon={<NavigationIcon width={16} height={16} />}
      >
        {t('directions')}
      </Button>
    </div>
  );
}
