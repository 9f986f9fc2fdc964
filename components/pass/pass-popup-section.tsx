'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { searchQueries } from '@/api/search';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/lib/locales';
import { buttonClassName } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { InboxIcon } from '@/components/ui/icons/inbox';
import { QueryGate } from '@/components/ui/query-gate';
import { RowSkeleton } from '@/components/ui/skeleton';
import { SpotCard } from '@/components/ui/spot-card';
import { cardFromListItem } from '@/components/ui/spot-card-data';
import { passHomePopupQuery } from './pass-queries';

/**
 * The pass home's 'pass pop-ups now': the first few PARTNER spots running now or opening
 * soon (GET /v1/spots?types=PARTNER), then a link to all of them. The page prefetched them;
 * useQuery rather than the suspense variant because a failed server prefetch is not
 * dehydrated, and then the browser should ask again instead of failing the page.
 */
export function PassPopupSection() {
  const t = useTranslations('pass.popups');
  const locale = useLocale() as Locale;
  const query = useQuery(searchQueries.page(passHomePopupQuery(locale)));

  return (
    <section aria-labelledby="pass-popups-heading" className="border-t border-line py-5">
      <div className="flex items-end justify-between gap-3 px-4">
        <div>
          <h2 id="pass-popups-heading" className="text-lg font-bold">
            {t('heading')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('description')}</p>
        </div>
      </div>
      <QueryGate query={query} size="compact" skeleton={<RowSkeleton count={3} />} errorLabel={t('loadError')}>
        {(data) =>
          data.content.length === 0 ? (
            <EmptyState size="compact" icon={<InboxIcon />} title={t('empty')} />
          ) : (
            <ul aria-label={t('listLabel')} className="mt-2 flex flex-col gap-1 px-2">
              {data.content.map((spot) => (
                <li key={spot.id}>
                  <SpotCard spot={cardFromListItem(spot)} layout="row" imageSizes="112px" headingLevel={3} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryGate>
      <div className="px-4 pt-2">
        <Link href="/pass/popups" className={buttonClassName({ variant: 'outline', fullWidth: true })}>
          {t('seeAll')}
        </Link>
      </div>
    </section>
  );
}
