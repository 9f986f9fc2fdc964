/*
 * Plain constants of the sign-in contract, kept free of zod so browser code that only needs
 * cookie names does not ship the schema library.
 */

/**
 * Cookie names are part of the contract: the server sets them at sign-in and clears them at
 * sign-out and account deletion; the browser reads the spec's client storage (nickname, user
 * id, apple code) and clears those too.
 */
export const AUTH_COOKIES = {
  /**
   * The signed JWT, HttpOnly (decision 048): sent with same-origin requests, never read by
   * script. App clients use the sign-in answer's token as a bearer header instead.
   */
  accessToken: 'accessToken',
  /** Readable: the browser's "am I signed in" (it lives and dies with the access token). */
  userId: 'userId',
  /** URI-encoded (Korean nicknames are not valid raw cookie octets). */
  nickname: 'nickname',
  /**
   * Set while the session began with Sign in with Apple (decision 038): account deletion then
   * also revokes the Apple sign-in, and the deletion screen says so.
   */
  appleCode: 'appleCode',
  /**
   * Readable, set with the others while the account has not finished /signup (no consents,
   * no nickname of its own): the page's "signed in" then reads as not yet, so it asks for
   * nothing a finished account has (unread alerts, my picks), which the API refuses with
   * SIGNUP_REQUIRED, and a sign-in goes on to /signup. Cleared by the sign-up's answer.
   */
  signupPending: 'signupPending',
  /** httpOnly, 5 minutes: the OAuth state of a Kakao, Naver or Apple sign-in in progress. */
  oauthState: 'oauthState',
} as const;

/** The spec's four login errors (section 8), each with its own screen /login/error?reason=. */
export const loginErrorReasons = ['under14', 'timeout', 'server', 'client'] as const;
export type LoginErrorReason = (typeof loginErrorReasons)[number];
