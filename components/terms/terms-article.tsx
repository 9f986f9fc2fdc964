import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { formatSeoulDate } from '@/lib/format-date';
import { TERMS_INDEX_PATH, termsPath } from '@/lib/terms/paths';
import type { TermsDocument, TermsVersion } from '@/lib/terms/types';
import { currentTermsVersion, effectiveFrom, termsVersionStatus, upcomingTermsVersion } from '@/lib/terms/versions';
import { TermsBlocks } from './terms-blocks';
import { TermsVersionHistory } from './terms-version-history';

type Props = {
  document: TermsDocument;
  /** The version on this page. */
  shown: TermsVersion;
  /** The time the statuses (in force, upcoming, earlier) are worked out for. */
  now: Date;
};

/**
 * One version of a legal document. The Korean text is the binding one and is shown in every
 * language (marked lang="ko"); the frame around it (title line, version, effective date, the
 * notice that the Korean text governs) is in the reader's language.
 */
export function TermsArticle({ document, shown, now }: Props) {
  const t = useTranslations('terms');
  const locale = useLocale();
  const status = termsVersionStatus(document, shown, now);
  const current = currentTermsVersion(document, now);
  const upcoming = upcomingTermsVersion(document, now);
  const dateOf = (version: TermsVersion) => formatSeoulDate(effectiveFrom(version), locale);

  return (
    <article className="px-gutter pt-6 pb-12">
      <header className="border-b border-line pb-5">
        <p className="text-label text-ink-muted">
          <Link href={TERMS_INDEX_PATH} className="underline-offset-2 hover:underline">
            {t('backToList')}
          </Link>
        </p>
        {locale === 'ko' ? (
          <h1 className="mt-2 text-headline font-bold">{shown.title}</h1>
        ) : (
          <>
            <h1 className="mt-2 text-headline font-bold">{t(`documents.${document.id}`)}</h1>
            <p lang="ko" className="mt-1 text-body text-ink-muted">
              {shown.title}
            </p>
          </>
        )}
        <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-label text-ink-muted">
          <div className="flex gap-1.5">
            <dt>{t('version')}</dt>
            <dd className="font-semibold text-ink">{shown.version}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt>{t('effectiveDate')}</dt>
            <dd className="font-semibold text-ink">
              <time dateTime={shown.effectiveDate}>{dateOf(shown)}</time>
            </dd>
          </div>
        </dl>
        {locale !== 'ko' ? (
          <p className="mt-3 rounded-control bg-canvas px-3 py-2 text-label">{t('koreanGoverns')}</p>
        ) : null}
        {status === 'superseded' ? (
          <Notice text={t('supersededNotice')} link={{ href: termsPath(document.id), label: t('viewCurrent') }} />
        ) : status === 'upcoming' ? (
          <Notice
            text={t('upcomingNotice', { date: dateOf(shown) })}
            link={current ? { href: termsPath(document.id), label: t('viewCurrent') } : null}
          />
        ) : upcoming ? (
          <Notice
            text={t('revisionNotice', { date: dateOf(upcoming) })}
            link={{ href: termsPath(document.id, upcoming.version), label: t('viewRevision') }}
          />
        ) : null}
      </header>
      <div lang="ko" className="space-y-7 pt-5 text-body">
        {shown.intro?.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {shown.sections.map((section, index) => {
          const id = `section-${index + 1}`;
          return (
            // Plain sections, not named regions: twenty landmarks would bury the page's own.
            <section key={id}>
              <h2 id={id} className="mb-2 text-title font-bold">
                {section.heading}
              </h2>
              <TermsBlocks blocks={section.blocks} idPrefix={`${id}-block`} />
            </section>
          );
        })}
      </div>
      <TermsVersionHistory document={document} shown={shown} now={now} />
    </article>
  );
}

function Notice({ text, link }: { text: string; link: { href: string; label: string } | null }) {
  return (
    <div className="mt-3 rounded-control border border-warning bg-warning-soft px-3 py-2 text-label">
      <p>{text}</p>
      {link ? (
        <Link
          href={link.href}
          className="inline-flex min-h-tap items-center font-semibold text-ink underline underline-offset-2"
        >
          {link.label}
        </Link>
      ) : null}
    </div>
  );
}
