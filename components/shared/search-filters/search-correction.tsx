import { useTranslations } from 'next-intl';

/**
 * "Did you mean": the API answered for another keyword than the one typed
 * (SpotSearchResult.correctedKeyword): a one-typo correction of a keyword that found nothing
 * (TYPO), or the keyword read on the Korean keyboard layout (KEYBOARD, 'tjdtn' → '성수'). The
 * list says whose results these are. Rendered by the server's first page and by the
 * browser's list alike.
 */
export function SearchCorrection({
  keyword,
  corrected,
  kind,
  className = 'px-gutter pt-1 text-label text-ink',
}: {
  keyword: string;
  corrected: string;
  kind: 'TYPO' | 'KEYBOARD' | null;
  /** The list's line by default; the map draws it as a pill over the map. */
  className?: string;
}) {
  const t = useTranslations('search.results');
  return (
    <p role="status" className={className}>
      {t.rich(kind === 'KEYBOARD' ? 'keyboard' : 'corrected', {
        keyword,
        corrected,
        strong: (chunks) => <strong className="font-semibold text-brand-strong">{chunks}</strong>,
      })}
    </p>
  );
}
