import { OpenAPIHono } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import { ResultCode } from '@/api/error-codes';
import { errorBody } from './respond';
import type { AppEnv } from './types';

/** Field errors keyed by dotted path ("body.content", "param.id"), for forms and clients. */
function fieldErrorsOf(error: ZodError, target: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = [target, ...issue.path.map(String)].join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/**
 * A router whose validation failures all answer the same way: 400 with the spec's generic
 * BAD_REQUEST code (40000000) and the field errors, before any service runs.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const target = (result as { target?: string }).target ?? 'input';
        return c.json(
          errorBody(ResultCode.BAD_REQUEST, c.get('requestId'), 'Invalid input', fieldErrorsOf(result.error, target)),
          400,
        );
      }
    },
  });
}
