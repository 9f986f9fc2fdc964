import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '@/server/db/client';
import { rateLimitCounters } from '@/server/db/schema';
import { createApp } from '@/server/http/app';
import { sweepRateLimitCounters } from '@/server/jobs/sweep-rate-limit-counters';
import { countRequest } from '@/server/services/rate-limits/count-request';
import { fromAddress } from '../utils/client-address';
import { insertSpot } from '../utils/fixtures';
import { overrideServerEnv } from '../utils/server-env';
import { call, createUser, setupTestApp, type CallResult } from '../utils/test-app';

const ctx = setupTestApp();

/** A different made-up forwarding address per request, as the attacker sent. */
const madeUp = (i: number) => ({
  'X-Forwarded-For': `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}, 10.0.0.1`,
  'X-Real-IP': `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`,
});

function tally(results: CallResult[]) {
  const byStatus = new Map<number, number>();
  for (const res of results) byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
  return Object.fromEntries(byStatus);
}

function expectLimited(res: CallResult, limit: number) {
  expect([res.status, res.body.result.code]).toEqual([429, 42900000]);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(res.headers.get('ratelimit-limit')).toBe(String(limit));
  expect(res.headers.get('ratelimit-remaining')).toBe('0');
  expect(Number(res.headers.get('ratelimit-reset'))).toBe(retryAfter);
}

describe('sign-in limit per client address', () => {
  it('limits 140 sign-ins after the configured 100 however X-Forwarded-For is made up (the issue: all 140 passed)', async () => {
    const results: CallResult[] = [];
    for (let i = 0; i < 140; i++) {
      const res = await ctx.app.request('/api/v1/auth/kakao/authorize', { headers: madeUp(i) });
      const text = await res.text();
      results.push({ status: res.status, headers: res.headers, body: res.status === 429 ? JSON.parse(text) : null });
    }
    expect(tally(results)).toEqual({ 302: 100, 429: 40 });
    expectLimited(results[139], 100);
    // Another client (an address the server worked out) still signs in.
    const other = await fromAddress('198.51.100.77', () => ctx.app.request('/api/v1/auth/kakao/authorize'));
    expect(other.status).toBe(302);
  });
});

describe('write limit per caller', () => {
  it('limits 330 anonymous writes after the configured 300 however X-Forwarded-For is made up', async () => {
    const spot = await insertSpot(ctx.db);
    const results = await fromAddress('198.51.100.1', async () => {
      const all: CallResult[] = [];
      for (let i = 0; i < 330; i++)
        all.push(await call(ctx.app, 'POST', `/api/v1/logs/spots/${spot.id}`, { headers: madeUp(i) }));
      return all;
    });
    expect(tally(results)).toEqual({ 200: 300, 429: 30 });
    expectLimited(results[329], 300);
    // Answered in the envelope, and reads from that address are never limited.
    expect(results[329].body.data).toMatchObject({ requestId: expect.any(String) });
    await fromAddress('198.51.100.1', async () => {
      for (let i = 0; i < 50; i++)
        expect((await call(ctx.app, 'GET', `/api/v1/spots/${spot.id}/vote-result`)).status).toBe(200);
    });
    // A signed-in caller at that address is counted as the account.
    const me = await createUser(ctx.db);
    const signedIn = await fromAddress('198.51.100.1', () =>
      call(ctx.app, 'POST', `/api/v1/logs/spots/${spot.id}`, { token: me.token }),
    );
    expect(signedIn.status).toBe(200);
    expect(Number(signedIn.headers.get('ratelimit-remaining'))).toBe(299);
  });

  it('holds across two app instances on one database (several processes)', async () => {
    const restore = overrideServerEnv({ RATE_LIMIT_WRITES_PER_MINUTE: '5' });
    try {
      const spot = await insertSpot(ctx.db);
      const first = createApp();
      const second = createApp();
      const statuses = await fromAddress('198.51.100.2', async () => {
        const all: number[] = [];
        for (let i = 0; i < 6; i++) {
          const app = i % 2 === 0 ? first : second;
          all.push((await call(app, 'POST', `/api/v1/logs/spots/${spot.id}`)).status);
        }
        return all;
      });
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      restore();
    }
  });
});

describe('the counter', () => {
  it('is one atomic count per key: 50 concurrent requests read 1..50, a new window starts at 1', async () => {
    const key = `test:concurrent:${Date.now()}`;
    const now = Date.now();
    const counts = await Promise.all(Array.from({ length: 50 }, () => countRequest({ key, windowMs: 60_000, now })));
    expect(counts.map((c) => c.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(counts.map((c) => c.resetAt))).toEqual(new Set([now + 60_000]));
    const later = await countRequest({ key, windowMs: 60_000, now: now + 60_000 });
    expect(later).toEqual({ hits: 1, resetAt: now + 120_000 });
  });

  it('is shared by a second connection to the same database (PostgreSQL only; PGlite is one process)', async () => {
    if (!ctx.databaseUrl) return;
    const other = await createDatabase({ url: ctx.databaseUrl });
    try {
      const key = `test:two-pools:${Date.now()}`;
      const now = Date.now();
      await countRequest({ key, windowMs: 60_000, now });
      expect((await countRequest({ key, windowMs: 60_000, now }, other.db)).hits).toBe(2);
      expect((await countRequest({ key, windowMs: 60_000, now })).hits).toBe(3);
    } finally {
      await other.close();
    }
  });

  it('is swept a day after its window began', async () => {
    const now = new Date();
    await ctx.db.insert(rateLimitCounters).values([
      { key: 'test:old', windowStartedAt: new Date(now.getTime() - 25 * 3_600_000), hits: 3 },
      { key: 'test:recent', windowStartedAt: new Date(now.getTime() - 3_600_000), hits: 3 },
    ]);
    expect(await sweepRateLimitCounters({ now })).toBeGreaterThanOrEqual(1);
    const keys = (await ctx.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((r) => r.key);
    expect(keys).not.toContain('test:old');
    expect(keys).toContain('test:recent');
  });
});

describe('upload limit per caller', () => {
  it('limits image uploads to the configured 30 a minute before the body is read', async () => {
    const me = await createUser(ctx.db);
    const statuses: number[] = [];
    await fromAddress('198.51.100.3', async () => {
      for (let i = 0; i < 31; i++) {
        const form = new FormData();
        form.set('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'x.png');
        const res = await ctx.app.request('/api/v1/users/me/profile-image', {
          method: 'PUT',
          headers: { Authorization: `Bearer ${me.token}` },
          body: form,
        });
        statuses.push(res.status);
      }
    });
    expect(statuses.slice(0, 30).includes(429)).toBe(false);
    expect(statuses[30]).toBe(429);
  });
});

describe('enterprise email codes per address', () => {
  let restore: () => void;
  beforeAll(() => {
    // Each member may send again at once here: only the address limit is under test.
    restore = overrideServerEnv({ SMTP_URL: undefined });
  });
  afterAll(() => restore());

  it('limits code sends to 20 and checks to 60 in 10 minutes from one address, across accounts', async () => {
    const send = (token: string) =>
      call(ctx.app, 'POST', '/api/v1/enterprise/verification-codes', {
        token,
        body: { email: 'someone@unregistered.example' },
      });
    const check = (token: string) =>
      call(ctx.app, 'POST', '/api/v1/enterprise/verifications', { token, body: { code: '123456' } });
    await fromAddress('198.51.100.4', async () => {
      const sends: CallResult[] = [];
      for (let i = 0; i < 21; i++) sends.push(await send((await createUser(ctx.db)).token));
      expect(sends.slice(0, 20).every((r) => r.status !== 429)).toBe(true);
      expectLimited(sends[20], 20);
      expect(Number(sends[20].headers.get('retry-after'))).toBeGreaterThan(60);

      const checks: CallResult[] = [];
      for (let i = 0; i < 61; i++) checks.push(await check((await createUser(ctx.db)).token));
      expect(checks.slice(0, 60).every((r) => r.status !== 429)).toBe(true);
      expectLimited(checks[60], 60);
    });
    // Another address is not affected.
    const elsewhere = await fromAddress('198.51.100.5', async () => send((await createUser(ctx.db)).token));
    expect(elsewhere.status).not.toBe(429);
  });
});
