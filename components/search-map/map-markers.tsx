'use client';

import { useTranslations } from 'next-intl';
import type { ReactElement, SVGProps } from 'react';
import type { SpotSearchItem } from '@/api/contracts/search';
import { GiftIcon } from '@/components/ui/icons/gift';
import { TicketIcon } from '@/components/ui/icons/ticket';
import { UsersIcon } from '@/components/ui/icons/users';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** The three feature flags a map marker shows (the spec's benefit, waiting, pre-reservation). */
const SPOT_FLAGS = ['benefit', 'waiting', 'preReservation'] as const;
export type SpotFlag = (typeof SPOT_FLAGS)[number];

export function spotFlags(spot: Pick<SpotSearchItem, 'hasBenefit' | 'hasQueueConfig' | 'hasPreReservation'>) {
  const on: Record<SpotFlag, boolean> = {
    benefit: spot.hasBenefit,
    waiting: spot.hasQueueConfig,
    preReservation: spot.hasPreReservation,
  };
  return SPOT_FLAGS.filter((flag) => on[flag]);
}

const FLAG_STYLE: Record<SpotFlag, { Icon: (props: IconProps) => ReactElement; className: string }> = {
  benefit: { Icon: GiftIcon, className: 'bg-amber-500' },
  waiting: { Icon: UsersIcon, className: 'bg-emerald-600' },
  preReservation: { Icon: TicketIcon, className: 'bg-violet-600' },
};

/** A flag as a small coloured icon; `labelled` adds its name (the card), markers stay compact. */
export function FlagBadge({ flag, labelled = false }: { flag: SpotFlag; labelled?: boolean }) {
  const t = useTranslations('searchMap.flags');
  const { Icon, className } = FLAG_STYLE[flag];
  return (
    <span
      data-flag={flag}
      className={`inline-flex items-center gap-1 rounded-full text-white ${className} ${
        labelled ? 'px-2 py-0.5 text-xs font-semibold' : 'size-4 justify-center ring-1 ring-white'
      }`}
    >
      <Icon width={labelled ? 12 : 10} height={labelled ? 12 : 10} />
      {labelled ? t(flag) : null}
    </span>
  );
}

type SpotPinProps = {
  spot: SpotSearchItem;
  selected: boolean;
  /** The card's id, announced as what this button controls while the card is open. */
  cardId: string;
  onSelect: (spot: SpotSearchItem, trigger: HTMLElement) => void;
};

/**
 * One pop-up on the map: a pin (filled with a heart when the reader picked it) with its
 * feature flags as small badges above. The button's name says the same in words, so the
 * state is not carried by colour alone.
 */
export function SpotPin({ spot, selected, cardId, onSelect }: SpotPinProps) {
  const t = useTranslations('searchMap');
  const picked = spot.pickId !== null;
  const flags = spotFlags(spot);
  const label = [spot.title, picked ? t('picked') : null, ...flags.map((flag) => t(`flags.${flag}`))]
    .filter(Boolean)
    .join(', ');
  return (
    <button
      type="button"
      aria-label={label}
      aria-expanded={selected}
      aria-controls={selected ? cardId : undefined}
      data-picked={picked}
      onClick={(event) => onSelect(spot, event.currentTarget)}
      className={`group flex flex-col items-center rounded-md transition-transform focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink ${
        selected ? 'z-10 scale-125' : 'hover:scale-110'
      }`}
    >
      {flags.length ? (
        <span aria-hidden="true" className="mb-0.5 flex gap-0.5">
          {flags.map((flag) => (
            <FlagBadge key={flag} flag={flag} />
          ))}
        </span>
      ) : null}
      <svg
        viewBox="0 0 24 32"
        aria-hidden="true"
        focusable="false"
        className={`h-9 w-7 drop-shadow ${picked || selected ? 'text-brand' : 'text-ink'}`}
      >
        <path
          d="M12 31s10-10.2 10-18.5A10 10 0 0 0 2 12.5C2 20.8 12 31 12 31z"
          fill="currentColor"
          stroke="#fff"
          strokeWidth="2"
        />
        {picked ? (
          <path
            data-testid="picked-heart"
            d="M12 17.5s-4.5-2.7-4.5-5.6A2.3 2.3 0 0 1 12 10.6a2.3 2.3 0 0 1 4.5 1.3c0 2.9-4.5 5.6-4.5 5.6z"
            fill="#fff"
          />
        ) : (
          <circle cx="12" cy="12.5" r="3.5" fill="#fff" />
        )}
      </svg>
    </button>
  );
}

/** The visitor's position: a blue dot with a halo, not interactive. */
export function PositionDot() {
  const t = useTranslations('searchMap');
  return (
    <span role="img" aria-label={t('myPosition')} className="relative flex size-5 items-center justify-center">
      <span className="absolute inset-0 animate-ping rounded-full bg-sky-500/40 motion-reduce:animate-none" />
      <span className="size-4 rounded-full border-2 border-white bg-sky-600 shadow" />
    </span>
  );
}
