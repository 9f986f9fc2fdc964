import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { LoginErrorReason } from '@/api/contracts/auth';
import { ORIGIN_REFERER_COOKIE } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { safeReturnPath } from '@/lib/return-path';
import { kakaoAuthorizeUrl } from '../../../auth/kakao-client';
import { LoginFailure } from '../../../auth/login-failure';
import { beginOAuthState, statesMatch, takeOAuthState } from '../../../auth/oauth-state';
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
import { signInWithKakao, signInWithKakaoApp } from '../../../services/auth/sign-in-with-kakao';
import { apiError } from '@/api/api-error';
import { signInFreshAccount } from '../../../services/auth/sign-in-fresh-account';
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

export const authRouter = createRouter()
  .openapi(routes.getAuthMethods, (c) => {
    const env = serverEnv();
    return ok(c, { kakao: env.KAKAO_ENABLED, demo: env.AUTH_DEV_LOGIN, kakaoApp: Boolean(env.KAKAO_APP_ID) });
  })
  .openapi(routes.kakaoAuthorize, (c) => {
    const { lang = 'ko', next } = c.req.valid('query');
    if (!serverEnv().KAKAO_ENABLED) return failLogin(c, 'server', lang);
    const returnTo = safeReturnPath(next);
    if (returnTo) setOriginReferer(c, returnTo);
    const state = beginOAuthState(c, lang);
    return c.redirect(kakaoAuthorizeUrl(state), 302);
  })
  .openapi(routes.kakaoCallback, async (c) => {
    const query = c.req.valid('query');
    const referer = getCookie(c, ORIGIN_REFERER_COOKIE.name);
    const stored = takeOAuthState(c);
    // The callback always arrives unprefixed; the language travels in the state cookie.
    const lang = stored?.lang ?? langOfPath(referer);
    // The person pressed 'cancel' on Kakao's consent screen: back to the login page.
    if (query.error === 'access_denied') return c.redirect(`${localePrefix(lang)}/login`, 302);
    if (!stored) return failLogin(c, 'timeout', lang);
    if (!statesMatch(stored.state, query.state) || query.error) return failLogin(c, 'client', lang);
    let session;
    try {
      session = await signInWithKakao({ code: query.code });
    } catch (error) {
      if (error instanceof LoginFailure) return failLogin(c, error.reason, lang);
      logger.error('kakao sign-in failed', { requestId: c.get('requestId'), error });
      return failLogin(c, 'server', lang);
    }
    setSessionCookies(c, {
      accessToken: session.accessToken,
      userId: session.user.id,
      nickname: session.user.nickname,
    });
    clearOriginReferer(c);
    return c.redirect(afterSignInPath(referer, lang, session.user.signedUp), 302);
  })
  .openapi(routes.kakaoAppSignIn, async (c) => {
    const body = c.req.valid('json');
    let session;
    try {
      session = await signInWithKakaoApp({ accessToken: body.accessToken });
    } catch (error) {
      if (!(error instanceof LoginFailure)) throw error;
      if (error.reason === 'under14') throw apiError('UNDER_14');
      if (error.reason === 'client') throw apiError('INVALID_TOKEN');
      logger.warn('kakao app sign-in failed', { requestId: c.get('requestId'), reason: error.message });
      throw apiError('SERVICE_UNAVAILABLE');
    }
    setSessionCookies(c, {
      accessToken: session.accessToken,
      userId: session.user.id,
      nickname: session.user.nickname,
    });
    const referer = safeReturnPath(body.next) ?? getCookie(c, ORIGIN_REFERER_COOKIE.name);
    clearOriginReferer(c);
    return ok(c, { ...session, next: afterSignInPath(referer, body.lang, session.user.signedUp) });
  })
  .openapi(routes.demoSignIn, async (c) => {
    const body = { ...c.req.valid('json'), ...c.req.valid('form') };
    const session = body.fresh ? await signInFreshAccount(body.fresh) : await signInDemo();
    setSessionCookies(c, {
      accessToken: session.accessToken,
      userId: session.user.id,
      nickname: session.user.nickname,
    });
    const referer = safeReturnPath(body.next) ?? getCookie(c, ORIGIN_REFERER_COOKIE.name);
    clearOriginReferer(c);
    if (isFormPost(c)) return c.redirect(afterSignInPath(referer, body.lang, session.user.signedUp), 303);
    return ok(c, session);
  })
  .openapi(routes.logout, (c) => {
    const body = { ...c.req.valid('json'), ...c.req.valid('form') };
    clearSessionCookies(c);
    // The page the browser lands on says 'signed out' (a toast), whichever way it got there.
    setFlash(c, 'signedOut');
    if (isFormPost(c)) return c.redirect(homePath(body.lang), 303);
    return ok(c, null);
  });
