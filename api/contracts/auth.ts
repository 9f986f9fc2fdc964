import { z } from 'zod';
import { meSchema } from './users';
import { localeSchema } from './locale';
import { idValue } from './envelope';

// Re-exported for the server side; browser code imports api/auth-constants.ts (no zod).
export { AUTH_COOKIES, type LoginErrorReason } from '../auth-constants';

/**
 * Where to go after sign-in, when the caller names it (the mypage redirect does); otherwise
 * the originReferer cookie, otherwise /mypage. The server accepts same-origin paths only.
 */
const nextPath = z.string().max(2048).optional();

// GET /v1/auth/methods
export const authMethodsSchema = z
  .object({
    /** Kakao app keys are configured. */
    kakao: z.boolean(),
    /** Naver Login keys are configured. */
    naver: z.boolean(),
    /** Sign in with Apple keys are configured. */
    apple: z.boolean(),
    /** The demo sign-in (AUTH_DEV_LOGIN) is on. */
    demo: z.boolean(),
    /** Inside the companion app, Kakao sign-in can go through the app (KAKAO_APP_ID set). */
    kakaoApp: z.boolean(),
  })
  .meta({ id: 'AuthMethods' });
export type AuthMethods = z.infer<typeof authMethodsSchema>;

// GET /v1/auth/{kakao,naver,apple}/authorize
export const oauthAuthorizeQuerySchema = z.object({
  lang: localeSchema.optional(),
  next: nextPath,
});

/**
 * GET /v1/auth/{kakao,naver,apple}/callback. Deliberately lenient (plain optional strings):
 * whatever a provider or a user's address bar sends must end on a localized error screen,
 * never on a JSON 400.
 */
export const oauthCallbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

/**
 * POST /v1/auth/apple/callback: Apple's form post (response_mode=form_post). `user` (the
 * name, first sign-in only) is not kept: the nickname is chosen on the sign-up step.
 */
export const appleFormPostSchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  id_token: z.string().optional(),
  user: z.string().optional(),
});

/**
 * A new account instead of the shared demo user, so that each end-to-end test starts from
 * nothing (no picks, votes, reviews or tickets left by another test or an earlier run).
 * `joinQueues` puts the new account in those open waiting lines: joining a line has no
 * endpoint yet, and the waiting-ticket page needs a ticket to show.
 */
const freshAccountSchema = z
  .object({
    joinQueues: z.array(idValue).max(5).optional(),
    /** Open lines the account has already been let in through (ENTERED tickets: visits). */
    enteredQueues: z.array(idValue).max(5).optional(),
    /** An ADMIN account (only where AUTH_DEV_ADMIN=1: the end-to-end tests' server). */
    admin: z.boolean().optional(),
    /** false: an account that has signed in but not signed up yet (the /signup step). */
    signedUp: z.boolean().optional(),
  })
  .strict();
export type FreshAccount = z.infer<typeof freshAccountSchema>;

// POST /v1/auth/demo (a form post from the login page, or JSON from scripts and tests)
export const demoSignInBodySchema = z.object({
  lang: localeSchema.optional(),
  next: nextPath,
  /** JSON only (AUTH_DEV_LOGIN, for tests): sign in as a new account, see freshAccountSchema. */
  fresh: freshAccountSchema.optional(),
  /** 'admin': the seeded operator (ADMIN) instead of the demo user (the login page's second demo button). */
  account: z.enum(['demo', 'admin']).optional(),
});

export const signInResultSchema = z
  .object({
    user: meSchema,
    /**
     * The same token as the HttpOnly accessToken cookie, for clients that don't keep cookies
     * (app clients send it as `Authorization: Bearer`). Valid while its session lives.
     */
    accessToken: z.string(),
    /** Seconds until the token expires. */
    expiresIn: z.number().int(),
  })
  .meta({ id: 'SignInResult' });
export type SignInResult = z.infer<typeof signInResultSchema>;

/** POST /v1/auth/kakao/app: the companion app's Kakao access token (native app bridge sign-in). */
export const kakaoAppSignInBodySchema = z
  .object({
    accessToken: z
      .string()
      .min(10)
      .max(1024)
      .regex(/^[A-Za-z0-9._~+/=-]+$/),
    lang: localeSchema.optional(),
    next: nextPath,
  })
  .meta({ id: 'KakaoAppSignInBody' });
export type KakaoAppSignInBody = z.infer<typeof kakaoAppSignInBodySchema>;

/**
 * The page inside the app needs where to go, not the token: the session rides in the HttpOnly
 * cookie the answer sets (decision 048), so no script ever holds it.
 */
export const kakaoAppSignInResultSchema = signInResultSchema
  .omit({ accessToken: true })
  .extend({
    /** Where the page goes now: the return path, or /signup first for a new account. */
    next: z.string(),
  })
  .meta({ id: 'KakaoAppSignInResult' });
export type KakaoAppSignInResult = z.infer<typeof kakaoAppSignInResultSchema>;

// POST /v1/auth/logout (form post or JSON)
export const logoutBodySchema = z.object({ lang: localeSchema.optional() });

// GET /v1/users/me/sessions: a signed-in device
export const mySessionSchema = z
  .object({
    id: z.string(),
    /** The browser or app that signed in, as it named itself (trimmed); null when it did not. */
    userAgent: z.string().nullable(),
    createdAt: z.string(),
    /** Moves at most once an hour. */
    lastSeenAt: z.string(),
    /** The session of this request. */
    current: z.boolean(),
  })
  .meta({ id: 'MySession' });
export type MySession = z.infer<typeof mySessionSchema>;

// DELETE /v1/users/me/sessions
export const signOutEverywhereResultSchema = z
  .object({
    /** How many sessions ended, this one included. */
    ended: z.number().int(),
  })
  .meta({ id: 'SignOutEverywhereResult' });
export type SignOutEverywhereResult = z.infer<typeof signOutEverywhereResultSchema>;
