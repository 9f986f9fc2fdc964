import 'server-only';
import type { MyEnterprise } from './contracts/enterprise';
import { enterpriseQueries } from './enterprise';
import { getQueryClient } from './query/get-query-client';

/**
 * The company console's viewer for a server component (a page or the console's layout): my
 * standing from GET /v1/enterprise/me, fetched once per request (the request's query client
 * shares it between the layout and the page). Throws the API's error: a page wraps it in
 * signedInOrLogin so an anonymous visitor goes to /login and comes back.
 *
 *   const viewer = await signedInOrLogin(loadEnterpriseViewer, { lang, path: '/enterprise' });
 *   const companyId = viewer.membership?.company.id;
 */
export function loadEnterpriseViewer(): Promise<MyEnterprise> {
  return getQueryClient().fetchQuery({ ...enterpriseQueries.me(), staleTime: 30_000 });
}

/** The same, or null when nobody (or nobody signed up) is signed in: for the layout's navigation. */
export async function loadEnterpriseViewerOrNull(): Promise<MyEnterprise | null> {
  try {
    return await loadEnterpriseViewer();
  } catch {
    return null;
  }
}
