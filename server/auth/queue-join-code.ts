import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import { jwtSecret } from '../env';

/**
 * The code behind the QR a store shows at its door (decision 040): a short-lived signed
 * token naming one line. Scanning it proves the person stands at the store, so a line that
 * takes people on site only (remote joining off) accepts them. It is not a secret: anyone
 * at the door may scan it, which is the point; its expiry keeps a photo of it from working
 * from home for long. The console shows a fresh one before the old one runs out.
 */
const ISSUER = 'popspot';
const AUDIENCE = 'popspot-queue-join';
const QUEUE_JOIN_CODE_TTL_SECONDS = 10 * 60;

export async function signQueueJoinCode(queueId: number, now = new Date()): Promise<{ code: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + QUEUE_JOIN_CODE_TTL_SECONDS) * 1000);
  const code = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(queueId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + QUEUE_JOIN_CODE_TTL_SECONDS)
    .sign(jwtSecret());
  return { code, expiresAt };
}

/** True when `code` is a valid, unexpired join code of line `queueId`. */
export async function verifyQueueJoinCode(code: string, queueId: number, now = new Date()): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(code, jwtSecret(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    return payload.sub === String(queueId);
  } catch {
    return false;
  }
}
