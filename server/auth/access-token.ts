import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import { jwtSecret } from '../env';

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
 * still honoured (server/services/auth/user-sessions.ts).
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
    return {
      userId,
      role,
      nickname: typeof payload.nickname === 'string' ? payload.nickname : '',
      sessionId: sid.toLowerCase(),
    };
  } catch {
    return null;
  }
}
