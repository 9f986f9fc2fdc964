import { connect } from 'node:net';
import { expect, test } from './fixtures/test';

/**
 * What the production server answers before Next (server/front/request-edge.mjs, decision
 * 051): malformed paths and refused methods. fetch and Playwright's request normalise a URL
 * (or refuse a broken one), so these requests are written on a raw socket as a client or a
 * fuzzer would send them.
 */
const port = Number(process.env.E2E_PORT ?? 3210);

type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** Sends one request exactly as written and reads the whole answer (the connection is closed after it). */
function raw(method: string, target: string, extraHeaders: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, 'localhost');
    const chunks: Buffer[] = [];
    socket.setTimeout(30_000, () => socket.destroy(new Error(`no answer to ${method} ${target}`)));
    socket.on('connect', () => {
      const headers = {
        Host: `localhost:${port}`,
        Connection: 'close',
        'Accept-Encoding': 'identity',
        ...extraHeaders,
      };
      const head = [`${method} ${target} HTTP/1.1`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
      socket.write(`${head.join('\r\n')}\r\n\r\n`);
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      let body = text.slice(split + 4);
      if (headers['transfer-encoding'] === 'chunked') body = unchunk(body);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

function unchunk(body: string): string {
  let out = '';
  let rest = Buffer.from(body, 'utf8');
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    if (lineEnd < 0) return out;
    const size = parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16);
    if (!size) return out;
    out += rest.subarray(lineEnd + 2, lineEnd + 2 + size).toString('utf8');
    rest = rest.subarray(lineEnd + 2 + size + 2);
  }
}

/** The headers next.config.ts sends on every page, as a normal page answer carries them. */
async function pageSecurityHeaders(): Promise<Record<string, string>> {
  const answer = await raw('GET', '/api/health');
  const names = [
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'x-frame-options',
    'permissions-policy',
  ];
  const headers: Record<string, string> = {};
  for (const name of names) {
    expect(answer.headers[name], `${name} on a normal answer`).toBeTruthy();
    headers[name] = answer.headers[name];
  }
  return headers;
}

/** A policy without the nonce and hashes that allow one render's own scripts. */
function withoutRenderScripts(policy: string): string {
  return policy.replace(/ '(?:nonce|sha256)-[^']+'/g, '');
}

const brokenApiPaths = [
  '/api/v1/spots/%',
  '/api/v1/spots/%FF%FE',
  '/api/v1/spots/%E0%A4%A',
  // Well-formed escapes, but not UTF-8 (a lone surrogate): decodeURIComponent refuses it.
  '/api/v1/spots/%ED%A0%80',
  '/api/v1/message-groups/1/messages/%zz',
];

test.describe('the HTTP edge before Next', () => {
  test('a broken percent-encoding under /api answers 400 in the envelope, with the security headers', async () => {
    const expected = await pageSecurityHeaders();
    for (const target of [...brokenApiPaths, '/api/v1/spots/%?keyword=a']) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const answer = await raw(method, target, method === 'GET' ? {} : { 'Content-Length': '0' });
        expect(answer.status, `${method} ${target}`).toBe(400);
        expect(answer.headers['content-type']).toMatch(/^application\/json/);
        expect(JSON.parse(answer.body)).toEqual({ data: null, result: { code: 40000000, desc: 'Bad request' } });
        for (const [name, value] of Object.entries(expected)) expect(answer.headers[name], name).toBe(value);
      }
    }
  });

  test('the API answered without Next (decision 063), and its front cache (062), keep the security headers', async () => {
    const expected = await pageSecurityHeaders();
    for (const [method, target] of [
      ['GET', '/api/v1/notices'],
      ['GET', '/api/v1/notices'],
      ['GET', '/api/v1/users/me'],
      ['POST', '/api/v1/users/spot-queues'],
    ]) {
      const answer = await raw(method, target, method === 'GET' ? {} : { 'Content-Length': '0' });
      expect(answer.status, `${method} ${target}`).toBeLessThan(500);
      for (const [name, value] of Object.entries(expected))
        expect(answer.headers[name], `${name} on ${target}`).toBe(value);
    }
  });

  test('a broken percent-encoding elsewhere renders the not-found page (404) in the path’s language', async () => {
    const expected = await pageSecurityHeaders();
    const ordinary = await raw('GET', '/nothing/here');
    expect(ordinary.status).toBe(404);
    expect(ordinary.body).toContain('페이지를 찾을 수 없어요');
    for (const [target, language, title] of [
      ['/popup/%E0%A4%A', 'ko', '페이지를 찾을 수 없어요'],
      ['/popup/%', 'ko', '페이지를 찾을 수 없어요'],
      ['/%FF%FE', 'ko', '페이지를 찾을 수 없어요'],
      ['/en/popup/%ED%A0%80?tab=info', 'en', 'We can’t find that page'],
    ] as const) {
      const answer = await raw('GET', target);
      expect(answer.status, target).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      // The page as Next renders any unknown path: notFound() in app/[lang]/[...rest], its
      // localized title and the path's locale in the streamed payload.
      expect(answer.body).toContain(title);
      expect(answer.body).toContain(`\\"locale\\":\\"${language}\\"`);
      // A page's policy also allows the scripts of its own render (its nonce or their
      // hashes, decision 052); apart from those it is the baseline every answer carries.
      const policy = answer.headers['content-security-policy'];
      expect(policy).toMatch(/script-src 'self' '(nonce|sha256)-/);
      expect(policy.match(/script-src [^;]*/)?.[0]).not.toContain("'unsafe-inline'");
      const headers: Record<string, string | undefined> = {
        ...answer.headers,
        'content-security-policy': withoutRenderScripts(policy),
      };
      for (const [name, value] of Object.entries(expected)) expect(headers[name], name).toBe(value);
    }
  });

  test('TRACE, TRACK and CONNECT answer 405 with Allow on any path (the envelope under /api)', async () => {
    const expected = await pageSecurityHeaders();
    for (const method of ['TRACE', 'TRACK', 'CONNECT', 'PROPFIND']) {
      for (const target of ['/api/v1/spots/1', '/api/health', '/popup/1', '/']) {
        const api = target.startsWith('/api');
        if (method === 'PROPFIND' && !api) continue;
        const answer = await raw(method, target);
        expect(answer.status, `${method} ${target}`).toBe(405);
        expect(answer.headers.allow, `${method} ${target}`).toMatch(/GET/);
        expect(answer.headers.allow).not.toMatch(/TRACE|TRACK|CONNECT/);
        for (const [name, value] of Object.entries(expected)) expect(answer.headers[name], name).toBe(value);
        if (api) {
          expect(answer.headers['content-type']).toMatch(/^application\/json/);
          expect(JSON.parse(answer.body)).toEqual({
            data: null,
            result: { code: 40500000, desc: 'Method not allowed' },
          });
        }
      }
    }
  });

  test('well-formed requests still reach Next and the API', async () => {
    const spot = await raw('GET', '/api/v1/spots/1');
    expect(spot.status).toBe(200);
    expect(JSON.parse(spot.body).result.code).toBe(20000000);
    // An escape that decodes (a Korean word) is an ordinary path: the API's own 404 or 400.
    const korean = await raw('GET', '/api/v1/spots/%ED%8C%9D%EC%97%85');
    expect(korean.status).toBe(400);
    expect(JSON.parse(korean.body).result.code).toBe(40000000);
    const page = await raw('GET', '/popup/1');
    expect(page.status).toBe(200);
    const missing = await raw('GET', '/%ED%8C%9D%EC%97%85/none');
    expect(missing.status).toBe(404);
  });
});
