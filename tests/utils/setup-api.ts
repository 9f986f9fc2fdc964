// API tests read the environment through server/env.ts like the app does; keep logs quiet
// and the demo sign-in available unless a test turns it off.
process.env.LOG_LEVEL ??= 'silent';
process.env.AUTH_DEV_LOGIN ??= '1';
