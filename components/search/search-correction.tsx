import { useTranslations } from 'next-intl';

/**
 * "Did you mean": the typed keyword found nothing and the API answered for a one-typo
 * correction of it (SpotSearchResult.correctedKeyword), so the list says whose results these
 * are. Rendered by the server's first page and by the browser's list alike.
 */
export function SearchCorrection({ keyword, corrected }: { keyword: string; corrected: string }) {
  const t = useTranslations('search.results');
  return (
    <p role="status" className="px-gutter pt-1 text-label text-ink">
      {t.rich('corrected', {
        keyword,
        corrected,
        strong: (chunks) => <strong className="font-semibold text-brand-strong">{chunks}</strong>,
      })}
    </p>
  );
}
