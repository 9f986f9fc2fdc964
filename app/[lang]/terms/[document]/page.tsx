import type { Metadata } from 'next';
import { TermsArticle } from '@/components/terms/terms-article';
import { localeFromParams } from '@/i18n/locale-param';
import {
  shownVersionOrNotFound,
  termsDocumentMetadata,
  termsDocumentOrNotFound,
  type TermsPageParams,
} from './terms-page';

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
  const document = termsDocumentOrNotFound((await params).document);
  return termsDocumentMetadata(lang, document, shownVersionOrNotFound(document, undefined, now), {
    fixedVersion: false,
    now,
  });
}

/** /terms/{document}: the version in force of one legal document (terms, privacy, location, marketing). */
export default async function TermsDocumentPage({ params }: Props) {
  await localeFromParams(params);
  const now = new Date();
  const document = termsDocumentOrNotFound((await params).document);
  return <TermsArticle document={document} shown={shownVersionOrNotFound(document, undefined, now)} now={now} />;
}
