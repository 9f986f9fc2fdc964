import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { apiError } from '@/api/api-error';
import { countRequest } from '../../services/rate-limits/count-request';
import { addressKey, clientAddress } from '../client-address';
import type { AppEnv } from '../types';

/** Who a limit counts: a key for the caller of this request, or null to let it pass uncounted. */
export type RateLimitSubject = (c: Context<AppEnv>) => string | null;

/** The signed-in user, else the client's address. */
const byCaller: RateLimitSubject = (c) => {
  const user = c.get('user');
  return user ? `u:${user.userId}` : byAddress(c);
};

/** The client's address, signed in or not (an IPv6 address by its /64). */
export const byAddress: RateLimitSubject = () => `a:${addressKey(clientAddress())}`;

/** An anonymous caller's addresses together (a signed-in caller is not counted here). */
export const byAnonymousAddress: RateLimitSubject = (c) => (c.get('user') ? null : byAddress(c));

/**
 * The voter: the signed-in user, else the server-issued visitor cookie (middleware/visitor.ts;
 * a caller without one gets a new visitor each time, so byAnonymousAddress must sit beside it).
 */
export const byVoter: RateLimitSubject = (c) => {
  const user = c.get('user');
  if (user) return `u:${user.userId}`;
  const visitor = c.get('sessionId');
  return visitor ? `v:${visitor}` : null;
};

/** The lowest remaining count shown so far on a request that passes several limits. */
const tightest = new WeakMap<Request, number>();

/**
 * A fixed-window limit (decision 049), counted in PostgreSQL (rate_limit_counters) so that it
 * holds across app processes: `limit` requests per `windowMs` per subject (byCaller by
 * default), then 429 TOO_MANY_REQUESTS in the envelope with Retry-After. Every counted answer
 * carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds) of the tightest
 * limit on the request. `limit` may be a function, read per request (limits from the
 * environment). The client's address is the one the production server worked out from the
 * connection (server/http/client-address.ts): no header the client sends is believed.
 */
export function rateLimit(options: {
  name: string;
  limit: number | (() => number);
  windowMs: number;
  by?: RateLimitSubject;
  now?: () => number;
}) {
  const subject = options.by ?? byCaller;
  return createMiddleware<AppEnv>(async (c, next) => {
    const who = subject(c);
    if (who === null) return next();
    const limit = typeof options.limit === 'function' ? options.limit() : options.limit;
    const now = options.now?.() ?? Date.now();
    const { hits, resetAt } = await countRequest({ key: `${options.name}:${who}`, windowMs: options.windowMs, now });
    const remaining = Math.max(0, limit - hits);
    const resetSeconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
    const shown = tightest.get(c.req.raw);
    if (shown === undefined || remaining <= shown) {
      tightest.set(c.req.raw, remaining);
      c.header('RateLimit-Limit', String(limit));
      c.header('RateLimit-Remaining', String(remaining));
      c.header('RateLimit-Reset', String(resetSeconds));
    }
    if (hits > limit) {
      c.header('Retry-After', String(resetSeconds));
      throw apiError('TOO_MANY_REQUESTS');
    }
    await next();
  });
}
