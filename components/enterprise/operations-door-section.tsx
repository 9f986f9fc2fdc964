'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { enterpriseOperationsQueries } from '@/api/enterprise-operations';
import { OperationsCheckInForm } from './operations-check-in-form';

/**
 * Today's bookings at the door: the check-in box, then every booking by start time with the
 * booker's name (for STAFF and above of the company only; the API refuses everyone else) and
 * the last four digits of their number, and the people expected and arrived.
 */
export function OperationsDoorSection({ spotId }: { spotId: number }) {
  const t = useTranslations('enterprise.operations.door');
  const format = useFormatter();
  const { data } = useQuery(enterpriseOperationsQueries.bookings(spotId));
  if (!data) return null;
  const day = format.dateTime(new Date(`${data.date}T00:00:00Z`), {
    month: 'long',
    day: 'numeric',
    weekday: 'short',
    timeZone: 'UTC',
  });

  return (
    <section aria-labelledby="operations-door-title" className="rounded-2xl border border-line bg-surface p-4 md:p-6">
      <h2 id="operations-door-title" className="text-title font-bold text-ink">
        {t('title', { day })}
      </h2>
      <p className="mt-1 text-label text-ink-muted tabular-nums">
        {t('totals', { expected: data.expectedPeople, visited: data.visitedPeople })}
      </p>
      <div className="mt-4">
        <OperationsCheckInForm spotId={spotId} />
      </div>
      {data.bookings.length === 0 ? (
        <p className="mt-4 text-body text-ink-muted">{t('empty')}</p>
      ) : (
        <div role="region" aria-label={t('listCaption', { day })} tabIndex={0} className="mt-4 overflow-x-auto">
          <table className="w-full text-label">
            <caption className="sr-only">{t('listCaption', { day })}</caption>
            <thead>
              <tr className="text-ink-muted">
                <th scope="col" className="py-1 pr-3 text-left font-normal">
                  {t('columns.time')}
                </th>
                <th scope="col" className="py-1 pr-3 text-left font-normal">
                  {t('columns.name')}
                </th>
                <th scope="col" className="py-1 pr-3 text-left font-normal">
                  {t('columns.party')}
                </th>
                <th scope="col" className="py-1 text-left font-normal">
                  {t('columns.status')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.bookings.map((booking) => (
                <tr key={booking.id} className="border-t border-line">
                  <td className="py-2 pr-3 tabular-nums">{booking.startTime}</td>
                  <th scope="row" className="py-2 pr-3 text-left font-semibold">
                    {booking.bookerName ?? t('noName')}
                    {booking.phoneLast4 ? (
                      <span className="ml-1 font-normal text-ink-muted">
                        {t('phoneLast4', { digits: booking.phoneLast4 })}
                      </span>
                    ) : null}
                  </th>
                  <td className="py-2 pr-3 tabular-nums">{t('people', { count: booking.partySize })}</td>
                  <td className="py-2">{t(`status.${booking.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
