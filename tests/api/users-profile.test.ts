import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Me, NicknameAvailability } from '@/api/contracts/users';
import { users } from '@/server/db/schema';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

function check(nickname: string, token?: string) {
  return call<NicknameAvailability>(ctx.app, 'GET', `/api/v1/users/nickname?nickname=${encodeURIComponent(nickname)}`, {
    token,
  });
}
function rename(nickname: unknown, token?: string) {
  return call<Me>(ctx.app, 'PUT', '/api/v1/users/me', { token, body: { nickname } });
}
const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;

describe('GET /api/v1/users/nickname', () => {
  it('says whether a nickname is free, taken (whatever the letter case) or against the rule', async () => {
    const taken = unique('Popper');
    await createUser(ctx.db, { nickname: taken });
    const me = await createUser(ctx.db);

    const free = await check(`  ${unique('새닉네임')} `, me.token);
    expect(free.status).toBe(200);
    expect(free.body.data).toMatchObject({ available: true, reason: null });
    expect(free.body.data.nickname).not.toMatch(/^\s|\s$/);

    expect((await check(taken.toUpperCase(), me.token)).body.data).toMatchObject({ available: false, reason: 'TAKEN' });
    for (const bad of ['a', 'x'.repeat(33), 'emoji😀', 'dot.name', '   ']) {
      const res = await check(bad, me.token);
      expect(res.status, bad).toBe(200);
      expect(res.body.data, bad).toMatchObject({ available: false, reason: 'INVALID' });
    }
  });

  it("treats the caller's own nickname as available, and a deleted account's as free", async () => {
    const me = await createUser(ctx.db);
    expect((await check(me.user.nickname, me.token)).body.data.available).toBe(true);
    const gone = await createUser(ctx.db);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    expect((await check(gone.user.nickname, me.token)).body.data.available).toBe(true);
  });

  it('refuses anonymous callers with 40100000', async () => {
    const res = await check('누구나');
    expect(res.status).toBe(401);
    expect(res.body.result.code).toBe(40100000);
  });
});

describe('PUT /api/v1/users/me', () => {
  it('changes my nickname (trimmed) and answers my profile', async () => {
    const me = await createUser(ctx.db);
    const wanted = unique('팝업러버 ');
    const res = await rename(`  ${wanted}  `, me.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: me.user.id, nickname: wanted.trim() });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row.nickname).toBe(wanted.trim());
    const profile = await call<Me>(ctx.app, 'GET', '/api/v1/users/me', { token: me.token });
    expect(profile.body.data.nickname).toBe(wanted.trim());
  });

  it('refuses a nickname against the rule with 400 and a field error, and changes nothing', async () => {
    const me = await createUser(ctx.db);
    for (const bad of ['a', 'x'.repeat(33), 'no!', '   ', 42]) {
      const res = await rename(bad, me.token);
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.result.code).toBe(40000000);
      expect(JSON.stringify(res.body)).toContain('json.nickname');
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row.nickname).toBe(me.user.nickname);
  });

  it('refuses a nickname another account holds, whatever the letter case, with 409 / 40900701', async () => {
    const taken = unique('Taken');
    await createUser(ctx.db, { nickname: taken });
    const me = await createUser(ctx.db);
    const res = await rename(taken.toLowerCase(), me.token);
    expect(res.status).toBe(409);
    expect(res.body.result.code).toBe(40900701);
  });

  it('fifty people claiming one nickname at once leave exactly one winner', async () => {
    const wanted = unique('Winner');
    const people = await Promise.all(Array.from({ length: 50 }, () => createUser(ctx.db)));
    const answers = await Promise.all(
      people.map((person, i) => rename(i % 2 ? wanted : wanted.toUpperCase(), person.token)),
    );
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(49);
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200, 409]));
    const holders = await ctx.db.select().from(users);
    expect(holders.filter((user) => user.nickname.toLowerCase() === wanted.toLowerCase())).toHaveLength(1);
  });

  it('refuses anonymous callers (40100000) and a deleted account (40100001)', async () => {
    expect((await rename('아무개')).body.result.code).toBe(40100000);
    const gone = await createUser(ctx.db);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    const res = await rename(unique('유령'), gone.token);
    expect(res.status).toBe(401);
    expect(res.body.result.code).toBe(40100001);
  });
});
