import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SignInResult } from '@/api/contracts/auth';
import type { MyTerms } from '@/api/contracts/terms';
import type { Me } from '@/api/contracts/users';
import { CONSENT_ITEMS, type ConsentItem } from '@/lib/consent-items';
import { userTermHistory, userTerms, users } from '@/server/db/schema';
import { setCookieOf } from '../utils/cookie-jar';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();
const VERSION = '2026-11-01';

function answers(overrides: Partial<Record<ConsentItem, boolean>> = {}) {
  const base: Record<ConsentItem, boolean> = {
    SERVICE: true,
    PRIVACY: true,
    AGE_OVER_14: true,
    LOCATION: false,
    MARKETING: true,
    PROMOTION_EMAIL: true,
    PROMOTION_SMS: false,
    PROMOTION_APP_PUSH: true,
    PROMOTION_MESSENGER: false,
  };
  return CONSENT_ITEMS.map((termType) => ({ termType, isAgreed: overrides[termType] ?? base[termType] }));
}

const signUp = (token: string, body: unknown) =>
  call<SignInResult>(ctx.app, 'POST', '/api/v1/users/signup', { token, body });

const history = (userId: number) =>
  ctx.db.select().from(userTermHistory).where(eq(userTermHistory.userId, userId)).orderBy(asc(userTermHistory.id));

describe('sign-up', () => {
  it('keeps an account that has not signed up out of everything but the sign-up step', async () => {
    const pending = await createUser(ctx.db, { signedUp: false });
    const me = await call<Me>(ctx.app, 'GET', '/api/v1/users/me', { token: pending.token });
    expect(me.body.data.signedUp).toBe(false);
    for (const [method, path] of [
      ['GET', '/api/v1/users/picks'],
      ['GET', '/api/v1/users/activity-stats'],
      ['PUT', '/api/v1/users/terms'],
    ] as const) {
      const res = await call(ctx.app, method, path, {
        token: pending.token,
        body: method === 'PUT' ? { userOptionalTerms: [{ termType: 'LOCATION', isAgreed: true }] } : undefined,
      });
      expect(res.status, path).toBe(403);
      expect(res.body.result.code).toBe(40300703);
    }
    expect((await call(ctx.app, 'GET', '/api/v1/users/terms', { token: pending.token })).status).toBe(200);
    expect(
      (await call(ctx.app, 'GET', '/api/v1/users/nickname?nickname=새이름', { token: pending.token })).status,
    ).toBe(200);
  });

  it('needs every required consent and says which are missing; stores nothing then', async () => {
    const pending = await createUser(ctx.db, { signedUp: false });
    const res = await signUp(pending.token, { terms: answers({ PRIVACY: false }), nickname: '새로운사람' });
    expect(res.status).toBe(400);
    expect(res.body.result.code).toBe(40000701);
    expect(Object.keys((res.body.data as unknown as { fieldErrors: object }).fieldErrors)).toEqual(['json.terms.1']);
    const incomplete = await signUp(pending.token, { terms: answers().slice(1), nickname: '새로운사람' });
    expect(incomplete.status).toBe(400);
    const promotionsAlone = await signUp(pending.token, {
      terms: answers({ MARKETING: false, PROMOTION_SMS: true }),
      nickname: '새로운사람',
    });
    expect(promotionsAlone.status).toBe(400);
    expect(await history(pending.user.id)).toEqual([]);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, pending.user.id));
    expect(row.signedUpAt).toBeNull();
  });

  it('turns away someone under 14 and keeps nothing of them', async () => {
    const child = await createUser(ctx.db, { signedUp: false });
    const res = await signUp(child.token, { terms: answers({ AGE_OVER_14: false }), nickname: '어린이' });
    expect(res.status).toBe(403);
    expect(res.body.result.code).toBe(40300702);
    expect(setCookieOf(res.headers, 'accessToken')?.value).toBe('');
    expect(await ctx.db.select().from(users).where(eq(users.id, child.user.id))).toEqual([]);
    const after = await call(ctx.app, 'GET', '/api/v1/users/me', { token: child.token });
    expect(after.status).toBe(401);
  });

  it('refuses a nickname another account has, whatever the letter case', async () => {
    await createUser(ctx.db, { nickname: 'PopLover' });
    const pending = await createUser(ctx.db, { signedUp: false });
    const res = await signUp(pending.token, { terms: answers(), nickname: 'poplover' });
    expect(res.status).toBe(409);
    expect(res.body.result.code).toBe(40900701);
    expect(await history(pending.user.id)).toEqual([]);
  });

  it('signs up: nickname, every answer with its document version, a new session; only once', async () => {
    const pending = await createUser(ctx.db, { signedUp: false });
    const res = await signUp(pending.token, { terms: answers(), nickname: '  팝업 탐험가 ' });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ nickname: '팝업 탐험가', signedUp: true });
    expect(setCookieOf(res.headers, 'accessToken')?.value).toBe(res.body.data.accessToken);
    const token = res.body.data.accessToken;
    expect((await call(ctx.app, 'GET', '/api/v1/users/picks', { token })).status).toBe(200);

    const terms = await call<MyTerms>(ctx.app, 'GET', '/api/v1/users/terms', { token });
    const byType = Object.fromEntries(
      [...terms.body.data.requiredTerms, ...terms.body.data.userOptionalTerms].map((t) => [t.termType, t]),
    );
    expect(byType.SERVICE).toMatchObject({ isAgreed: true, version: VERSION });
    expect(byType.AGE_OVER_14).toMatchObject({ isAgreed: true, version: null });
    expect(byType.PROMOTION_EMAIL).toMatchObject({ isAgreed: true, version: VERSION });
    expect(byType.LOCATION).toMatchObject({ isAgreed: false, version: VERSION });
    expect(terms.body.data.userOptionalTerms.map((t) => t.termType)).toEqual([
      'LOCATION',
      'MARKETING',
      'PROMOTION_EMAIL',
      'PROMOTION_SMS',
      'PROMOTION_APP_PUSH',
      'PROMOTION_MESSENGER',
    ]);
    const lines = await history(pending.user.id);
    expect(lines).toHaveLength(9);
    expect(new Set(lines.map((l) => l.source))).toEqual(new Set(['SIGNUP']));

    const again = await signUp(token, { terms: answers(), nickname: '또가입' });
    expect(again.status).toBe(409);
    expect(again.body.result.code).toBe(40900702);
  });
});

describe('changing optional consents', () => {
  const put = (token: string, list: { termType: string; isAgreed: boolean }[]) =>
    call<MyTerms>(ctx.app, 'PUT', '/api/v1/users/terms', { token, body: { userOptionalTerms: list } });

  it('stores each change with its time and version, and withdrawing marketing withdraws every channel', async () => {
    const pending = await createUser(ctx.db, { signedUp: false });
    const { accessToken: token } = (await signUp(pending.token, { terms: answers(), nickname: '동의바꾸기' })).body
      .data;
    const before = (await history(pending.user.id)).length;

    const located = await put(token, [{ termType: 'LOCATION', isAgreed: true }]);
    expect(located.status).toBe(200);
    expect(located.body.data.userOptionalTerms.find((t) => t.termType === 'LOCATION')?.isAgreed).toBe(true);
    // The same answer again adds no line.
    await put(token, [{ termType: 'LOCATION', isAgreed: true }]);
    expect((await history(pending.user.id)).length).toBe(before + 1);

    const off = await put(token, [{ termType: 'MARKETING', isAgreed: false }]);
    const optional = Object.fromEntries(off.body.data.userOptionalTerms.map((t) => [t.termType, t.isAgreed]));
    expect(optional).toMatchObject({ MARKETING: false, PROMOTION_EMAIL: false, PROMOTION_APP_PUSH: false });
    const lines = (await history(pending.user.id)).slice(before);
    expect(lines.map((l) => [l.termType, l.isAgreed, l.source, l.version])).toEqual([
      ['LOCATION', true, 'SETTINGS', VERSION],
      ['MARKETING', false, 'SETTINGS', VERSION],
      ['PROMOTION_EMAIL', false, 'SETTINGS', VERSION],
      ['PROMOTION_APP_PUSH', false, 'SETTINGS', VERSION],
    ]);

    const channelAlone = await put(token, [{ termType: 'PROMOTION_SMS', isAgreed: true }]);
    expect(channelAlone.status).toBe(400);
    expect(Object.keys((channelAlone.body.data as unknown as { fieldErrors: object }).fieldErrors)).toEqual([
      'json.userOptionalTerms.0.isAgreed',
    ]);
    // Required consents are not changed here: leaving is account deletion.
    expect((await put(token, [{ termType: 'SERVICE', isAgreed: false }])).status).toBe(400);
    const [service] = await ctx.db
      .select()
      .from(userTerms)
      .where(and(eq(userTerms.userId, pending.user.id), eq(userTerms.termType, 'SERVICE')));
    expect(service.isAgreed).toBe(true);
  });

  it('the marketing switch of the notification settings is the same consent, recorded the same way', async () => {
    const pending = await createUser(ctx.db, { signedUp: false });
    const { accessToken: token } = (await signUp(pending.token, { terms: answers(), nickname: '마케팅스위치' })).body
      .data;
    const settings = await call<{ id: number; group: string; isActivated: boolean }[]>(
      ctx.app,
      'GET',
      '/api/v1/users/notifications/settings',
      { token },
    );
    const marketing = settings.body.data.find((s) => s.group === 'MARKETING')!;
    expect(marketing.isActivated).toBe(true);
    await call(ctx.app, 'PATCH', `/api/v1/users/notifications/settings/${marketing.id}/activation`, {
      token,
      body: { isActivated: false },
    });
    const last = (await history(pending.user.id)).slice(-3);
    expect(last.map((l) => [l.termType, l.isAgreed, l.source])).toEqual([
      ['MARKETING', false, 'NOTIFICATION_SETTINGS'],
      ['PROMOTION_EMAIL', false, 'NOTIFICATION_SETTINGS'],
      ['PROMOTION_APP_PUSH', false, 'NOTIFICATION_SETTINGS'],
    ]);
  });

  it('answers 401 to anonymous callers', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/users/terms'],
      ['PUT', '/api/v1/users/terms'],
      ['POST', '/api/v1/users/signup'],
    ] as const) {
      const res = await call(ctx.app, method, path, { body: method === 'GET' ? undefined : {} });
      expect(res.status, path).toBe(401);
      expect(res.body.result.code).toBe(40100000);
    }
  });
});
