import { createMiddleware } from 'hono/factory';
import { logger } from '../../logger';
import type { AppEnv } from '../types';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request an id (a caller's well-formed X-Request-Id is kept, so a trace spans
 * the proxy and us), echoes it back, and writes one structured log line per request.
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header('x-request-id');
  const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
  c.set('requestId', requestId);
  c.set('user', null);
  c.set('tokenRejected', false);
  c.set('sessionId', null);
  const started = performance.now();
  await next();
  c.header('X-Request-Id', requestId);
  const status = c.res.status;
  logger[status >= 500 ? 'error' : 'info']('request', {
    requestId,
    method: c.req.method,
    path: c.req.path,
    status,
    ms: Math.round((performance.now() - started) * 10) / 10,
    userId: c.get('user')?.userId,
  });
});
