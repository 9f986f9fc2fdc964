'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { enterpriseOperationsQueries } from '@/api/enterprise-operations';
import { Link } from '@/i18n/navigation';
import { OperationsDoorSection } from './operations-door-section';
import { OperationsLinesSection } from './operations-lines-section';
import { OperationsReservationsSection } from './operations-reservations-section';

/**
 * /enterprise/popups/{id}/operations: the pop-up's waiting lines, its Popspot reservations
 * and today's door, one under the other on a tablet, and lines beside the door on a laptop.
 */
export function OperationsView({ spotId, today }: { spotId: number; today: string }) {
  const t = useTranslations('enterprise.operations');
  const { data } = useQuery(enterpriseOperationsQueries.lines(spotId));
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-gutter py-6">
      <header>
        <Link href={`/enterprise/popups/${spotId}`} className="text-label text-ink-muted underline">
          {t('backToEditor')}
        </Link>
        <h1 className="mt-1 text-headline font-bold text-ink">{t('title', { title: data?.spot.title ?? '' })}</h1>
        <nav aria-label={t('sectionsLabel')} className="mt-2 flex flex-wrap gap-3 text-label">
          <a href="#operations-lines-title" className="underline">
            {t('lines.title')}
          </a>
          <a href="#operations-reservations-title" className="underline">
            {t('reservations.title')}
          </a>
          <a href="#operations-door-title" className="underline">
            {t('door.nav')}
          </a>
        </nav>
      </header>
      <div className="grid gap-6 xl:grid-cols-2">
        <OperationsLinesSection spotId={spotId} />
        <OperationsDoorSection spotId={spotId} />
      </div>
      <OperationsReservationsSection spotId={spotId} today={today} />
    </div>
  );
}
