import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { formatSeoulDate } from '@/lib/format-date';
import { termsPath } from '@/lib/terms/paths';
import type { TermsDocument, TermsVersion } from '@/lib/terms/types';
import { effectiveFrom, termsVersionStatus } from '@/lib/terms/versions';

/** Every version of a document, newest first, each at its own address; the one shown is marked. */
export function TermsVersionHistory({
  document,
  shown,
  now,
}: {
  document: TermsDocument;
  shown: TermsVersion;
  now: Date;
}) {
  const t = useTranslations('terms');
  const locale = useLocale();
  return (
    <nav aria-labelledby="terms-history" className="mt-10 border-t border-line pt-5">
      <h2 id="terms-history" className="text-title font-bold">
        {t('history')}
      </h2>
      <ul className="mt-2 divide-y divide-line">
        {document.versions.map((version) => {
          const isShown = version.version === shown.version;
          return (
            <li key={version.version}>
              <Link
                href={termsPath(document.id, version.version)}
                aria-current={isShown ? 'page' : undefined}
                className="flex min-h-tap items-center justify-between gap-3 py-2 text-body hover:bg-canvas aria-[current=page]:font-semibold"
              >
                <span className="flex flex-col">
                  <span>{t('effectiveOn', { date: formatSeoulDate(effectiveFrom(version), locale) })}</span>
                  <span className="text-label whitespace-nowrap text-ink-muted">
                    {t('version')} {version.version}
                  </span>
                </span>
                <span className="shrink-0 rounded-full bg-canvas px-2 py-0.5 text-caption text-ink-muted">
                  {t(`status.${termsVersionStatus(document, version, now)}`)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
