'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { magazineQueries } from '@/api/magazines';
import { MagazineCard } from '@/components/shared/magazine/magazine-card';
import type { Locale } from '@/lib/locales';
import { CardRow, CardRowItem } from './card-row';
import { homeMagazineQuery } from './home-queries';
import { HomeSection } from './home-section';

/** The newest magazine posts, each linking to /{id}, and 'see all' to /magazine. */
export function HomeMagazine() {
  const lang = useLocale() as Locale;
  const t = useTranslations('home.magazine');
  const { data } = useQuery(magazineQueries.page(homeMagazineQuery(lang)));
  // No posts (or none loaded): the section would only be a heading, so it is left out.
  if (!data || data.content.length === 0) return null;
  return (
    <HomeSection id="magazine" title={t('title')} description={t('description')} seeAllHref="/magazine">
      <CardRow label={t('title')}>
        {data.content.map((post) => (
          <CardRowItem key={post.id} width="w-60">
            <MagazineCard post={post} variant="compact" headingLevel="h3" />
          </CardRowItem>
        ))}
      </CardRow>
    </HomeSection>
  );
}
