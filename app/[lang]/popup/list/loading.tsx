import { getTranslations } from 'next-intl/server';
import { SearchSkeleton } from '@/components/search/search-skeleton';

/** Shown at once when a link opens the list, while the server fetches the first page. */
export default async function Loading() {
  const common = await getTranslations('common');
  return (
    <div className="pt-24">
      <SearchSkeleton count={5} label={common('loading')} />
    </div>
  );
}
