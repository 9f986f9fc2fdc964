import { getApp } from '@/server/http/app';

/**
 * Naver's Callback URL: PUBLIC_BASE_URL + NAVER_REDIRECT_PATH (/login/oauth/naver), served
 * like Kakao's (see ../kakao/route.ts): the API's GET /api/v1/auth/naver/callback runs
 * in-process with the browser's cookies, and its redirect and Set-Cookie pass straight through.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const { search } = new URL(request.url);
  return getApp().request(`/api/v1/auth/naver/callback${search}`, { headers: request.headers });
}
