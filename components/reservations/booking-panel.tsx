'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { reservationQueries } from '@/api/reservations';
import { QueryGate } from '@/components/ui/query-gate';
import { LoadingState, Skeleton } from '@/components/ui/skeleton';
import { formatSeoulDateTime } from '@/lib/format-date';
import type { Locale } from '@/lib/locales';
import { useNow } from '@/hooks/use-now';

// The form brings react-hook-form and zod: they load with it, not with the page (decision 028).
const BookingForm = lazy(() => import('./booking-form').then((m) => ({ default: m.BookingForm })));

function FormSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <Skeleton shape="pill" className="h-11 w-full" />
      <Skeleton shape="card" className="h-40 w-full" />
      <Skeleton shape="block" className="h-24 w-full" />
    </div>
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
  return (
    <QueryGate query={slots} skeleton={<FormSkeleton />} errorLabel={t('loadError')}>
      {({ bookingOpensAt, bookingClosesAt }) => (
        <BookingWindow
          spotId={spotId}
          defaultPhone={defaultPhone}
          bookingOpensAt={bookingOpensAt}
          bookingClosesAt={bookingClosesAt}
        />
      )}
    </QueryGate>
  );
}

/** Closed, not open yet (the form shows already), or open. */
function BookingWindow({
  spotId,
  defaultPhone,
  bookingOpensAt,
  bookingClosesAt,
}: {
  spotId: number;
  defaultPhone: string;
  bookingOpensAt: string | null;
  bookingClosesAt: string | null;
}) {
  const t = useTranslations('reservation.form');
  const lang = useLocale() as Locale;
  const now = useNow();
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
      <Suspense
        fallback={
          <LoadingState>
            <FormSkeleton />
          </LoadingState>
        }
      >
        <BookingForm spotId={spotId} defaultPhone={defaultPhone} />
      </Suspense>
    </>
  );
}
