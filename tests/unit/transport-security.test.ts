import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import PageCacheHandler from '@/server/cache/page-cache-handler.mjs';
import { parseTrustedProxies } from '@/server/front/client-address.mjs';
import { createFrontPageCache } from '@/server/front/front-page-cache.mjs';
import {
  createTransportSecurity,
  isHttpsRequest,
  STRICT_TRANSPORT_SECURITY,
} from '@/server/front/transport-security.mjs';

/*
 * Issue 14: Strict-Transport-Security was sent over plain http. The production server now
 * sends it only when the request came over https (decision 052).
 */

const PROXY = '10.0.0.5';
const CLIENT = '203.0.113.7';

function https(input: {
  remoteAddress: string;
  forwardedProto?: string;
  trustedProxies?: string;
  publicBaseUrl?: string;
  encrypted?: boolean;
}): boolean {
  const trustedProxies = input.trustedProxies ?? '';
  return isHttpsRequest({
    encrypted: input.encrypted ?? false,
    remoteAddress: input.remoteAddress,
    forwardedProto: input.forwardedProto,
    trusted: parseTrustedProxies(trustedProxies),
    anyTrusted: trustedProxies.trim() !== '',
    publicBaseUrl: input.publicBaseUrl,
  });
}

describe('whether a request came over https', () => {
  it('follows the public origin when nothing more is known, as the Secure cookie flag does', () => {
    expect(https({ remoteAddress: CLIENT, publicBaseUrl: 'http://localhost:3000' })).toBe(false);
    expect(https({ remoteAddress: CLIENT, publicBaseUrl: 'https://popspot.example' })).toBe(true);
    expect(https({ remoteAddress: CLIENT, publicBaseUrl: undefined })).toBe(false);
    expect(https({ remoteAddress: CLIENT, publicBaseUrl: 'not a url' })).toBe(false);
  });

  it('is true over TLS', () => {
    expect(https({ remoteAddress: CLIENT, encrypted: true, publicBaseUrl: 'http://localhost:3000' })).toBe(true);
  });

  it("believes X-Forwarded-Proto from a trusted proxy only, the first entry (the client's side)", () => {
    const behindProxy = { trustedProxies: `${PROXY}, 10.1.0.0/16`, publicBaseUrl: 'https://popspot.example' };
    expect(https({ ...behindProxy, remoteAddress: PROXY, forwardedProto: 'https' })).toBe(true);
    expect(https({ ...behindProxy, remoteAddress: PROXY, forwardedProto: 'http' })).toBe(false);
    expect(https({ ...behindProxy, remoteAddress: '10.1.2.3', forwardedProto: 'HTTP, https' })).toBe(false);
    expect(https({ ...behindProxy, remoteAddress: `::ffff:${PROXY}`, forwardedProto: 'https' })).toBe(true);
    // A trusted proxy that says nothing: the public origin decides.
    expect(https({ ...behindProxy, remoteAddress: PROXY })).toBe(true);
    // With proxies configured, anyone else reached this plain-http server directly.
    expect(https({ ...behindProxy, remoteAddress: CLIENT, forwardedProto: 'https' })).toBe(false);
    expect(https({ ...behindProxy, remoteAddress: CLIENT })).toBe(false);
  });

  it('never believes a forwarded protocol from anyone when no proxy is trusted', () => {
    expect(https({ remoteAddress: CLIENT, forwardedProto: 'https', publicBaseUrl: 'http://localhost:3000' })).toBe(
      false,
    );
  });
});

describe('the production server', () => {
  let server: Server;
  let base = '';
  let seenByNext: IncomingMessage['headers'] = {};

  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  async function start(options: { trustedProxies: string | undefined; publicBaseUrl: string | undefined }) {
    Reflect.deleteProperty(globalThis, Symbol.for('popspot.page-cache'));
    const transport = createTransportSecurity(options);
    const front = createFrontPageCache();
    server = createServer((req, res) => {
      transport.apply(req, res);
      if (front.serve(req, res)) return;
      front.capture(req, res, async () => {
        // A stand-in for Next answering a cached page.
        seenByNext = { ...req.headers };
        const handler = new PageCacheHandler();
        const hit = await handler.get('/ko/popup/1');
        if (!hit)
          await handler.set('/ko/popup/1', { kind: 'APP_PAGE', html: '<p>팝업</p>', headers: {}, status: 200 }, {});
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('x-nextjs-cache', hit ? 'HIT' : 'MISS');
        res.end('<p>팝업</p>');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  function get(path: string, headers: Record<string, string> = {}): Promise<IncomingMessage['headers']> {
    return new Promise((resolve, reject) => {
      const req = request(`${base}${path}`, { headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('sends no HSTS over http, the demo on http://localhost included', async () => {
    await start({ trustedProxies: undefined, publicBaseUrl: 'http://localhost:3000' });
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
      expect((await get('/popup/1', headers))['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS on every answer of an https deployment', async () => {
    await start({ trustedProxies: undefined, publicBaseUrl: 'https://popspot.example' });
    expect((await get('/popup/1'))['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    const fromFront = await get('/popup/1');
    expect(fromFront['x-front-cache']).toBe('HIT');
    expect(fromFront['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('decides per request, also for the bytes the front cache keeps', async () => {
    // The test's connections come from 127.0.0.1: the trusted proxy here.
    await start({ trustedProxies: '127.0.0.1', publicBaseUrl: 'https://popspot.example' });
    expect((await get('/popup/1', { 'x-forwarded-proto': 'https' }))['strict-transport-security']).toBe(
      STRICT_TRANSPORT_SECURITY,
    );
    const overHttp = await get('/popup/1', { 'x-forwarded-proto': 'http' });
    expect(overHttp['x-front-cache']).toBe('HIT');
    expect(overHttp['strict-transport-security']).toBeUndefined();
    const overHttps = await get('/popup/1', { 'x-forwarded-proto': 'https' });
    expect(overHttps['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('drops the Content-Security-Policy request headers a client sends (Next would read a nonce from them)', async () => {
    await start({ trustedProxies: undefined, publicBaseUrl: 'http://localhost:3000' });
    await get('/magazine', {
      'content-security-policy': "script-src 'nonce-chosen'",
      'content-security-policy-report-only': "script-src 'nonce-chosen'",
    });
    expect(seenByNext['content-security-policy']).toBeUndefined();
    expect(seenByNext['content-security-policy-report-only']).toBeUndefined();
  });
});
