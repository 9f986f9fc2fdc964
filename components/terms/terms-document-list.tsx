import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { formatSeoulDate } from '@/lib/format-date';
import { termsPath } from '@/lib/terms/paths';
import type { TermsDocument } from '@/lib/terms/types';
import { displayedTermsVersion, effectiveFrom } from '@/lib/terms/versions';

/** /terms: each document with whether sign-up requires it and when its text took effect. */
export function TermsDocumentList({ documents, now }: { documents: readonly TermsDocument[]; now: Date }) {
  const t = useTranslations('terms');
  const locale = useLocale();
  return (
    <ul className="divide-y divide-line border-y border-line">
      {documents.map((document) => {
        const version = displayedTermsVersion(document, now);
        return (
          <li key={document.id}>
            <Link
              href={termsPath(document.id)}
              className="group flex min-h-tap flex-col gap-1 px-gutter py-4 hover:bg-canvas"
            >
              <span className="flex items-center gap-2">
                <span className="text-body font-semibold group-hover:underline">{t(`documents.${document.id}`)}</span>
                <span
                  className={
                    document.consent === 'required'
                      ? 'rounded-full bg-brand-soft px-2 py-0.5 text-caption font-bold text-brand-strong'
                      : 'rounded-full bg-canvas px-2 py-0.5 text-caption font-semibold text-ink-muted'
                  }
                >
                  {t(`consent.${document.consent}`)}
                </span>
              </span>
              <span className="text-label text-ink-muted">
                {t('effectiveOn', { date: formatSeoulDate(effectiveFrom(version), locale) })}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
