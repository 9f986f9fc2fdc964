import '@/api/server-transport';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { partnerQueries } from '@/api/partners';
import { searchQueries } from '@/api/search';
import { PassIntro } from '@/components/pass/pass-intro';
import { PassPartnerSection } from '@/components/pass/pass-partner-section';
import { PassPopupSection } from '@/components/pass/pass-popup-section';
import { PASS_HOME_PARTNER_QUERY, passHomePopupQuery } from '@/components/pass/pass-queries';
import { localeFromParams } from '@/i18n/locale-param';
import { getQueryClient } from '@/api/query/get-query-client';
import { ClientMessages } from '@/components/providers/client-messages';
import { publicPageMetadataFrom } from '@/app/public-page-metadata';

// Counters may be this old (seconds); edits arrive at once (cache tags).
export const revalidate = 60;

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = publicPageMetadataFrom('/pass', 'pass.title', 'pass.metaDescription');

/**
 * /pass: the Popspot Pass home. What the pass is, the pass pop-ups running now or opening
 * soon, and the first partner businesses, all in the server HTML; links lead to the full
 * lists (/pass/popups, /pass/partners).
 */
export default async function PassHomePage({ params }: Props) {
  const lang = await localeFromParams(params);
  const queryClient = getQueryClient();
  // prefetchQuery never throws: a failed section is fetched again by the browser.
  await Promise.all([
    queryClient.prefetchQuery(searchQueries.page(passHomePopupQuery(lang))),
    queryClient.prefetchQuery(partnerQueries.page(PASS_HOME_PARTNER_QUERY, lang)),
  ]);
  return (
    <>
      <PassIntro />
      <ClientMessages scope="pass">
        <HydrationBoundary state={dehydrate(queryClient)}>
          <PassPopupSection />
          <PassPartnerSection />
        </HydrationBoundary>
      </ClientMessages>
    </>
  );
}
