import type { Context } from 'hono';
import type { FieldErrors } from '@/api/api-error';
import { ResultCode, resultCodeName } from '@/api/error-codes';
import { resultDescriptions } from './result-descriptions';

/** The success envelope (HTTP 200, as every route's contract declares). */
export function ok<T>(c: Context, data: T) {
  return c.json({ data, result: { code: ResultCode.SUCCESS, desc: resultDescriptions.SUCCESS } }, 200);
}

/** The error envelope: data carries field errors (if any) and the request id for support. */
export function errorBody(code: number, requestId: string | undefined, desc?: string, fieldErrors?: FieldErrors) {
  const name = resultCodeName(code);
  return {
    data: { ...(fieldErrors ? { fieldErrors } : {}), ...(requestId ? { requestId } : {}) },
    result: { code, desc: desc ?? (name ? resultDescriptions[name] : resultDescriptions.SERVER_ERROR) },
  };
}
