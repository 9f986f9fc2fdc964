import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import { jwtSecret, serverEnv } from '../env';

export type UserRole = 'USER' | 'ENTERPRISE' | 'ADMIN';

export type AccessTokenClaims = {
  userId: number;
  role: UserRole;
  nickname: string;
  /** The server-side session (user_sessions.id) the token belongs to: the `sid` claim. */
  sessionId: string;
};

/**
 * The caller as the API knows them after the token's session was found live (readCaller):
 * role and nickname come from the account row, not the token, so they are never stale.
 */
export type Caller = AccessTokenClaims & { signedUp: boolean };

const ISSUER = 'popspot';
const AUDIENCE = 'popspot-web';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Signs an access token (HS256) for one session: the user's id, role and nickname and the
 * session id (`sid`). It expires with its session; the session row decides whether it is
 * still honoured (server/services/auth/find-live-caller.ts).
 */
export async function signAccessToken(claims: AccessTokenClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ role: claims.role, nickname: claims.nickname, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(jwtSecret());
}

/**
 * Returns the claims of a well-signed, unexpired token of ours, or null for a bad, expired or
 * foreign one, and for a token without a session id (issued before sessions were revocable).
 * Whether its session is still live is the caller's second check.
 */
export async function verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
  // A token is immutable: once its signature checked out, it stays good until it expires
  // (whether its session still lives is the session check's to say). Checking it again on
  // every request costs a WebCrypto round trip to the thread pool (issue 30).
  const env = serverEnv();
  let verified = verifiedTokens.get(env);
  if (!verified) verifiedTokens.set(env, (verified = new Map()));
  const known = verified.get(token);
  if (known && known.expiresAt > Date.now()) return known.claims;
  const claims = await verifyFresh(token);
  if (claims) {
    if (verified.size >= MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  }
  return claims?.claims ?? null;
}

/** Tokens whose signature was checked, per parsed environment (tests change the secret). */
const verifiedTokens = new WeakMap<object, Map<string, { claims: AccessTokenClaims; expiresAt: number }>>();
const MAX_VERIFIED_TOKENS = 20_000;

async function verifyFresh(token: string): Promise<{ claims: AccessTokenClaims; expiresAt: number } | null> {
  try {
    const { payload } = await jwtVerify(token, jwtSecret(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const userId = Number(payload.sub);
    const { role, sid } = payload;
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    if (role !== 'USER' && role !== 'ENTERPRISE' && role !== 'ADMIN') return null;
    if (typeof sid !== 'string' || !UUID.test(sid)) return null;
    const claims: AccessTokenClaims = {
      userId,
      role,
      nickname: typeof payload.nickname === 'string' ? payload.nickname : '',
      sessionId: sid.toLowerCase(),
    };
    return { claims, expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : 0 };
  } catch {
    return null;
  }
}
