import { apiFetch } from './client';
import type {
  AuthMethods,
  KakaoAppSignInBody,
  KakaoAppSignInResult,
  MySession,
  SignOutEverywhereResult,
} from './contracts/auth';

// GET /v1/auth/methods - which sign-in buttons to show (Kakao keys set, demo sign-in on)
export function getAuthMethods(): Promise<AuthMethods> {
  return apiFetch<AuthMethods>('/v1/auth/methods');
}

// POST /v1/auth/logout is a plain form post (components/auth/sign-out-button.tsx): the server
// clears the cookies and redirects, so it needs no fetch function here.

/**
 * Where a sign-in button points: a plain link (never prefetched: following it starts a
 * sign-in and sets the state cookie). `next` names the page to return to when the server,
 * not the browser, decided the sign-in was needed.
 */
export function authorizePath(provider: 'kakao' | 'naver' | 'apple', lang: string, next?: string): string {
  const query = new URLSearchParams({ lang });
  if (next) query.set('next', next);
  return `/api/v1/auth/${provider}/authorize?${query}`;
}

// POST /v1/auth/kakao/app - sign in with the Kakao token the companion app handed over.
export function signInWithKakaoApp(body: KakaoAppSignInBody): Promise<KakaoAppSignInResult> {
  return apiFetch<KakaoAppSignInResult>('/v1/auth/kakao/app', { method: 'POST', body });
}

/** The demo sign-in form's action (a plain POST: it works without JavaScript). */
export const DEMO_SIGN_IN_ACTION = '/api/v1/auth/demo';

// GET /v1/users/me/sessions - where I am signed in (this device marked)
export function listMySessions(): Promise<MySession[]> {
  return apiFetch<MySession[]>('/v1/users/me/sessions');
}

// DELETE /v1/users/me/sessions - sign out of every device, this one included
export function signOutEverywhere(): Promise<SignOutEverywhereResult> {
  return apiFetch<SignOutEverywhereResult>('/v1/users/me/sessions', { method: 'DELETE' });
}
