import { createMiddleware } from 'hono/factory';
import { apiError } from '@/api/api-error';
import type { AppEnv } from '../types';

type Window = { count: number; resetAt: number };

/**
 * A fixed-window limit per caller (user id when signed in, else client address), kept in
 * process memory. Enough for one instance; several instances behind a balancer would move
 * this to PostgreSQL or Redis (see docs/decisions).
 */
export function rateLimit(options: { limit: number; windowMs: number; name: string }) {
  const windows = new Map<string, Window>();
  return createMiddleware<AppEnv>(async (c, next) => {
    const now = Date.now();
    const who = c.get('user')?.userId ?? clientAddress(c.req.raw.headers);
    const key = `${options.name}:${who}`;
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + options.windowMs };
      windows.set(key, window);
      if (windows.size > 50_000) sweep(windows, now);
    }
    window.count += 1;
    c.header('RateLimit-Limit', String(options.limit));
    c.header('RateLimit-Remaining', String(Math.max(0, options.limit - window.count)));
    if (window.count > options.limit) {
      c.header('Retry-After', String(Math.ceil((window.resetAt - now) / 1000)));
      throw apiError('TOO_MANY_REQUESTS');
    }
    await next();
  });
}

function sweep(windows: Map<string, Window>, now: number) {
  for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
}

function clientAddress(headers: Headers): string {
  // Behind our own reverse proxy the first forwarded address is the client's.
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'local';
}
