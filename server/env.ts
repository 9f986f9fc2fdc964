import 'server-only';
import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed once. Nothing else reads process.env
 * (Next's own NEXT_PUBLIC_* inlining aside).
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  /** PGlite data directory, or memory:// for a throwaway database. */
  PGLITE_DIR: z.string().default('.data/pglite'),
  /** Public origin used in absolute links (canonical, Open Graph, OAuth redirect). */
  PUBLIC_BASE_URL: z.string().url().default('http://localhost:3000'),
  /** Signs access tokens; a fixed development value is used outside production. */
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 24 * 14),
  AUTH_DEV_LOGIN: z.string().optional(),
  /**
   * With AUTH_DEV_LOGIN, lets the fresh-account sign-in make an ADMIN (end-to-end tests of the
   * admin routes). Off unless set to 1: the demo's sign-in makes ordinary accounts only.
   */
  AUTH_DEV_ADMIN: z.enum(['0', '1']).default('0'),
  KAKAO_CLIENT_ID: z.string().optional(),
  KAKAO_CLIENT_SECRET: z.string().optional(),
  KAKAO_AUTHORIZE_URL: z.string().url().default('https://kauth.kakao.com/oauth/authorize'),
  KAKAO_TOKEN_URL: z.string().url().default('https://kauth.kakao.com/oauth/token'),
  KAKAO_USERINFO_URL: z.string().url().default('https://kapi.kakao.com/v2/user/me'),
  /** Checks an access token the companion app got from its own Kakao sign-in (bridge sign-in). */
  KAKAO_TOKEN_INFO_URL: z.string().url().default('https://kapi.kakao.com/v1/user/access_token_info'),
  /**
   * The Kakao app id (a number) whose access tokens the bridge sign-in accepts: the app the
   * companion app signs in with. Unset: no bridge sign-in.
   */
  KAKAO_APP_ID: z.coerce.number().int().positive().optional(),
  /** Kakao Sync's agreed-terms endpoint; read only when KAKAO_SERVICE_TERMS is set. */
  KAKAO_SERVICE_TERMS_URL: z.string().url().default('https://kapi.kakao.com/v2/user/service_terms'),
  /**
   * Path (on PUBLIC_BASE_URL) Kakao sends the browser back to; it must be registered as a
   * Redirect URI of the Kakao app exactly as PUBLIC_BASE_URL + this path.
   */
  KAKAO_REDIRECT_PATH: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]*$/)
    .default('/login/oauth/kakao'),
  /** Kakao consent items (comma-separated scope ids) asked for at sign-in. */
  KAKAO_SCOPES: z.string().default('profile_nickname,profile_image,account_email,age_range'),
  /**
   * Kakao Sync service-terms tags (comma-separated) shown on Kakao's consent screen, e.g.
   * 'service,privacy,age_over_14,location,marketing,promotion_email,promotion_sms,promotion_app_push,promotion_messenger'.
   * Only tags registered in the Kakao app may be listed, so it is off unless configured.
   */
  KAKAO_SERVICE_TERMS: z.string().optional(),
  /** Naver Login (네이버 로그인): shown on the login page when both keys are set. */
  NAVER_CLIENT_ID: z.string().optional(),
  NAVER_CLIENT_SECRET: z.string().optional(),
  NAVER_AUTHORIZE_URL: z.string().url().default('https://nid.naver.com/oauth2.0/authorize'),
  NAVER_TOKEN_URL: z.string().url().default('https://nid.naver.com/oauth2.0/token'),
  NAVER_USERINFO_URL: z.string().url().default('https://openapi.naver.com/v1/nid/me'),
  /** Registered as the Naver app's Callback URL exactly as PUBLIC_BASE_URL + this path. */
  NAVER_REDIRECT_PATH: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]*$/)
    .default('/login/oauth/naver'),
  /**
   * Sign in with Apple (web): the Services ID, the team id, and the key id with its private
   * key (the .p8 file's PEM; '\n' escapes are accepted) that sign the client secret. Shown on
   * the login page when all four are set.
   */
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_TEAM_ID: z.string().optional(),
  APPLE_KEY_ID: z.string().optional(),
  APPLE_PRIVATE_KEY: z.string().optional(),
  APPLE_AUTHORIZE_URL: z.string().url().default('https://appleid.apple.com/auth/authorize'),
  APPLE_TOKEN_URL: z.string().url().default('https://appleid.apple.com/auth/token'),
  APPLE_REVOKE_URL: z.string().url().default('https://appleid.apple.com/auth/revoke'),
  /**
   * Apple posts the sign-in back (response_mode=form_post) to PUBLIC_BASE_URL + this path,
   * registered as the Services ID's Return URL.
   */
  APPLE_REDIRECT_PATH: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]*$/)
    .default('/api/v1/auth/apple/callback'),
  /**
   * The company console's address search (server/geo, decision 045): 'kakao' uses Kakao Local
   * with KAKAO_REST_API_KEY; 'none' has no geocoder (the editor asks for a pin on the map).
   * Unset: kakao when the key is set, else none.
   */
  GEOCODER: z.enum(['kakao', 'none']).optional(),
  KAKAO_REST_API_KEY: z.string().optional(),
  KAKAO_LOCAL_ADDRESS_URL: z.string().url().default('https://dapi.kakao.com/v2/local/search/address.json'),
  /**
   * Outgoing mail (company verification codes, invitations): an SMTP URL such as
   * smtp://user:pass@mail.example:587 or, in the demo and the tests, the local capture
   * smtp://127.0.0.1:2525 (server/mail/mail-capture.ts). Unset: nothing can be mailed (EMAIL_SEND).
   */
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  MAIL_FROM: z.string().default('Popspot <no-reply@popspot.example>'),
  /** Where the demo's mail capture writes what it receives; the dev-only mailbox page reads it. */
  MAILBOX_DIR: z.string().default('.data/mailbox'),
  UPLOAD_DIR: z.string().default('.data/uploads'),
  /**
   * Per-machine cache of the demo seed's image variants (server/db/seed/variant-cache.ts):
   * the seed encodes its artwork once, not once per database.
   */
  SEED_IMAGE_CACHE_DIR: z.string().default('.data/seed-image-cache'),
  /** Writes (POST/PUT/PATCH/DELETE) one caller (user, else address) may make per minute before 429. */
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /** Sign-in requests (provider starts and callbacks, the app bridge, the demo) per address per minute. */
  RATE_LIMIT_SIGN_INS_PER_MINUTE: z.coerce.number().int().positive().default(100),
  /** Image uploads (review, profile, console pop-up images) per caller per minute. */
  RATE_LIMIT_UPLOADS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Votes per voter (the account, or the anonymous visitor cookie) per minute. */
  RATE_LIMIT_VOTES_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Anonymous votes per address per minute, every visitor behind it together. */
  RATE_LIMIT_ADDRESS_VOTES_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /**
   * The proxies whose X-Forwarded-For is believed (comma-separated IPs and CIDRs, e.g.
   * '10.0.0.0/8, fd00::/8'): the client's address is the first untrusted hop from the right
   * (server/front/client-address.mjs, decision 049). Unset: none, the connection's address is
   * the client's.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .refine(
      (v) =>
        v
          .split(',')
          .map((entry) => entry.trim())
          .every((entry) => entry === '' || /^[0-9A-Fa-f.:]+(\/\d{1,3})?$/.test(entry)),
      'comma-separated IP addresses and CIDRs',
    ),
  /**
   * maplibre style URL for the maps (app/server-config.ts mapStyleUrl()); unset draws the
   * default basemap (OpenFreeMap, decision 053), `none` a plain background. The NEXT_PUBLIC_
   * name is kept from when the browser bundle inlined it.
   */
  NEXT_PUBLIC_MAP_STYLE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * Web Push (VAPID, RFC 8292): the application server's P-256 key pair, base64url as
   * `npx web-push generate-vapid-keys` prints it. Without both, alerts are in-app only and
   * the browser is never asked. The start scripts generate a pair into .data/.
   */
  WEB_PUSH_VAPID_PUBLIC_KEY: z.string().min(80).optional(),
  WEB_PUSH_VAPID_PRIVATE_KEY: z.string().min(40).optional(),
  /** Who push services may contact about our traffic (mailto: or https:). */
  WEB_PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/)
    .default('mailto:help@popspot.example'),
  /**
   * Push endpoints accepted besides the known browser push services (comma-separated
   * host:port): a self-hosted push service, or the local recorder of the tests.
   */
  WEB_PUSH_EXTRA_HOSTS: z.string().default(''),
  /**
   * Background jobs in this process (server/jobs/scheduler.ts): 1 in every app process by
   * default; the jobs coordinate through the database, so running several is safe.
   */
  JOBS_ENABLED: z.enum(['0', '1']).default('1'),
  /** How often the scheduler looks for due alerts and newly public pop-ups. */
  JOBS_INTERVAL_MS: z.coerce.number().int().min(1000).default(15_000),
});

export type ServerEnv = Omit<z.infer<typeof schema>, 'AUTH_DEV_LOGIN'> & {
  /** Demo sign-in: on when AUTH_DEV_LOGIN=1, and by default outside production. */
  AUTH_DEV_LOGIN: boolean;
  KAKAO_ENABLED: boolean;
  NAVER_ENABLED: boolean;
  APPLE_ENABLED: boolean;
  WEB_PUSH_ENABLED: boolean;
};

function parseEnv(source: NodeJS.ProcessEnv): ServerEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const devLogin =
    env.AUTH_DEV_LOGIN === undefined || env.AUTH_DEV_LOGIN === ''
      ? !production
      : env.AUTH_DEV_LOGIN === '1' || env.AUTH_DEV_LOGIN === 'true';
  return {
    ...env,
    AUTH_DEV_LOGIN: devLogin,
    KAKAO_ENABLED: Boolean(env.KAKAO_CLIENT_ID),
    NAVER_ENABLED: Boolean(env.NAVER_CLIENT_ID && env.NAVER_CLIENT_SECRET),
    APPLE_ENABLED: Boolean(env.APPLE_CLIENT_ID && env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY),
    WEB_PUSH_ENABLED: Boolean(env.WEB_PUSH_VAPID_PUBLIC_KEY && env.WEB_PUSH_VAPID_PRIVATE_KEY),
  };
}

let cached: ServerEnv | undefined;

const DEV_JWT_SECRET = 'popspot-development-secret-not-for-production-use';

/**
 * The key that signs access tokens. Production refuses to run on the public development key;
 * the start script generates one into .data/ so the demo needs no set-up.
 */
export function jwtSecret(): Uint8Array {
  const env = serverEnv();
  if (!env.JWT_SECRET && env.NODE_ENV === 'production') {
    throw new Error('JWT_SECRET must be set in production');
  }
  return new TextEncoder().encode(env.JWT_SECRET ?? DEV_JWT_SECRET);
}

export function serverEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change variables between cases; this forgets the parsed copy. */
export function resetServerEnvForTests(): void {
  cached = undefined;
}
