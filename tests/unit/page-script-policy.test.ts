import { createHash, randomBytes } from 'node:crypto';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import PageCacheHandler from '@/server/cache/page-cache-handler.mjs';
import { createFrontPageCache } from '@/server/front/front-page-cache.mjs';
import { inlineScriptHashes, policyWithScripts, SCRIPT_NONCE_HEADER } from '@/server/front/page-script-policy.mjs';
import { contentSecurityPolicy } from '@/lib/security-headers';

/*
 * Decision 052: the production server completes a page's script-src with the request's nonce,
 * or, for a page from the page cache, with the hashes of the scripts its render put the nonce
 * on. The stand-in below does what proxy.ts and Next do: a fresh nonce per request, scripts
 * rendered with it, next.config.ts's policy, the nonce in the response header proxy.ts uses.
 */

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const FLIGHT = (path: string) => `self.__next_f.push([1,"${path} \\u003c성수\\u003e"])`;
const BOOTSTRAP = 'requestAnimationFrame(function(){$RT=performance.now()});';
/** Markup that got into a page without React's escaping: no nonce, or a guessed one. */
const INJECTED = '<script>alert(1)</script><script nonce="guessed">alert(2)</script>';

function page(nonce: string, path: string): string {
  return (
    `<!DOCTYPE html><html lang="ko"><head><meta charSet="utf-8"/>` +
    `<script src="/_next/static/chunks/main.js" async="" nonce="${nonce}"></script></head>` +
    `<body><main>${path}</main><script type="application/ld+json">{"@type":"Event"}</script>${INJECTED}` +
    `<script nonce="${nonce}">${BOOTSTRAP}</script><script nonce="${nonce}">${FLIGHT(path)}</script></body></html>`
  );
}
const OWN_HASHES = (path: string) => [sha256(BOOTSTRAP), sha256(FLIGHT(path))];
const BASE_POLICY = contentSecurityPolicy({ development: false });

let server: Server;
let base = '';
/** How the stand-in answers: a cached page, a page for this request only, or one render shared. */
let mode: 'cached' | 'dynamic' | 'shared-render' = 'cached';
let renders = 0;

async function standInForNext(req: IncomingMessage, res: ServerResponse) {
  const nonce = randomBytes(16).toString('base64');
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  res.setHeader('content-security-policy', BASE_POLICY);
  res.setHeader(SCRIPT_NONCE_HEADER, nonce);
  res.setHeader('content-type', 'text/html; charset=utf-8');
  let html: string;
  if (mode === 'dynamic') {
    html = page(nonce, path);
    res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  } else if (mode === 'shared-render') {
    // Another request's render of this page: its nonce, and no entry named to this request.
    html = page('another-request', path);
    res.setHeader('x-nextjs-cache', 'MISS');
  } else {
    const handler = new PageCacheHandler();
    const key = `/ko${path}`;
    const hit = (await handler.get(key)) as { value: { html: string } } | null;
    html = hit?.value.html ?? page(nonce, path);
    if (!hit) {
      renders += 1;
      await handler.set(
        key,
        { kind: 'APP_PAGE', html, headers: {}, status: 200 },
        { cacheControl: { revalidate: 60 } },
      );
    }
    res.setHeader('x-nextjs-cache', hit ? 'HIT' : 'MISS');
    res.setHeader('cache-control', 's-maxage=60, stale-while-revalidate=31535940');
  }
  if (/gzip/.test(String(req.headers['accept-encoding'] ?? ''))) {
    // Like Next's compression: the encoded body in parts, after the headers are decided.
    res.setHeader('content-encoding', 'gzip');
    const body = gzipSync(html);
    res.write(body.subarray(0, 10));
    setTimeout(() => res.end(body.subarray(10)), 5);
  } else {
    res.end(html);
  }
}

type Answer = { status: number; headers: IncomingMessage['headers']; text: string };

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = res.headers['content-encoding'] === 'gzip' ? gunzipSync(body).toString() : body.toString();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

function scriptSrc(answer: Answer): string[] {
  const policy = String(answer.headers['content-security-policy'] ?? '');
  const directive = policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
  return directive.trim().split(/\s+/).slice(1);
}

beforeEach(async () => {
  Reflect.deleteProperty(globalThis, Symbol.for('popspot.page-cache'));
  mode = 'cached';
  renders = 0;
  const front = createFrontPageCache();
  server = createServer((req, res) => {
    if (front.serve(req, res)) return;
    front.capture(req, res, () => void standInForNext(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the inline scripts of a page', () => {
  it("are the ones carrying the render's nonce, named by the first Next chunk; injected ones are left out", () => {
    const { nonce, hashes } = inlineScriptHashes(page('n0nce', '/popup/1'));
    expect(nonce).toBe('n0nce');
    expect(hashes).toEqual(OWN_HASHES('/popup/1'));
    // JSON-LD is data, never run: it needs no hash.
    expect(hashes).not.toContain(sha256('{"@type":"Event"}'));
  });

  it('trust no nonce that appears before Next names one, nor any in a page without Next', () => {
    const early = `<html><head><script nonce="evil">alert(1)</script>${page('real', '/x').slice('<!DOCTYPE html><html lang="ko"><head>'.length)}`;
    expect(inlineScriptHashes(early)).toEqual({ nonce: 'real', hashes: OWN_HASHES('/x') });
    expect(inlineScriptHashes('<html><body><script nonce="a">alert(1)</script></body></html>')).toEqual({
      nonce: null,
      hashes: [],
    });
  });

  it('are hashed as the browser reads them (line breaks normalised)', () => {
    const html = `<script src="/_next/static/a.js" nonce="n"></script><script nonce="n">a();\r\nb();\rc();</script>`;
    expect(inlineScriptHashes(html).hashes).toEqual([sha256('a();\nb();\nc();')]);
  });

  it("replace a policy's nonce in script-src only", () => {
    const policy = "default-src 'self'; script-src 'self' 'nonce-abc'; style-src 'self' 'unsafe-inline'";
    expect(policyWithScripts(policy, ["'sha256-x'", "'sha256-y'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x' 'sha256-y'; style-src 'self' 'unsafe-inline'",
    );
    expect(policyWithScripts(BASE_POLICY, ["'nonce-n'"])).toContain("script-src 'self' 'nonce-n';");
  });
});

describe("a page's policy from the production server", () => {
  it('names the hashes of a cached page, the same on its render, on a Next cache hit and from the front cache', async () => {
    const render = await get('/popup/1');
    expect(render.headers['x-nextjs-cache']).toBe('MISS');
    const fromNext = await get('/popup/1', { 'accept-encoding': 'gzip' });
    expect(fromNext.headers['x-nextjs-cache']).toBe('HIT');
    expect(fromNext.headers['x-front-cache']).toBeUndefined();
    const fromFront = await get('/popup/1');
    expect(fromFront.headers['x-front-cache']).toBe('HIT');
    expect(renders).toBe(1);
    for (const answer of [render, fromNext, fromFront]) {
      expect(scriptSrc(answer)).toEqual(["'self'", ...OWN_HASHES('/popup/1')]);
      expect(answer.headers[SCRIPT_NONCE_HEADER]).toBeUndefined();
      expect(answer.text).toBe(render.text);
    }
  });

  it('names the nonce of a page rendered for this request alone, and never sends the nonce header', async () => {
    mode = 'dynamic';
    const first = await get('/mypage');
    const second = await get('/mypage', { 'accept-encoding': 'gzip' });
    for (const answer of [first, second]) {
      const nonce = /<script src="\/_next\/static\/[^"]*" async="" nonce="([^"]+)">/.exec(answer.text)?.[1];
      expect(scriptSrc(answer)).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(answer.headers[SCRIPT_NONCE_HEADER]).toBeUndefined();
    }
    expect(scriptSrc(first)).not.toEqual(scriptSrc(second));
  });

  it("hashes a cached page from its body when the request only waited for another request's render", async () => {
    mode = 'shared-render';
    for (const headers of [{}, { 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
      const answer = await get('/popup/2', headers);
      expect(answer.text).toContain('nonce="another-request"');
      expect(scriptSrc(answer)).toEqual(["'self'", ...OWN_HASHES('/popup/2')]);
      expect(answer.headers[SCRIPT_NONCE_HEADER]).toBeUndefined();
    }
    const head = await get('/popup/2', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });

  it('never allows an inline script whose hash the page did not earn', async () => {
    for (const path of ['/popup/3', '/popup/3']) {
      const allowed = scriptSrc(await get(path));
      expect(allowed).not.toContain("'unsafe-inline'");
      expect(allowed).not.toContain(sha256('alert(1)'));
      expect(allowed).not.toContain(sha256('alert(2)'));
      expect(allowed.filter((source) => source.startsWith("'nonce-"))).toEqual([]);
    }
  });
});
