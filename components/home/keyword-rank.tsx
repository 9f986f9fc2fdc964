'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { searchQueries } from '@/api/search';
import { Link } from '@/i18n/navigation';
import { formatSeoulDateTime } from '@/lib/format-date';
import { searchListHref } from './home-queries';
import { HomeSection } from './home-section';

/**
 * The week's most searched keywords, numbered, each a search of the list. Keywords stay as
 * people typed them (Korean) on every page, marked lang="ko" on the others. The query retries
 * twice (the spec's ranking rule). Nothing to show (no searches yet, or the ranking failed
 * after its retries): the section is left out rather than shown empty.
 */
export function KeywordRank() {
  const locale = useLocale();
  const t = useTranslations('home.keywords');
  const { data } = useQuery(searchQueries.rank());
  if (!data || data.keywords.length === 0) return null;

  return (
    <HomeSection
      id="keywords"
      title={t('title')}
      description={t('rankedAt', { time: formatSeoulDateTime(data.rankedAt, locale) })}
    >
      <ol className="grid grid-flow-col grid-rows-5 gap-x-4 gap-y-1 px-4">
        {data.keywords.map(({ rank, keyword }) => (
          <li key={`${rank}-${keyword}`}>
            <Link
              href={searchListHref({ keyword })}
              className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-canvas"
            >
              <span
                aria-hidden
                className={`w-5 text-center text-sm font-bold ${rank <= 3 ? 'text-brand-strong' : 'text-ink-muted'}`}
              >
                {rank}
              </span>
              <span className="sr-only">{t('rankLabel', { rank })}</span>
              {/* What people search, kept as typed (Korean) in every language, and marked so. */}
              <span lang={locale !== 'ko' ? 'ko' : undefined} className="truncate text-sm font-medium">
                {keyword}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
