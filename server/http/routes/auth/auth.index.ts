import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { SignInResult } from '@/api/contracts/auth';
import { ORIGIN_REFERER_COOKIE } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { safeReturnPath } from '@/lib/return-path';
import { appleAuthorizeUrl } from '../../../auth/apple-client';
import { kakaoAuthorizeUrl } from '../../../auth/kakao-client';
import { naverAuthorizeUrl } from '../../../auth/naver-client';
import { beginOAuthState, takeOAuthState, type OAuthProvider } from '../../../auth/oauth-state';
import { afterSignInPath, homePath, loginErrorPath } from '../../../auth/return-path';
import {
  clearOriginReferer,
  clearSessionCookies,
  setFlash,
  setOriginReferer,
  setSessionCookies,
} from '../../../auth/session-cookies';
import { serverEnv } from '../../../env';
import { logger } from '../../../logger';
import { finishOAuthSignIn } from '../../../services/auth/finish-oauth-sign-in';
import { signInDemo } from '../../../services/auth/sign-in-demo';
import { signInFreshAccount } from '../../../services/auth/sign-in-fresh-account';
import { signInWithKakaoApp } from '../../../services/auth/sign-in-with-kakao-app';
import { endSession } from '../../../services/auth/sign-out';
import { deviceOf } from '../../../services/auth/session-device';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import type { AppEnv } from '../../types';
import * as routes from './auth.routes';

/** A plain HTML form post (the no-JavaScript path) is answered with a redirect, not JSON. */
function isFormPost(c: Context): boolean {
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(c.req.header('content-type') ?? '');
}

/** The browser or app a sign-in is for, as the session list shows it. */
const device = (c: Context<AppEnv>) => deviceOf(c.req.header('user-agent'));

/** The page the sign-in started from, kept in a cookie across the provider's pages. */
const originReferer = (c: Context<AppEnv>) => getCookie(c, ORIGIN_REFERER_COOKIE.name);

/** The login cookies of a finished sign-in; the origin referer has served its purpose. */
function setSignInCookies(c: Context<AppEnv>, session: SignInResult, apple = false) {
  setSessionCookies(c, {
    accessToken: session.accessToken,
    userId: session.user.id,
    nickname: session.user.nickname,
    expiresIn: session.expiresIn,
    apple,
    signedUp: session.user.signedUp,
  });
  clearOriginReferer(c);
}

/**
 * The start of a provider sign-in: remember where to return to and the state (and nonce),
 * then off to the provider. A provider without keys ends on the server-error screen.
 */
async function startSignIn(
  c: Context<AppEnv>,
  provider: OAuthProvider,
  { lang, next, enabled }: { lang: Locale; next?: string; enabled: boolean },
  authorizeUrl: (state: string, nonce: string) => string | Promise<string>,
) {
  if (!enabled) return c.redirect(loginErrorPath('server', lang), 302);
  const returnTo = safeReturnPath(next);
  if (returnTo) setOriginReferer(c, returnTo);
  const { state, nonce } = beginOAuthState(c, provider, lang);
  try {
    return c.redirect(await authorizeUrl(state, nonce), 302);
  } catch (error) {
    logger.error(`${provider} sign-in could not start`, { requestId: c.get('requestId'), error });
    return c.redirect(loginErrorPath('server', lang), 302);
  }
}

/** A provider's redirect back: the state cookie is read once, the service decides where to go. */
async function finishSignIn(
  c: Context<AppEnv>,
  provider: OAuthProvider,
  callback: { code?: string; state?: string; error?: string },
) {
  const { next, session } = await finishOAuthSignIn({
    provider,
    ...callback,
    stored: takeOAuthState(c),
    referer: originReferer(c),
    device: device(c),
    requestId: c.get('requestId'),
  });
  if (session) setSignInCookies(c, session, provider === 'apple');
  return c.redirect(next, 302);
}

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
  .openapi(routes.kakaoAuthorize, (c) => {
    const { query, lang } = requestInput(c);
    return startSignIn(c, 'kakao', { lang, next: query.next, enabled: serverEnv().KAKAO_ENABLED }, kakaoAuthorizeUrl);
  })
  .openapi(routes.kakaoCallback, (c) => finishSignIn(c, 'kakao', requestInput(c).query))
  .openapi(routes.naverAuthorize, (c) => {
    const { query, lang } = requestInput(c);
    return startSignIn(c, 'naver', { lang, next: query.next, enabled: serverEnv().NAVER_ENABLED }, naverAuthorizeUrl);
  })
  .openapi(routes.naverCallback, (c) => finishSignIn(c, 'naver', requestInput(c).query))
  .openapi(routes.appleAuthorize, (c) => {
    const { query, lang } = requestInput(c);
    return startSignIn(c, 'apple', { lang, next: query.next, enabled: serverEnv().APPLE_ENABLED }, appleAuthorizeUrl);
  })
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
  .openapi(routes.appleCallback, (c) => finishSignIn(c, 'apple', requestInput(c).query))
  .openapi(routes.kakaoAppSignIn, async (c) => {
    const { body } = requestInput(c);
    const session = await signInWithKakaoApp({
      accessToken: body.accessToken,
      device: device(c),
      requestId: c.get('requestId'),
    });
    const referer = safeReturnPath(body.next) ?? originReferer(c);
    setSignInCookies(c, session);
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
      ? await signInFreshAccount({ ...body.fresh, device: device(c) })
      : await signInDemo({ account: body.account, device: device(c) });
    const referer = safeReturnPath(body.next) ?? originReferer(c);
    setSignInCookies(c, session);
    if (isFormPost(c)) return c.redirect(afterSignInPath(referer, body.lang, session.user.signedUp), 303);
    return ok(c, session);
  })
  .openapi(routes.logout, async (c) => {
    const { user, body } = requestInput(c);
    // The session ends at once, in every process: its token is refused from the next request on.
    if (user) await endSession(user);
    clearSessionCookies(c);
    // The page the browser lands on says 'signed out' (a toast), whichever way it got there.
    setFlash(c, 'signedOut');
    if (isFormPost(c)) return c.redirect(homePath(body.lang), 303);
    return ok(c, null);
  });
