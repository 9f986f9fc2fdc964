/*
 * Plain constants of the sign-in contract, kept free of zod so browser code that only needs
 * cookie names does not ship the schema library.
 */

/**
 * Cookie names are part of the contract: the server sets them at sign-in, the browser reads
 * them (the spec's client storage: access token, nickname, user id, apple code) and clears
 * them at sign-out and account deletion.
 */
export const AUTH_COOKIES = {
  /** The signed JWT; readable by script because the spec keeps it in client storage. */
  accessToken: 'accessToken',
  userId: 'userId',
  /** URI-encoded (Korean nicknames are not valid raw cookie octets). */
  nickname: 'nickname',
  /**
   * Set while the session began with Sign in with Apple (decision 038): account deletion then
   * also revokes the Apple sign-in, and the deletion screen says so.
   */
  appleCode: 'appleCode',
  /** httpOnly, 5 minutes: the OAuth state of a Kakao, Naver or Apple sign-in in progress. */
  oauthState: 'oauthState',
} as const;

/** The spec's four login errors (section 8), each with its own screen /login/error?reason=. */
export const loginErrorReasons = ['under14', 'timeout', 'server', 'client'] as const;
export type LoginErrorReason = (typeof loginErrorReasons)[number];
