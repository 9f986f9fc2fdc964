import { getApp } from '@/server/http/app';

/**
 * Kakao's redirect URI: PUBLIC_BASE_URL + KAKAO_REDIRECT_PATH (/login/oauth/kakao, the spec's
 * login callback sub-route; the proxy maps it onto this [lang] segment). The sign-in itself
 * is the API's GET /api/v1/auth/kakao/callback, run in-process with the browser's cookies, so
 * the page route and the API (and its tests) share one implementation; its redirect and
 * Set-Cookie headers pass straight through.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const { search } = new URL(request.url);
  return getApp().request(`/api/v1/auth/kakao/callback${search}`, { headers: request.headers });
}
