'use client';

import { useTranslations } from 'next-intl';
import type { MyPick } from '@/api/contracts/picks';
import { HeartIcon } from '@/components/ui/icons/heart';
import { SpotCard } from '@/components/ui/spot-card';
import { cardFromListItem } from '@/components/ui/spot-card-data';

/**
 * One of my picks: the row card and, beside it, the filled heart that unpicks. It is an
 * action here, not a toggle (the card leaves the list), so it is named for what it does.
 */
export function MyPickItem({
  pick,
  priority,
  unpickLabel,
  onUnpick,
}: {
  pick: MyPick;
  priority: boolean;
  unpickLabel: string;
  onUnpick: () => void;
}) {
  const t = useTranslations('picks.features');
  const features = [
    pick.hasPreReservation ? t('preReservation') : null,
    pick.hasQueueConfig ? t('waiting') : null,
  ].filter((label): label is string => label !== null);
  return (
    <SpotCard
      spot={cardFromListItem(pick)}
      layout="row"
      imageSizes="112px"
      priority={priority}
      headingLevel={2}
      features={features}
      action={
        <button
          type="button"
          aria-label={unpickLabel}
          onClick={onUnpick}
          className="inline-flex size-tap shrink-0 items-center justify-center rounded-full text-brand transition-colors hover:bg-canvas"
        >
          <HeartIcon filled className="size-6" />
        </button>
      }
    />
  );
}
