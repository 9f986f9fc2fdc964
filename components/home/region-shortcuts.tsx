import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { REGION_GROUP_KEYS } from '@/lib/search/search-options';
import { searchListHref } from './home-queries';
import { HomeSection } from './home-section';

/** One tap to the list filtered to a region group (the list's own regionGroups filter). */
export function RegionShortcuts() {
  const t = useTranslations('home.regions');
  const regions = useTranslations('regions');
  return (
    <HomeSection id="regions" title={t('title')}>
      <ul className="grid grid-cols-4 gap-2 px-4">
        {REGION_GROUP_KEYS.map((key) => (
          <li key={key}>
            <Link
              href={searchListHref({ regionGroups: [key] })}
              className="flex min-h-11 items-center justify-center rounded-xl bg-canvas px-1 text-center text-sm leading-tight font-semibold [overflow-wrap:anywhere] hover:bg-brand-soft"
            >
              {regions(key)}
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
