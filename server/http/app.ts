import 'server-only';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '@/api/api-error';
import { ResultCode } from '@/api/error-codes';
import { logger } from '../logger';
import { serverEnv } from '../env';
import { readCaller } from './middleware/auth';
import { refuseControlCharacters } from './middleware/control-characters';
import { pageCacheTags } from './middleware/page-cache-tags';
import { rateLimit } from './middleware/rate-limit';
import { requestContext } from './middleware/request-context';
import { sameOriginWrites } from './middleware/same-origin-writes';
import { visitor } from './middleware/visitor';
import { errorBody } from './respond';
import { createRouter } from './router';
import { mountRoutes } from './routes';
import { isReviewUploadRequest } from './routes/reviews/upload-body-limit';
import { docsPage } from './docs-page';

const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * The whole HTTP API as one Hono app under /api. Next mounts it (app/api/[[...route]]) and
 * server components call it in-process with app.request(), so both see the same answers.
 */
export function createApp() {
  const app = createRouter().basePath('/api');

  app.use('*', requestContext);
  app.use('*', async (c, next) => {
    // API answers are data, never pages: no sniffing, no framing, no caching of private data.
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  // CSRF: a cookie-authenticated write from another site is refused before any body is read
  // (uploads included) or anything is written (decision 048).
  app.use('*', sameOriginWrites);
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new ApiError(ResultCode.PAYLOAD_TOO_LARGE);
    },
  });
  // Review image uploads (up to 10 MiB) are the one exception: this limit would refuse them,
  // and for a body without Content-Length it buffers before refusing. Their route applies its
  // own cap after the sign-in check (routes/reviews/upload-body-limit.ts): Content-Length
  // first, then counting bytes while streaming, 413 the moment the cap is passed.
  // A read has no body to limit (and asking for one would make the direct API's light request
  // build a whole Request: server/front/direct-api.mjs).
  app.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || isReviewUploadRequest(c.req.method, c.req.path)
      ? next()
      : jsonBodyLimit(c, next),
  );
  app.use('*', refuseControlCharacters);
  app.use('*', readCaller);
  app.use('*', visitor);
  app.use('*', pageCacheTags);
  // Reads are cheap and cacheable; writes are what a script would hammer (limits counted in
  // the database, by user or client address: decision 049).
  app.on(
    ['POST', 'PUT', 'PATCH', 'DELETE'],
    '*',
    rateLimit({ name: 'writes', limit: () => serverEnv().RATE_LIMIT_WRITES_PER_MINUTE, windowMs: 60_000 }),
  );
  const uploadLimit = rateLimit({
    name: 'uploads',
    limit: () => serverEnv().RATE_LIMIT_UPLOADS_PER_MINUTE,
    windowMs: 60_000,
  });
  app.use('*', (c, next) => (isReviewUploadRequest(c.req.method, c.req.path) ? uploadLimit(c, next) : next()));

  mountRoutes(app);

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Popspot API',
      version: '1.0.0',
      description:
        'Every answer is `{ data, result: { code, desc } }`. Errors carry 8-digit codes whose first three digits are the HTTP status.',
    },
    servers: [{ url: '/' }],
  });
  app.get('/docs', (c) =>
    c.html(docsPage(app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'Popspot API', version: '1.0.0' } }))),
  );

  // A path the API has, asked with a method it does not take (TRACE included): 405 with the
  // methods it does take; any other path: 404.
  app.notFound((c) => {
    const allowed = allowedMethods(app.routes, c.req.path);
    if (allowed.length > 0) {
      c.header('Allow', allowed.join(', '));
      return c.json(
        errorBody(ResultCode.METHOD_NOT_ALLOWED, c.get('requestId'), `${c.req.method} is not allowed here`),
        405,
      );
    }
    return c.json(
      errorBody(ResultCode.NOT_FOUND, c.get('requestId'), `No route for ${c.req.method} ${c.req.path}`),
      404,
    );
  });

  app.onError((error, c) => {
    const requestId = c.get('requestId');
    if (error instanceof ApiError) {
      return c.json(errorBody(error.code, requestId, undefined, error.fieldErrors), error.status as 400);
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own refusals (malformed JSON body, a body of a type the route does not take,
      // and the like) are the caller's fault.
      const [code, status] =
        error.status === 413
          ? [ResultCode.PAYLOAD_TOO_LARGE, 413 as const]
          : error.status === 415
            ? [ResultCode.UNSUPPORTED_MEDIA_TYPE, 415 as const]
            : [ResultCode.BAD_REQUEST, 400 as const];
      return c.json(errorBody(code, requestId, error.message || undefined), status);
    }
    logger.error('unhandled error', { requestId, method: c.req.method, path: c.req.path, error });
    return c.json(errorBody(ResultCode.SERVER_ERROR, requestId), 500);
  });

  return app;
}

/**
 * The methods of the routes whose pattern matches `path` ('/api/v1/spots/{id}' style
 * patterns as Hono keeps them: ':id' segments, '*' for middleware, which is skipped).
 */
function allowedMethods(routes: readonly { method: string; path: string }[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    const pattern = new RegExp(`^${route.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}$`);
    if (pattern.test(path)) methods.add(route.method);
  }
  return [...methods].sort();
}

export type App = ReturnType<typeof createApp>;

let shared: App | undefined;

/**
 * Where the production server finds the API to answer /api requests itself, without Next's
 * router in between (server/front/direct-api.mjs, decision 063).
 */
const DIRECT_API_KEY = Symbol.for('popspot.api');

/** The process-wide app (routes, OpenAPI registry) built once. */
export function getApp(): App {
  if (!shared) {
    shared = createApp();
    (globalThis as unknown as Record<symbol, unknown>)[DIRECT_API_KEY] = { fetch: shared.fetch };
  }
  return shared;
}
