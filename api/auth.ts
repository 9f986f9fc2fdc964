import { useApiMutation } from '@/api/query/use-api-mutation';
import { ApiError } from './api-error';
import type { LoginErrorReason } from './auth-constants';
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
function signInWithKakaoApp(body: KakaoAppSignInBody): Promise<KakaoAppSignInResult> {
  return apiFetch<KakaoAppSignInResult>('/v1/auth/kakao/app', { method: 'POST', body });
}

/** The demo sign-in form's action (a plain POST: it works without JavaScript). */
export const DEMO_SIGN_IN_ACTION = '/api/v1/auth/demo';

// GET /v1/users/me/sessions - where I am signed in (this device marked)
export function listMySessions(): Promise<MySession[]> {
  return apiFetch<MySession[]>('/v1/users/me/sessions');
}

// DELETE /v1/users/me/sessions - sign out of every device, this one included
function signOutEverywhere(): Promise<SignOutEverywhereResult> {
  return apiFetch<SignOutEverywhereResult>('/v1/users/me/sessions', { method: 'DELETE' });
}

/** How a sign-in through the companion app ended: where to go, or which login error screen. */
type KakaoAppSignInOutcome = { next: string } | { failed: LoginErrorReason };

/**
 * The login error screen for a refused app sign-in. Kakao not knowing the app's token is
 * INVALID_TOKEN (401): the answer of this sign-in ('client'), not a session the server
 * stopped accepting, so it must not reach the query client's 401 rule (the login modal).
 */
function kakaoAppSignInFailure(error: unknown): LoginErrorReason {
  if (ApiError.is(error, 'UNDER_14')) return 'under14';
  if (ApiError.is(error, 'INVALID_TOKEN')) return 'client';
  return 'server';
}

/**
 * Exchanges the companion app's Kakao token for our session. Every way it can end has its
 * screen (the next page, or a login error screen), so a refusal is an outcome, not an error:
 * nothing reaches the shared error handler, whose 401 means 'sign in again'.
 */
export function useKakaoAppSignIn() {
  return useApiMutation({
    mutationFn: async (body: KakaoAppSignInBody): Promise<KakaoAppSignInOutcome> => {
      try {
        return { next: (await signInWithKakaoApp(body)).next };
      } catch (error) {
        return { failed: kakaoAppSignInFailure(error) };
      }
    },
  });
}

/**
 * Ends every session of the account, this one included; the dialog explains a failure in
 * place. On success the caller loads home afresh (the server cleared the login cookies).
 */
export function useSignOutEverywhere() {
  return useApiMutation({ mutationFn: signOutEverywhere, meta: { handles: true } });
}
