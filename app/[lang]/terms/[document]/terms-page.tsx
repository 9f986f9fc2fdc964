import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/locales';
import { formatSeoulDate } from '@/lib/format-date';
import { isTermsDocumentId, TERMS_CATALOGUE } from '@/lib/terms/catalogue';
import { termsPath } from '@/lib/terms/paths';
import type { TermsDocument, TermsVersion } from '@/lib/terms/types';
import { displayedTermsVersion, effectiveFrom, findTermsVersion, termsVersionStatus } from '@/lib/terms/versions';
import { publicPageMetadata } from '@/app/public-page-metadata';

/*
 * What the two document pages share: /terms/{document} (the version in force) and
 * /terms/{document}/{version} (one fixed version). Both are prerendered for every language,
 * document and version (generateStaticParams with dynamicParams = false, so anything else is
 * a 404 before rendering) and re-rendered hourly, so an announced revision takes over on its
 * effective day without a deploy.
 */

export type TermsPageParams = Promise<{ lang: string; document: string; version?: string }>;

export function termsDocumentOrNotFound(raw: string): TermsDocument {
  if (!isTermsDocumentId(raw)) notFound();
  return TERMS_CATALOGUE[raw];
}

/** The version a page shows: the one named in the path, or the one in force. */
export function shownVersionOrNotFound(
  document: TermsDocument,
  rawVersion: string | undefined,
  now: Date,
): TermsVersion {
  if (rawVersion === undefined) return displayedTermsVersion(document, now);
  return findTermsVersion(document, rawVersion) ?? notFound();
}

export async function termsDocumentMetadata(
  lang: Locale,
  document: TermsDocument,
  shown: TermsVersion,
  { fixedVersion, now }: { fixedVersion: boolean; now: Date },
): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'terms' });
  const name = t(`documents.${document.id}`);
  const status = termsVersionStatus(document, shown, now);
  const title = fixedVersion ? t('versionTitle', { name, version: shown.version }) : name;
  const description = t('documentDescription', { name, date: formatSeoulDate(effectiveFrom(shown), lang) });
  // The version in force has one canonical address, the document's; an earlier or upcoming
  // version is its own page, kept out of search results so they show the text that applies.
  const path = fixedVersion && status !== 'current' ? termsPath(document.id, shown.version) : termsPath(document.id);
  return publicPageMetadata({
    path,
    lang,
    title,
    description,
    robots: status === 'current' ? undefined : { index: false, follow: true },
  });
}
