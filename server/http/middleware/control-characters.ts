import { createMiddleware } from 'hono/factory';
import { apiError, type FieldErrors } from '@/api/api-error';
import { isReviewUploadRequest } from '../routes/reviews/upload-body-limit';
import type { AppEnv } from '../types';

/**
 * C0 control characters and DEL, except tab, line feed and carriage return (text people
 * type). PostgreSQL refuses NUL in text outright, and the others are never meant.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const MESSAGE = 'must not contain control characters';

function walk(value: unknown, path: string, out: FieldErrors): void {
  if (typeof value === 'string') {
    if (CONTROL.test(value)) out[path] = [MESSAGE];
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => walk(item, `${path}.${i}`, out));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`, out);
  }
}

/**
 * Refuses a control character anywhere in the query or a JSON body with 400 and the fields
 * at fault (issue 14), before any route reads them: no text that the database would refuse
 * (a 500) or that no one meant reaches a service. A malformed JSON body is left to the
 * route's own validation. Multipart text fields are checked by their routes' schemas.
 * Runs after the JSON body limit, so it never reads more than that allows.
 */
export const refuseControlCharacters = createMiddleware<AppEnv>(async (c, next) => {
  const errors: FieldErrors = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    values.forEach((value) => {
      if (CONTROL.test(value)) errors[`query.${name}`] = [MESSAGE];
    });
  }
  // Upload routes stream their own bodies under their own cap: never read here.
  const upload = isReviewUploadRequest(c.req.method, c.req.path);
  if (!upload && c.req.header('content-type')?.toLowerCase().includes('json')) {
    try {
      walk(await c.req.json(), 'json', errors);
    } catch {
      // Not JSON: the route's validator answers that in its own words.
    }
  }
  if (Object.keys(errors).length > 0) throw apiError('BAD_REQUEST', errors);
  await next();
});
