import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { LoginErrorReason, SignInResult } from '@/api/contracts/auth';
import { ORIGIN_REFERER_COOKIE } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { safeReturnPath } from '@/lib/return-path';
import { appleAuthorizeUrl } from '../../../auth/apple-client';
import { kakaoAuthorizeUrl } from '../../../auth/kakao-client';
import { naverAuthorizeUrl } from '../../../auth/naver-client';
import { LoginFailure } from '../../../auth/login-failure';
import {
  beginOAuthState,
  statesMatch,
  takeOAuthState,
  type OAuthProvider,
  type StoredOAuthState,
} from '../../../auth/oauth-state';
import { afterSignInPath, homePath, langOfPath, localePrefix, loginErrorPath } from '../../../auth/return-path';
import {
  clearOriginReferer,
  clearSessionCookies,
  setFlash,
  setOriginReferer,
  setSessionCookies,
} from '../../../auth/session-cookies';
import { serverEnv } from '../../../env';
import { logger } from '../../../logger';
import { signInDemo } from '../../../services/auth/sign-in-demo';
import { signInWithApple } from '../../../services/auth/sign-in-with-apple';
import { signInWithKakao, signInWithKakaoApp } from '../../../services/auth/sign-in-with-kakao';
import { signInWithNaver } from '../../../services/auth/sign-in-with-naver';
import { apiError } from '@/api/api-error';
import { signInFreshAccount } from '../../../services/auth/sign-in-fresh-account';
import { endSession } from '../../../services/auth/sign-out';
import { deviceOf } from '../../../services/auth/user-sessions';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import type { AppEnv } from '../../types';
import * as routes from './auth.routes';

/** A plain HTML form post (the no-JavaScript path) is answered with a redirect, not JSON. */
function isFormPost(c: Context): boolean {
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(c.req.header('content-type') ?? '');
}

function failLogin(c: Context<AppEnv>, reason: LoginErrorReason, lang: Locale) {
  return c.redirect(loginErrorPath(reason, lang), 302);
}

type CallbackQuery = { code?: string; state?: string; error?: string };

/** The browser or app a sign-in is for, as the session list shows it. */
const device = (c: Context<AppEnv>) => deviceOf(c.req.header('user-agent'));

/** The login cookies of a finished sign-in. */
function setSignInCookies(c: Context<AppEnv>, session: SignInResult, apple = false) {
  setSessionCookies(c, {
    accessToken: session.accessToken,
    userId: session.user.id,
    nickname: session.user.nickname,
    expiresIn: session.expiresIn,
    apple,
    signedUp: session.user.signedUp,
  });
}

/**
 * The start of a provider sign-in: remember where to return to and the state (and nonce),
 * then off to the provider. A provider without keys ends on the server-error screen.
 */
async function startSignIn(
  c: Context<AppEnv>,
  provider: OAuthProvider,
  query: { lang?: Locale; next?: string },
  enabled: boolean,
  authorizeUrl: (state: string, nonce: string) => string | Promise<string>,
) {
  const lang = query.lang ?? 'ko';
  if (!enabled) return failLogin(c, 'server', lang);
  const returnTo = safeReturnPath(query.next);
  if (returnTo) setOriginReferer(c, returnTo);
  const { state, nonce } = beginOAuthState(c, provider, lang);
  try {
    return c.redirect(await authorizeUrl(state, nonce), 302);
  } catch (error) {
    logger.error(`${provider} sign-in could not start`, { requestId: c.get('requestId'), error });
    return failLogin(c, 'server', lang);
  }
}

/**
 * A provider's redirect back, the same for Kakao, Naver and Apple: the person cancelled
 * (back to the login page), the state cookie is gone (timeout), the state is not ours or
 * the provider reports an error (client), else the provider's sign-in; then the login
 * cookies and the way on (/signup first for a new account).
 */
async function finishSignIn(
  c: Context<AppEnv>,
  provider: OAuthProvider,
  query: CallbackQuery,
  signIn: (stored: StoredOAuthState) => Promise<SignInResult>,
) {
  const referer = getCookie(c, ORIGIN_REFERER_COOKIE.name);
  const stored = takeOAuthState(c);
  // The callback always arrives unprefixed; the language travels in the state cookie.
  const lang = stored?.lang ?? langOfPath(referer);
  // Cancel on the provider's consent screen (Kakao, Naver: access_denied; Apple: user_cancelled_authorize).
  if (query.error === 'access_denied' || query.error === 'user_cancelled_authorize') {
    return c.redirect(`${localePrefix(lang)}/login`, 302);
  }
  if (!stored) return failLogin(c, 'timeout', lang);
  if (stored.provider !== provider || !statesMatch(stored.state, query.state) || query.error) {
    return failLogin(c, 'client', lang);
  }
  let session;
  try {
    session = await signIn(stored);
  } catch (error) {
    if (error instanceof LoginFailure) return failLogin(c, error.reason, lang);
    logger.error(`${provider} sign-in failed`, { requestId: c.get('requestId'), error });
    return failLogin(c, 'server', lang);
  }
  setSignInCookies(c, session, provider === 'apple');
  clearOriginReferer(c);
  return c.redirect(afterSignInPath(referer, lang, session.user.signedUp), 302);
}

const callbackParams = (query: CallbackQuery) => ({ code: query.code, state: query.state });

export const authRouter = createRouter()
  .openapi(routes.getAuthMethods, (c) => {
    const env = serverEnv();
    return ok(c, {
      kakao: env.KAKAO_ENABLED,
      naver: env.NAVER_ENABLED,
      apple: env.APPLE_ENABLED,
      demo: env.AUTH_DEV_LOGIN,
      kakaoApp: Boolean(env.KAKAO_APP_ID),
    });
  })
  .openapi(routes.kakaoAuthorize, (c) =>
    startSignIn(c, 'kakao', requestInput(c).query, serverEnv().KAKAO_ENABLED, (state) => kakaoAuthorizeUrl(state)),
  )
  .openapi(routes.kakaoCallback, (c) => {
    const { query } = requestInput(c);
    return finishSignIn(c, 'kakao', query, (stored) =>
      signInWithKakao({ params: callbackParams(query), expectedState: stored.state, device: device(c) }),
    );
  })
  .openapi(routes.naverAuthorize, (c) =>
    startSignIn(c, 'naver', requestInput(c).query, serverEnv().NAVER_ENABLED, (state) => naverAuthorizeUrl(state)),
  )
  .openapi(routes.naverCallback, (c) => {
    const { query } = requestInput(c);
    return finishSignIn(c, 'naver', query, (stored) =>
      signInWithNaver({ params: callbackParams(query), expectedState: stored.state, device: device(c) }),
    );
  })
  .openapi(routes.appleAuthorize, (c) =>
    startSignIn(c, 'apple', requestInput(c).query, serverEnv().APPLE_ENABLED, appleAuthorizeUrl),
  )
  .openapi(routes.appleFormPost, (c) => {
    // A post without a body still goes on, to end on the error screen like any bad callback.
    const form = requestInput(c).body;
    const url = new URL('/api/v1/auth/apple/callback', serverEnv().PUBLIC_BASE_URL);
    for (const key of ['code', 'state', 'error'] as const) {
      const value = form[key];
      if (value) url.searchParams.set(key, value);
    }
    return c.redirect(url.pathname + url.search, 303);
  })
  .openapi(routes.appleCallback, (c) => {
    const { query } = requestInput(c);
    return finishSignIn(c, 'apple', query, (stored) =>
      signInWithApple({
        params: callbackParams(query),
        expected: { state: stored.state, nonce: stored.nonce },
        device: device(c),
      }),
    );
  })
  .openapi(routes.kakaoAppSignIn, async (c) => {
    const { body } = requestInput(c);
    let session;
    try {
      session = await signInWithKakaoApp({ accessToken: body.accessToken, device: device(c) });
    } catch (error) {
      if (!(error instanceof LoginFailure)) throw error;
      if (error.reason === 'under14') throw apiError('UNDER_14');
      if (error.reason === 'client') throw apiError('INVALID_TOKEN');
      logger.warn('kakao app sign-in failed', { requestId: c.get('requestId'), reason: error.message });
      throw apiError('SERVICE_UNAVAILABLE');
    }
    setSignInCookies(c, session);
    const referer = safeReturnPath(body.next) ?? getCookie(c, ORIGIN_REFERER_COOKIE.name);
    clearOriginReferer(c);
    // The page needs where to go, not the token: it rides in the HttpOnly cookie (decision 048).
    return ok(c, {
      user: session.user,
      expiresIn: session.expiresIn,
      next: afterSignInPath(referer, body.lang, session.user.signedUp),
    });
  })
  .openapi(routes.demoSignIn, async (c) => {
    const { body } = requestInput(c);
    const session = body.fresh
      ? await signInFreshAccount(body.fresh, device(c))
      : await signInDemo(body.account, device(c));
    setSignInCookies(c, session);
    const referer = safeReturnPath(body.next) ?? getCookie(c, ORIGIN_REFERER_COOKIE.name);
    clearOriginReferer(c);
    if (isFormPost(c)) return c.redirect(afterSignInPath(referer, body.lang, session.user.signedUp), 303);
    return ok(c, session);
  })
  .openapi(routes.logout, async (c) => {
    const { user: caller, body } = requestInput(c);
    // The session ends at once, in every process: its token is refused from the next request on.
    if (caller) await endSession(caller);
    clearSessionCookies(c);
    // The page the browser lands on says 'signed out' (a toast), whichever way it got there.
    setFlash(c, 'signedOut');
    if (isFormPost(c)) return c.redirect(homePath(body.lang), 303);
    return ok(c, null);
  });
