import type { Metadata } from 'next';
import { TermsArticle } from '@/components/terms/terms-article';
import { localeFromParams } from '@/i18n/locale-param';
import {
  shownVersionOrNotFound,
  termsDocumentMetadata,
  termsDocumentOrNotFound,
  type TermsPageParams,
} from '../terms-page';

// Rendered on the first visit, then served from the cache; an unknown document or version
// is a 404 (termsDocumentOrNotFound, shownVersionOrNotFound).
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

type Props = { params: TermsPageParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeFromParams(params);
  const now = new Date();
  const { document: rawDocument, version } = await params;
  const document = termsDocumentOrNotFound(rawDocument);
  return termsDocumentMetadata(lang, document, shownVersionOrNotFound(document, version, now), {
    fixedVersion: true,
    now,
  });
}

/**
 * /terms/{document}/{version}: one fixed version, what a consent record links to. Earlier and
 * upcoming versions say so and link to the version in force.
 */
export default async function TermsVersionPage({ params }: Props) {
  await localeFromParams(params);
  const now = new Date();
  const { document: rawDocument, version } = await params;
  const document = termsDocumentOrNotFound(rawDocument);
  return <TermsArticle document={document} shown={shownVersionOrNotFound(document, version, now)} now={now} />;
}
