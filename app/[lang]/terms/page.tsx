import { getTranslations } from 'next-intl/server';
import { BusinessInfoDetails } from '@/components/shared/business-info-details';
import { TermsDocumentList } from '@/components/terms/terms-document-list';
import { localeFromParams } from '@/i18n/locale-param';
import { listTermsDocuments } from '@/lib/terms/catalogue';
import { TERMS_INDEX_PATH } from '@/lib/terms/paths';
import { publicPageMetadataFrom } from '@/app/public-page-metadata';

// Served from the cache; hourly so that an announced revision's date shows once it applies.
export const revalidate = 3600;

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = publicPageMetadataFrom(TERMS_INDEX_PATH, 'terms.title', 'terms.metaDescription');

/** /terms: the legal documents, and the operator's business information (#business). */
export default async function TermsIndexPage({ params }: Props) {
  const lang = await localeFromParams(params);
  const t = await getTranslations({ locale: lang, namespace: 'terms' });
  const business = await getTranslations({ locale: lang, namespace: 'businessInfo' });
  return (
    <div className="pt-6 pb-12">
      <h1 className="px-gutter text-headline font-bold">{t('title')}</h1>
      <p className="px-gutter pt-2 pb-4 text-body text-ink-muted">{t('intro')}</p>
      <TermsDocumentList documents={listTermsDocuments()} now={new Date()} />
      <section id="business" aria-labelledby="business-title" className="mt-10 px-gutter">
        <h2 id="business-title" className="mb-3 text-title font-bold">
          {business('title')}
        </h2>
        <BusinessInfoDetails />
      </section>
    </div>
  );
}
