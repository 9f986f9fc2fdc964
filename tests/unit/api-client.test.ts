import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, apiError } from '@/api/api-error';
import { apiFetch, registerServerTransport } from '@/api/client';
import { toQueryString } from '@/api/request';
import { httpStatusOf, ResultCode } from '@/api/error-codes';

function answer(status: number, body: string) {
  registerServerTransport(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
}

afterEach(() => registerServerTransport(async () => new Response('{}', { status: 500 })));

describe('apiFetch', () => {
  it('resolves with data on a SUCCESS envelope', async () => {
    answer(200, JSON.stringify({ data: { id: 1 }, result: { code: 20000000, desc: 'SUCCESS' } }));
    await expect(apiFetch('/v1/x')).resolves.toEqual({ id: 1 });
  });

  it('throws the envelope code even when the HTTP status is 200', async () => {
    answer(200, JSON.stringify({ data: null, result: { code: 40000102, desc: 'already' } }));
    await expect(apiFetch('/v1/x')).rejects.toMatchObject({ code: 40000102, codeName: 'ALREADY_EXISTS_SPOT_REVIEW' });
  });

  it('throws a generic error for an answer that is not the envelope', async () => {
    answer(502, '<html>Bad gateway</html>');
    const error = await apiFetch('/v1/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
  });

  it('sends JSON bodies with their content type', async () => {
    let seen: { method?: string; type?: string | null; body?: unknown } = {};
    registerServerTransport(async (_path, init) => {
      seen = { method: init.method, type: init.headers.get('content-type'), body: JSON.parse(String(init.body)) };
      return new Response(JSON.stringify({ data: true, result: { code: 20000000, desc: 'SUCCESS' } }));
    });
    await apiFetch('/v1/x', { method: 'POST', body: { a: 1 } });
    expect(seen).toEqual({ method: 'POST', type: 'application/json', body: { a: 1 } });
  });
});

describe('toQueryString', () => {
  it('drops empty values and repeats arrays', () => {
    expect(toQueryString({ a: 1, b: undefined, c: '', d: null, e: ['x', 'y'], f: false })).toBe('?a=1&e=x&e=y&f=false');
    expect(toQueryString({})).toBe('');
  });
});

describe('the error catalogue', () => {
  it('maps codes to HTTP statuses by their first three digits', () => {
    expect(httpStatusOf(ResultCode.UNAUTHORIZED)).toBe(401);
    expect(httpStatusOf(ResultCode.ALREADY_EXISTS_SPOT_REVIEW)).toBe(400);
    expect(httpStatusOf(ResultCode.SERVER_ERROR)).toBe(500);
    expect(apiError('NOT_FOUND')).toMatchObject({ code: 40400000, status: 404 });
  });

  it('has unique codes', () => {
    const codes = Object.values(ResultCode);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
