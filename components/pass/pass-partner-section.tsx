'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { partnerQueries } from '@/api/partners';
import { buttonClassName } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { InboxIcon } from '@/components/ui/icons/inbox';
import { QueryGate } from '@/components/ui/query-gate';
import { RowSkeleton } from '@/components/ui/skeleton';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/lib/locales';
import { PassPartnerCard } from './pass-partner-card';
import { PASS_HOME_PARTNER_QUERY } from './pass-queries';

/** The pass home's partner businesses: the first page of GET /v1/partners, then a link to all. */
export function PassPartnerSection() {
  const t = useTranslations('pass.partners');
  const lang = useLocale() as Locale;
  const query = useQuery(partnerQueries.page(PASS_HOME_PARTNER_QUERY, lang));

  return (
    <section aria-labelledby="pass-partners-heading" className="border-t border-line py-5">
      <div className="px-4">
        <h2 id="pass-partners-heading" className="text-lg font-bold">
          {t('heading')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('description')}</p>
      </div>
      <QueryGate query={query} size="compact" skeleton={<RowSkeleton count={3} />} errorLabel={t('loadError')}>
        {(data) =>
          data.content.length === 0 ? (
            <EmptyState size="compact" icon={<InboxIcon />} title={t('empty')} />
          ) : (
            <ul aria-label={t('listLabel')} className="mt-2 grid grid-cols-1 gap-1 px-2">
              {data.content.map((partner) => (
                <li key={partner.id}>
                  <PassPartnerCard partner={partner} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryGate>
      <div className="px-4 pt-2 pb-6">
        <Link href="/pass/partners" className={buttonClassName({ variant: 'outline', fullWidth: true })}>
          {t('seeAll')}
        </Link>
      </div>
    </section>
  );
}
