import '@/api/server-transport';
import { reviewQueries } from '@/api/reviews';
import { getSignedUpMe } from '@/api/users';
import { MyReviews } from '@/components/reviews/my-reviews';
import { localeFromParams } from '@/i18n/locale-param';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('review.history.metaTitle');

/**
 * /history/mypicks/review: my reviews. Like /mypage, an anonymous visitor (or one whose token
 * expired) is sent to /login with this page as `next`, which the sign-in keeps as the origin
 * referer. The first page is fetched here through the same client the browser uses.
 */
export default async function MyReviewsPage({ params }: Props) {
  const lang = await localeFromParams(params);
  await signedInOrLogin(getSignedUpMe, { lang, path: '/history/mypicks/review' });
  return (
    <HydratedClient scope="myReviews" prefetch={(client) => client.prefetchInfiniteQuery(reviewQueries.mine(lang))}>
      <MyReviews lang={lang} />
    </HydratedClient>
  );
}
