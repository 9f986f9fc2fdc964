'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { SpotSearchItem } from '@/api/contracts/search';
import { CloseIcon } from '@/components/ui/icons/close';
import { HeartIcon } from '@/components/ui/icons/heart';
import { MapPinIcon } from '@/components/ui/icons/map-pin';
import { ImageFrame } from '@/components/ui/image-frame';
import { Link } from '@/i18n/navigation';
import { spotPagePath } from '@/lib/spot-path';
import { buttonClassName } from '@/components/ui/button-styles';
import { IconButton } from '@/components/ui/icon-button';
import { PeriodLabel } from '@/components/ui/period-label';
import { FlagBadge, spotFlags } from './map-markers';
import { LabelChip } from '@/components/ui/label-chip';
import { QueueLine } from '@/components/shared/queue-line';

type Props = {
  spot: SpotSearchItem;
  id: string;
  onClose: () => void;
};

/**
 * The tapped pop-up over the bottom of the map. A non-modal dialog: the map stays usable
 * behind it (tap another marker to switch). Opening moves focus to its title so a screen
 * reader reads what was opened; Escape or the close button closes it, and the page puts
 * focus back on the marker (see MapSearch).
 */
export function SpotMapCard({ spot, id, onClose }: Props) {
  const t = useTranslations('searchMap');
  const locale = useLocale();
  const regionLocale = spot.area.region2DepthLocale ?? 'ko';
  const common = useTranslations('common');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    titleRef.current?.focus();
  }, [spot.id]);

  // Escape closes wherever focus is (the card, a marker, the map): the card is the one
  // thing Escape can dismiss on this page.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && !event.defaultPrevented) onCloseRef.current();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const picked = spot.pickId !== null;
  const flags = spotFlags(spot);
  const titleId = `${id}-title`;

  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="pointer-events-auto relative flex gap-3 rounded-2xl bg-surface p-3 pr-11 shadow-xl ring-1 ring-line"
    >
      <ImageFrame
        src={spot.file?.path}
        alt=""
        sizes="96px"
        fallbackLabel={t('noImage')}
        className="size-24 shrink-0 rounded-xl"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          lang={spot.contentLocale !== locale ? spot.contentLocale : undefined}
          className="line-clamp-2 text-base font-bold outline-none"
        >
          {spot.title}
        </h2>
        <p className="flex items-center gap-1 text-xs text-ink-muted">
          <MapPinIcon width={14} height={14} />
          <span lang={regionLocale !== locale ? regionLocale : undefined}>{spot.area.region2Depth}</span>
        </p>
        <p className="text-xs text-ink-muted">
          <span className="sr-only">{t('period')} </span>
          <PeriodLabel openDate={spot.openDate} closeDate={spot.closeDate} />
        </p>
        {spot.queue ? <QueueLine queue={spot.queue} className="text-xs font-semibold text-brand-strong" /> : null}
        {picked || flags.length ? (
          <ul aria-label={t('features')} className="flex flex-wrap gap-1">
            {picked ? (
              <li>
                <LabelChip tone="brand">
                  <HeartIcon filled width={12} height={12} />
                  {t('picked')}
                </LabelChip>
              </li>
            ) : null}
            {flags.map((flag) => (
              <li key={flag}>
                <FlagBadge flag={flag} labelled />
              </li>
            ))}
          </ul>
        ) : null}
        <Link
          href={spotPagePath(spot)}
          className={buttonClassName({ variant: 'secondary', size: 'sm', className: 'mt-1 w-fit' })}
        >
          {t('detailLink')}
          <span className="sr-only">: {spot.title}</span>
        </Link>
      </div>
      <IconButton
        label={common('close')}
        icon={<CloseIcon width={20} height={20} />}
        onClick={onClose}
        className="absolute top-1 right-1 text-ink-muted"
      />
    </section>
  );
}
