import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectApi } from '@/server/front/direct-api.mjs';

/*
 * /api answered by the production server itself (decision 063), in front of a stand-in for the
 * app registered the way getApp registers it. A write's body must survive the app re-wrapping
 * the request (Hono's body limit does: the first e2e run of the direct path failed uploads with
 * 500); a read keeps the listener's light request, and a stream still hears its client leave.
 */

const API_KEY = Symbol.for('popspot.api');
let server: Server;
let base = '';
let streamAborted: Promise<void>;
let markAborted: () => void;

beforeAll(async () => {
  streamAborted = new Promise((resolve) => (markAborted = resolve));
  const app = new Hono();
  app.use('*', bodyLimit({ maxSize: 1024 * 1024 }));
  app.get('/api/v1/echo', (c) => c.json({ method: c.req.method, query: c.req.query('q') ?? null }));
  app.post('/api/v1/echo', async (c) => {
    // What an upload's own limit does: the request made anew around the bytes read.
    const body = await c.req.raw.text();
    c.req.raw = new Request(c.req.raw, { body });
    return c.json({ method: c.req.method, received: JSON.parse(await c.req.raw.text()) });
  });
  app.get('/api/v1/big', (c) => c.json({ items: Array.from({ length: 300 }, (_, i) => `팝업 ${i}`) }));
  app.get('/api/v1/stream', (c) => {
    c.req.raw.signal.addEventListener('abort', () => markAborted());
    return new Response(
      new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode(': open\n\n')) }),
      {
        headers: { 'content-type': 'text/event-stream' },
      },
    );
  });
  (globalThis as Record<symbol, unknown>)[API_KEY] = app;
  const direct = createDirectApi({ securityHeaders: [['X-Frame-Options', 'DENY']], hostname: 'localhost' });
  server = createServer((req, res) => {
    const answered = direct.handle(req, res);
    if (!answered) {
      res.statusCode = 599;
      res.end('not direct');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete (globalThis as Record<symbol, unknown>)[API_KEY];
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the direct API', () => {
  it('answers a read with the security headers of the pages', async () => {
    const res = await fetch(`${base}/api/v1/echo?q=%EC%84%B1%EC%88%98`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(await res.json()).toEqual({ method: 'GET', query: '성수' });
  });

  it('hands a write its whole body, which the app may read and wrap again', async () => {
    const payload = { keyword: '성수 팝업', text: 'x'.repeat(200_000) };
    const res = await fetch(`${base}/api/v1/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ method: 'POST', received: payload });
  });

  it('gzips a large answer for a client that takes gzip, and leaves a small one as it is', async () => {
    const big = await fetch(`${base}/api/v1/big`, { headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers.get('content-encoding')).toBe('gzip');
    expect((await big.json()).items).toHaveLength(300);
    const small = await fetch(`${base}/api/v1/echo`, { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('tells a stream when its client has gone', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/v1/stream`, { signal: controller.signal });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = res.body!.getReader();
    await reader.read();
    controller.abort();
    await expect(
      Promise.race([streamAborted.then(() => 'aborted'), new Promise((r) => setTimeout(() => r('still open'), 3_000))]),
    ).resolves.toBe('aborted');
  });

  it('leaves anything outside /api to Next', async () => {
    expect((await fetch(`${base}/popup/1`)).status).toBe(599);
  });
});
