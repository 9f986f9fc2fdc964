import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import { jwtSecret, serverEnv } from '../env';

export type UserRole = 'USER' | 'ENTERPRISE' | 'ADMIN';

export type AccessTokenClaims = {
  userId: number;
  role: UserRole;
  nickname: string;
};

const ISSUER = 'popspot';
const AUDIENCE = 'popspot-web';

/** Signs a short, stateless access token (HS256) carrying the user's id and role. */
export async function signAccessToken(claims: AccessTokenClaims): Promise<string> {
  return new SignJWT({ role: claims.role, nickname: claims.nickname })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${serverEnv().ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(jwtSecret());
}

/** Returns the claims of a valid token, or null for a bad, expired or foreign one. */
export async function verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, jwtSecret(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const userId = Number(payload.sub);
    const role = payload.role;
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    if (role !== 'USER' && role !== 'ENTERPRISE' && role !== 'ADMIN') return null;
    return { userId, role, nickname: typeof payload.nickname === 'string' ? payload.nickname : '' };
  } catch {
    return null;
  }
}
