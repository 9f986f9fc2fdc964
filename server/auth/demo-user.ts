import 'server-only';

/**
 * The demo account of AUTH_DEV_LOGIN: a DEV identity (see user_identities), which no real
 * provider account can have; the seed creates the same account.
 */
export const DEMO_USER = {
  identity: { provider: 'DEV', subject: 'dev:demo-user' },
  nickname: '팝스팟데모',
} as const;

/**
 * The seeded operator (ADMIN) account, which the demo sign-in also offers (`account: 'admin'`)
 * so a newcomer can try what only an admin does (registering companies in /enterprise/admin).
 * Like the demo sign-in itself it exists only with AUTH_DEV_LOGIN.
 */
export const DEMO_ADMIN = {
  identity: { provider: 'DEV', subject: 'seed:admin' },
  nickname: '팝스팟운영팀',
} as const;
