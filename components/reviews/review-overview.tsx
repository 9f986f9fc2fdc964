'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { reviewQueries } from '@/api/reviews';
import type { Locale } from '@/lib/locales';
import { ReviewStars } from './review-stars';
import { LoadError } from '@/components/ui/empty-state';
import { LoadingState, Skeleton } from '@/components/ui/skeleton';

const SCORES = ['5', '4', '3', '2', '1'] as const;

/**
 * The reviews' summary (spec 2): the average score, how the scores are spread (a bar per
 * star count) and the satisfaction items reviewers ticked most, each with the share of
 * reviews that ticked it. Server-rendered when the page opens on the reviews tab.
 */
export function ReviewOverview({ spotId, lang }: { spotId: number; lang: Locale }) {
  const t = useTranslations('review.overview');
  const { data, isError, isFetching, refetch } = useQuery(reviewQueries.overview(spotId, lang));

  if (!data) {
    return isError ? (
      <LoadError size="compact" message={t('loadError')} onRetry={() => void refetch()} retrying={isFetching} />
    ) : (
      <LoadingState className="px-gutter py-6">
        <Skeleton shape="card" className="h-32 w-full" />
      </LoadingState>
    );
  }
  if (data.count === 0) return null;

  const max = Math.max(...SCORES.map((s) => data.scoreDistribution[s] ?? 0), 1);
  return (
    <section aria-labelledby="review-overview-heading" className="px-4 pt-6 pb-2">
      <h3 id="review-overview-heading" className="sr-only">
        {t('heading')}
      </h3>
      <div className="flex items-center gap-6 rounded-2xl bg-canvas p-4">
        <div className="flex shrink-0 flex-col items-center">
          <p className="text-3xl font-bold tabular-nums" aria-hidden="true">
            {data.averageScore.toFixed(1)}
          </p>
          <ReviewStars score={data.averageScore} label={t('average', { score: data.averageScore.toFixed(1) })} />
          <p className="mt-1 text-xs text-ink-muted">{t('count', { count: data.count })}</p>
        </div>
        <ul aria-label={t('distribution')} className="flex flex-1 flex-col gap-1">
          {SCORES.map((score) => {
            const count = data.scoreDistribution[score] ?? 0;
            const percent = Math.round((count / data.count) * 100);
            return (
              <li key={score} className="flex items-center gap-2 text-xs">
                <span className="sr-only">{t('distributionRow', { score, count, percent })}</span>
                <span aria-hidden="true" className="w-6 text-ink-muted tabular-nums">
                  {t('scoreShort', { score })}
                </span>
                <span aria-hidden="true" className="h-1.5 flex-1 overflow-hidden rounded-full bg-line">
                  <span className="block h-full rounded-full bg-brand" style={{ width: `${(count / max) * 100}%` }} />
                </span>
                <span aria-hidden="true" className="w-6 text-right text-ink-muted tabular-nums">
                  {count}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      {data.topMetrics.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-sm font-semibold">{t('topMetrics')}</h4>
          <ul className="mt-2 flex flex-col gap-1.5">
            {data.topMetrics.map((metric) => (
              <li key={metric.id} className="relative overflow-hidden rounded-lg border border-line px-3 py-2 text-sm">
                <span
                  aria-hidden="true"
                  className="absolute inset-y-0 left-0 bg-brand-soft"
                  style={{ width: `${metric.ratio}%` }}
                />
                <span className="relative flex justify-between gap-2">
                  <span>{metric.name}</span>
                  <span className="text-ink-muted tabular-nums">
                    <span aria-hidden="true">{t('ratio', { ratio: metric.ratio })}</span>
                    <span className="sr-only">{t('ratioLabel', { ratio: metric.ratio, count: metric.count })}</span>
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
