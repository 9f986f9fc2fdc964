import { createMiddleware } from 'hono/factory';
import { apiError } from '@/api/api-error';
import { isSameOriginRequest } from '../../auth/same-origin';
import type { AppEnv } from '../types';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Apple answers a sign-in with a form post from its own site (response_mode=form_post). The
 * route only redirects to the GET callback and sets nothing, so it stays open.
 */
const CROSS_SITE_ENTRY_POINTS = new Set(['/api/v1/auth/apple/callback']);

/** `Authorization: Bearer ...`: the caller holds its token itself (app clients, scripts). */
function hasBearer(header: string | undefined): boolean {
  return header !== undefined && /^Bearer\s+\S/i.test(header);
}

/**
 * CSRF (decision 048): a state-changing request without a bearer header could be signed in
 * only by the browser's cookies (the HttpOnly access token, the visitor cookie), so it must
 * come from this site: Origin and Sec-Fetch-Site must not name another (isSameOriginRequest).
 * Otherwise 403 / CROSS_SITE_REQUEST, before anything is read or written: this runs in front
 * of the body limits, the route's middleware and any upload stream. A bearer header cannot
 * be sent by another site's form or script without a CORS preflight, which this API never
 * grants, so those requests pass; so do requests with neither header (curl, servers, apps).
 */
export const sameOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (
    WRITES.has(c.req.method) &&
    !hasBearer(c.req.header('authorization')) &&
    !CROSS_SITE_ENTRY_POINTS.has(c.req.path) &&
    !isSameOriginRequest(c)
  ) {
    throw apiError('CROSS_SITE_REQUEST');
  }
  await next();
});
