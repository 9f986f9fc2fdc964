import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  authMethodsSchema,
  demoSignInBodySchema,
  appleFormPostSchema,
  kakaoAppSignInBodySchema,
  kakaoAppSignInResultSchema,
  logoutBodySchema,
  oauthAuthorizeQuerySchema,
  oauthCallbackQuerySchema,
  signInResultSchema,
} from '@/api/contracts/auth';
import { serverEnv } from '../../../env';
import { devOnly } from '../../middleware/dev-only';
import { byAddress, rateLimit } from '../../middleware/rate-limit';
import { codeDoc, jsonErrors, jsonOk } from '../../openapi-helpers';

// Per client address (decision 049), generous (a family or a carrier's NAT behind one address
// signs in together) but stops scripted hammering of Kakao's token endpoint through us.
const signInLimit = rateLimit({
  name: 'sign-in',
  by: byAddress,
  limit: () => serverEnv().RATE_LIMIT_SIGN_INS_PER_MINUTE,
  windowMs: 60_000,
});

const redirectTo = (description: string) => ({ description, headers: z.object({ Location: z.string() }) });

const formOrJson = <T extends z.ZodType>(schema: T) => ({
  required: false,
  content: {
    'application/x-www-form-urlencoded': { schema },
    'application/json': { schema },
  },
});

// GET /api/v1/auth/methods - which sign-in buttons the login page shows
export const getAuthMethods = createRoute({
  method: 'get',
  path: '/v1/auth/methods',
  tags: ['auth'],
  summary: 'Available sign-in methods',
  responses: { ...jsonOk(authMethodsSchema) },
});

// GET /api/v1/auth/kakao/authorize - start a Kakao sign-in (302 to Kakao)
export const kakaoAuthorize = createRoute({
  method: 'get',
  path: '/v1/auth/kakao/authorize',
  tags: ['auth'],
  summary: 'Start Kakao sign-in',
  description:
    'Sets an httpOnly state cookie (5 minutes) and redirects to Kakao with client_id, redirect_uri ' +
    '(PUBLIC_BASE_URL + KAKAO_REDIRECT_PATH), state, scope and, when configured, service_terms. ' +
    '`next` (a same-origin path) becomes the originReferer to return to. Without Kakao keys it ' +
    'redirects to the server-error screen.',
  middleware: [signInLimit] as const,
  request: { query: oauthAuthorizeQuerySchema },
  responses: { 302: redirectTo("Kakao's authorize page, or the login error screen") },
});

// GET /api/v1/auth/kakao/callback - Kakao's redirect back (the page route /login/oauth/kakao forwards here)
export const kakaoCallback = createRoute({
  method: 'get',
  path: '/v1/auth/kakao/callback',
  tags: ['auth'],
  summary: 'Finish Kakao sign-in',
  description:
    'Checks the state cookie, exchanges the code, reads the Kakao profile, creates the account on ' +
    'first sign-in, sets the accessToken / userId / nickname cookies and redirects to the ' +
    'originReferer (or /mypage). Failures redirect to /login/error?reason=timeout|client|server|under14.',
  middleware: [signInLimit] as const,
  request: { query: oauthCallbackQuerySchema },
  responses: { 302: redirectTo('The page to return to, or a login error screen') },
});

// GET /api/v1/auth/naver/authorize - start a Naver sign-in (302 to Naver)
export const naverAuthorize = createRoute({
  method: 'get',
  path: '/v1/auth/naver/authorize',
  tags: ['auth'],
  summary: 'Start Naver sign-in',
  description:
    'Like the Kakao start: a state cookie (5 minutes) and a redirect to Naver Login with client_id, redirect_uri ' +
    '(PUBLIC_BASE_URL + NAVER_REDIRECT_PATH) and state. Without Naver keys it redirects to the server-error screen.',
  middleware: [signInLimit] as const,
  request: { query: oauthAuthorizeQuerySchema },
  responses: { 302: redirectTo("Naver's sign-in page, or the login error screen") },
});

// GET /api/v1/auth/naver/callback - Naver's redirect back (the page route /login/oauth/naver forwards here)
export const naverCallback = createRoute({
  method: 'get',
  path: '/v1/auth/naver/callback',
  tags: ['auth'],
  summary: 'Finish Naver sign-in',
  description:
    'Checks the state cookie, exchanges the code, reads the Naver profile, creates the account on first sign-in ' +
    'and sets the login cookies, like the Kakao callback, with the same error screens.',
  middleware: [signInLimit] as const,
  request: { query: oauthCallbackQuerySchema },
  responses: { 302: redirectTo('The page to return to, or a login error screen') },
});

// GET /api/v1/auth/apple/authorize - start a Sign in with Apple (302 to Apple)
export const appleAuthorize = createRoute({
  method: 'get',
  path: '/v1/auth/apple/authorize',
  tags: ['auth'],
  summary: 'Start Sign in with Apple',
  description:
    'A state and nonce cookie (5 minutes) and a redirect to Apple with response_mode=form_post, scope email, ' +
    'redirect_uri (PUBLIC_BASE_URL + APPLE_REDIRECT_PATH), state and nonce. Without Apple keys it redirects to ' +
    'the server-error screen.',
  middleware: [signInLimit] as const,
  request: { query: oauthAuthorizeQuerySchema },
  responses: { 302: redirectTo("Apple's sign-in page, or the login error screen") },
});

// POST /api/v1/auth/apple/callback - Apple's form post back
export const appleFormPost = createRoute({
  method: 'post',
  path: '/v1/auth/apple/callback',
  tags: ['auth'],
  summary: "Apple's answer (form post)",
  description:
    'Apple posts the answer from its own site, so the browser does not send our SameSite=Lax state cookie with it. The ' +
    'post is answered 303 to the GET callback below with code, state and error, a top-level navigation that does ' +
    'carry the cookie. Nothing else of the post is kept.',
  middleware: [signInLimit] as const,
  request: {
    body: { required: false, content: { 'application/x-www-form-urlencoded': { schema: appleFormPostSchema } } },
  },
  responses: { 303: redirectTo('The GET callback') },
});

// GET /api/v1/auth/apple/callback - finish a Sign in with Apple
export const appleCallback = createRoute({
  method: 'get',
  path: '/v1/auth/apple/callback',
  tags: ['auth'],
  summary: 'Finish Sign in with Apple',
  description:
    'Checks the state cookie, exchanges the code, checks the ID token (issuer, audience, expiry, nonce), creates the ' +
    'account on first sign-in, sets the login cookies and the appleCode cookie, with the same error screens as Kakao.',
  middleware: [signInLimit] as const,
  request: { query: oauthCallbackQuerySchema },
  responses: { 302: redirectTo('The page to return to, or a login error screen') },
});

// POST /api/v1/auth/kakao/app - sign in with the companion app's Kakao token (native app bridge)
export const kakaoAppSignIn = createRoute({
  method: 'post',
  path: '/v1/auth/kakao/app',
  tags: ['auth'],
  summary: 'Sign in with the app bridge',
  description:
    'Inside the companion app, the app signs in with Kakao natively and hands its Kakao access token to the page, ' +
    "which sends it here. Kakao's token info must show a live token of our Kakao app (KAKAO_APP_ID); then it is " +
    'the same sign-in as the web flow (account on first sign-in, under-14 rule, login cookies). Same-origin only ' +
    `(${codeDoc('CROSS_SITE_REQUEST')}, like every cookie-authenticated write). The token is in the HttpOnly cookie, not the body. ` +
    `A token Kakao does not know, or another app's: ${codeDoc('INVALID_TOKEN')}; under 14: ${codeDoc('UNDER_14')}; ` +
    `not configured or Kakao failing: ${codeDoc('SERVICE_UNAVAILABLE')}. \`next\` is where the page goes.`,
  middleware: [signInLimit] as const,
  request: { body: { required: true, content: { 'application/json': { schema: kakaoAppSignInBodySchema } } } },
  responses: { ...jsonOk(kakaoAppSignInResultSchema), ...jsonErrors(400, 401, 403, 429, 503) },
});

// POST /api/v1/auth/demo - sign in as the demo user (AUTH_DEV_LOGIN only)
export const demoSignIn = createRoute({
  method: 'post',
  path: '/v1/auth/demo',
  tags: ['auth'],
  summary: 'Demo sign-in',
  description:
    `Only when AUTH_DEV_LOGIN is on (404 otherwise). Same-origin only (${codeDoc('CROSS_SITE_REQUEST')}). Sets the same cookies ` +
    'as the Kakao sign-in. A form post (the login page, works without JavaScript) is answered ' +
    '303 to the originReferer or /mypage; a JSON request gets the token and profile. ' +
    'JSON `fresh: {}` signs in as a new account instead (for end-to-end tests), `fresh.joinQueues` ' +
    'also joins those open waiting lines (404 when one is unknown or not open). `account: admin` signs in as the seeded ' +
    'operator (ADMIN) instead of the demo user.',
  middleware: [devOnly, signInLimit] as const,
  request: { body: formOrJson(demoSignInBodySchema) },
  responses: {
    ...jsonOk(signInResultSchema),
    303: redirectTo('Form posts: the page to return to'),
    ...jsonErrors(400, 403, 404, 429),
  },
});

// POST /api/v1/auth/logout - sign out (clears the login cookies)
export const logout = createRoute({
  method: 'post',
  path: '/v1/auth/logout',
  tags: ['auth'],
  summary: 'Sign out',
  description:
    "Ends the caller's session at once (its token, cookie or bearer, is refused from the next request on: " +
    `${codeDoc('INVALID_TOKEN')} on user routes, anonymous on public ones) and clears accessToken, userId, nickname ` +
    'and appleCode. Sets the one-time `flash=signedOut` cookie (60 s, readable by script) so the next page says so. ' +
    `Form posts are answered 303 to home. Same-origin only (${codeDoc('CROSS_SITE_REQUEST')}).`,
  request: { body: formOrJson(logoutBodySchema) },
  responses: { ...jsonOk(z.null()), 303: redirectTo('Form posts: home'), ...jsonErrors(400, 403) },
});
