import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import { jwtSecret, serverEnv } from '../env';

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
  // The door's code is the same for everyone at the door: in a rush, a thousand joins bring
  // it. Its signature is checked once (per parsed environment); its expiry every time.
  const env = serverEnv();
  let known = checkedCodes.get(env);
  if (!known) checkedCodes.set(env, (known = new Map()));
  const checked = known.get(code);
  if (checked && now.getTime() >= checked.notBefore && now.getTime() < checked.expiresAt) {
    return checked.subject === String(queueId);
  }
  try {
    const { payload } = await jwtVerify(code, jwtSecret(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (known.size >= MAX_CHECKED_CODES) known.delete(known.keys().next().value!);
    known.set(code, {
      subject: String(payload.sub),
      notBefore: typeof payload.nbf === 'number' ? payload.nbf * 1000 : 0,
      expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : 0,
    });
    return payload.sub === String(queueId);
  } catch {
    return false;
  }
}

const checkedCodes = new WeakMap<object, Map<string, { subject: string; notBefore: number; expiresAt: number }>>();
const MAX_CHECKED_CODES = 1_000;
