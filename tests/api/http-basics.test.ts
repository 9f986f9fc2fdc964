import { describe, expect, it } from 'vitest';
import { resetServerEnvForTests } from '@/server/env';
import { createApp } from '@/server/http/app';
import { fromAddress } from '../utils/client-address';
import { call, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

describe('the API envelope and errors', () => {
  it('answers health with the database check in the envelope', async () => {
    const res = await call<{ status: string; database: { driver: string } }>(ctx.app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ code: 20000000, desc: 'SUCCESS' });
    expect(res.body.data.status).toBe('ok');
    expect(res.body.data.database.driver).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('gives every answer a request id, and keeps a well-formed one from the caller', async () => {
    const fresh = await call(ctx.app, 'GET', '/api/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await call(ctx.app, 'GET', '/api/health', { headers: { 'X-Request-Id': 'trace-12345678' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-12345678');
    const refused = await call(ctx.app, 'GET', '/api/health', { headers: { 'X-Request-Id': '<script>' } });
    expect(refused.headers.get('x-request-id')).not.toBe('<script>');
  });

  it('answers unknown paths with 404 and the NOT_FOUND code', async () => {
    const res = await call(ctx.app, 'GET', '/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.result.code).toBe(40400000);
  });

  it('refuses a bad id with 400, the generic code and the field error', async () => {
    const res = await call<{ fieldErrors: Record<string, string[]> }>(ctx.app, 'GET', '/api/v1/spots/abc');
    expect(res.status).toBe(400);
    expect(res.body.result.code).toBe(40000000);
    expect(Object.keys(res.body.data.fieldErrors)).toContain('param.id');
  });

  it('refuses ids that are zero, negative or out of range', async () => {
    for (const id of ['0', '-1', '99999999999', '1.5']) {
      const res = await call(ctx.app, 'GET', `/api/v1/spots/${id}`);
      expect(res.status, id).toBe(400);
      expect(res.body.result.code, id).toBe(40000000);
    }
  });

  it('refuses a query out of bounds with field errors', async () => {
    const res = await call<{ fieldErrors: Record<string, string[]> }>(
      ctx.app,
      'GET',
      '/api/v1/spots?size=1000&page=-1',
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.fieldErrors).sort()).toEqual(['query.page', 'query.size']);
  });

  it('publishes the OpenAPI document and a readable reference', async () => {
    const doc = await ctx.app.request('/api/openapi.json');
    expect(doc.status).toBe(200);
    const json = (await doc.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(json.openapi).toBe('3.1.0');
    expect(Object.keys(json.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/v1/spots/{id}', '/api/v1/spots']),
    );
    const docs = await ctx.app.request('/api/docs');
    expect(docs.headers.get('content-type')).toContain('text/html');
    const html = await docs.text();
    expect(html).toContain('/api/v1/spots/{id}');
    expect(html).not.toContain('<script');
  });

  it('answers an unexpected failure with 500 and the generic code, without leaking its details', async () => {
    const app = createApp();
    app.get('/test-only/boom', () => {
      throw new Error('connection string postgres://secret');
    });
    const res = await call<{ requestId: string }>(app, 'GET', '/api/test-only/boom');
    expect(res.status).toBe(500);
    expect(res.body.result).toEqual({ code: 50000000, desc: 'Something went wrong!' });
    expect(JSON.stringify(res.body)).not.toContain('secret');
    expect(res.body.data.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('marks API answers as not cacheable data', async () => {
    const res = await ctx.app.request('/api/health');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a body over the limit with 413 and its code', async () => {
    const res = await call(ctx.app, 'POST', '/api/v1/spots', { body: 'x'.repeat(1024 * 1024 + 10) });
    expect(res.status).toBe(413);
    expect(res.body.result.code).toBe(41300000);
  });
});

describe('rate limiting of writes', () => {
  it('answers 429 with its code and Retry-After once a caller exceeds the limit, reads unaffected', async () => {
    process.env.RATE_LIMIT_WRITES_PER_MINUTE = '3';
    resetServerEnvForTests();
    try {
      const app = createApp();
      // The client's address as the production server hands it over (decision 049).
      const from = (address: string, method: string, path: string) =>
        fromAddress(address, () => call(app, method, path));
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await from('203.0.113.7', 'POST', '/api/v1/auth/logout')).status);
      expect(statuses).toEqual([200, 200, 200]);
      const limited = await from('203.0.113.7', 'POST', '/api/v1/auth/logout');
      expect(limited.status).toBe(429);
      expect(limited.body.result.code).toBe(42900000);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another client is not affected, and neither are reads.
      expect((await from('203.0.113.8', 'POST', '/api/v1/auth/logout')).status).toBe(200);
      expect((await from('203.0.113.7', 'GET', '/api/health')).status).toBe(200);
    } finally {
      delete process.env.RATE_LIMIT_WRITES_PER_MINUTE;
      resetServerEnvForTests();
    }
  });
});
