'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { reservationQueries } from '@/api/reservations';
import { LoadError } from '@/components/ui/empty-state';
import { LoadingState, Skeleton } from '@/components/ui/skeleton';
import { formatSeoulDateTime } from '@/lib/format-date';
import type { Locale } from '@/lib/locales';
import { useNow } from '@/hooks/use-now';

// The form brings react-hook-form and zod: they load with it, not with the page (decision 028).
const BookingForm = lazy(() => import('./booking-form').then((m) => ({ default: m.BookingForm })));

function FormPlaceholder() {
  return (
    <LoadingState className="flex flex-col gap-4">
      <Skeleton shape="pill" className="h-11 w-full" />
      <Skeleton shape="card" className="h-40 w-full" />
      <Skeleton shape="block" className="h-24 w-full" />
    </LoadingState>
  );
}

/**
 * The booking page's body: whether the pop-up's booking window is open (not yet: when it
 * opens, with the times to look at already; over: nothing to book), then the form.
 */
export function BookingPanel({ spotId, defaultPhone }: { spotId: number; defaultPhone: string }) {
  const t = useTranslations('reservation.form');
  const lang = useLocale() as Locale;
  const slots = useQuery(reservationQueries.slots(spotId, lang));
  const now = useNow();
  if (!slots.data) {
    return slots.isError ? (
      <LoadError message={t('loadError')} onRetry={() => void slots.refetch()} retrying={slots.isFetching} />
    ) : (
      <FormPlaceholder />
    );
  }
  const { bookingOpensAt, bookingClosesAt } = slots.data;
  if (now !== null && bookingClosesAt && Date.parse(bookingClosesAt) < now) {
    return <p className="rounded-card border border-line p-5 font-semibold">{t('closed')}</p>;
  }
  return (
    <>
      {now !== null && bookingOpensAt && Date.parse(bookingOpensAt) > now ? (
        <p className="mb-6 rounded-card bg-brand-soft p-4 text-label font-semibold text-brand-strong">
          {t('opensAt', { time: formatSeoulDateTime(bookingOpensAt, lang) })}
        </p>
      ) : null}
      <Suspense fallback={<FormPlaceholder />}>
        <BookingForm spotId={spotId} defaultPhone={defaultPhone} />
      </Suspense>
    </>
  );
}
