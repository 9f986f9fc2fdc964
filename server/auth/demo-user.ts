import 'server-only';

/**
 * The demo account of AUTH_DEV_LOGIN. Its Kakao id carries the 'dev:' prefix (see the users
 * schema), which no real Kakao id (digits only) can have; the seed creates the same account.
 */
export const DEMO_USER = {
  kakaoAccountId: 'dev:demo-user',
  nickname: '팝스팟데모',
} as const;
