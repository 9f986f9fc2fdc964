import 'server-only';

/**
 * The demo account of AUTH_DEV_LOGIN: a DEV identity (see user_identities), which no real
 * provider account can have; the seed creates the same account.
 */
export const DEMO_USER = {
  identity: { provider: 'DEV', subject: 'dev:demo-user' },
  nickname: '팝스팟데모',
} as const;
