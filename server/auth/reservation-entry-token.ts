import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import { jwtSecret } from '../env';

/**
 * What a reservation's entry QR encodes (decision 043): a token signed with the server's key
 * naming the reservation and its entry code, so staff scanning it at the door can trust it
 * without a network round trip to the visitor's account, and nobody can make one for a
 * reservation they do not hold (or change the id in it). It expires half a day after the
 * slot starts; a cancelled reservation gets no token, and the door check (later) still
 * reads the reservation's status.
 */
const ISSUER = 'popspot';
const AUDIENCE = 'popspot-reservation-entry';
const VALID_AFTER_START_SECONDS = 12 * 60 * 60;

export type EntryClaims = { reservationId: number; entryCode: string };

export async function signReservationEntryToken(claims: EntryClaims & { startsAt: Date }): Promise<string> {
  return new SignJWT({ code: claims.entryCode })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.reservationId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(claims.startsAt.getTime() / 1000) + VALID_AFTER_START_SECONDS)
    .sign(jwtSecret());
}

/** The reservation and code of a valid, unexpired entry token; null for anything else. */
export async function verifyReservationEntryToken(token: string, now = new Date()): Promise<EntryClaims | null> {
  try {
    const { payload } = await jwtVerify(token, jwtSecret(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const reservationId = Number(payload.sub);
    if (!Number.isSafeInteger(reservationId) || reservationId <= 0 || typeof payload.code !== 'string') return null;
    return { reservationId, entryCode: payload.code };
  } catch {
    return null;
  }
}
