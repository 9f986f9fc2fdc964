import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminCompany } from '@/api/contracts/admin-companies';
import type { MyEnterprise } from '@/api/contracts/enterprise';
import { companyAuditEvents } from '@/server/db/schema';
import { overrideServerEnv } from '../utils/server-env';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

const uniqueDigits = () => String(3_000_000_000 + Math.floor(Math.random() * 6_000_000_000)).slice(0, 10);

describe('an admin registers companies and their e-mail domains', () => {
  it('creates, lists, corrects, adds and removes domains; every change is in the audit log', async () => {
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const brn = uniqueDigits();
    const created = await call<AdminCompany>(ctx.app, 'POST', '/api/v1/admin/companies', {
      token: admin.token,
      body: {
        name: '(주)루프랩',
        businessRegistrationNumber: `${brn.slice(0, 3)}-${brn.slice(3, 5)}-${brn.slice(5)}`,
        email: 'Hello@LoopLab.example',
        domains: ['LoopLab.example', 'looplab.co.kr'],
      },
    });
    expect(created.status).toBe(200);
    const company = created.body.data;
    expect(company).toMatchObject({
      name: '(주)루프랩',
      businessRegistrationNumber: brn,
      email: 'hello@looplab.example',
    });
    expect(company.domains.map((d) => d.domain)).toEqual(['looplab.co.kr', 'looplab.example']);

    const list = await call<AdminCompany[]>(ctx.app, 'GET', '/api/v1/admin/companies', { token: admin.token });
    expect(list.body.data.find((c) => c.id === company.id)?.memberCount).toBe(0);

    const renamed = await call<AdminCompany>(ctx.app, 'PATCH', `/api/v1/admin/companies/${company.id}`, {
      token: admin.token,
      body: { name: '루프랩 주식회사' },
    });
    expect(renamed.body.data.name).toBe('루프랩 주식회사');

    const added = await call<AdminCompany>(ctx.app, 'POST', `/api/v1/admin/companies/${company.id}/domains`, {
      token: admin.token,
      body: { domain: 'loop.example' },
    });
    expect(added.body.data.domains.map((d) => d.domain)).toContain('loop.example');
    const domainId = added.body.data.domains.find((d) => d.domain === 'loop.example')!.id;
    const removed = await call<AdminCompany>(
      ctx.app,
      'DELETE',
      `/api/v1/admin/companies/${company.id}/domains/${domainId}`,
      { token: admin.token },
    );
    expect(removed.body.data.domains.map((d) => d.domain)).not.toContain('loop.example');

    const actions = await ctx.db
      .select({ action: companyAuditEvents.action })
      .from(companyAuditEvents)
      .where(eq(companyAuditEvents.companyId, company.id))
      .orderBy(companyAuditEvents.id);
    expect(actions.map((a) => a.action)).toEqual([
      'COMPANY_CREATED',
      'DOMAIN_ADDED',
      'DOMAIN_ADDED',
      'COMPANY_UPDATED',
      'DOMAIN_ADDED',
      'DOMAIN_REMOVED',
    ]);

    // The admin's standing in the console.
    const me = await call<MyEnterprise>(ctx.app, 'GET', '/api/v1/enterprise/me', { token: admin.token });
    expect(me.body.data).toMatchObject({ isAdmin: true, membership: null });
  });

  it('keeps a name to one company, whatever its case or surrounding spaces: 409 40900204', async () => {
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const tag = Math.random().toString(36).slice(2, 7);
    const create = (name: string) =>
      call<AdminCompany>(ctx.app, 'POST', '/api/v1/admin/companies', {
        token: admin.token,
        body: { name, businessRegistrationNumber: uniqueDigits(), email: `hi@${tag}.example`, domains: [] },
      });
    const first = await create(`Mono Haus ${tag}`);
    expect(first.status).toBe(200);
    for (const again of [`Mono Haus ${tag}`, `  mono HAUS ${tag.toUpperCase()} `]) {
      const duplicate = await create(again);
      expect([duplicate.status, duplicate.body.result.code]).toEqual([409, 40900204]);
    }
    const list = await call<AdminCompany[]>(ctx.app, 'GET', '/api/v1/admin/companies', { token: admin.token });
    expect(list.body.data.filter((c) => c.name.toLowerCase().includes(`mono haus ${tag}`))).toHaveLength(1);

    // Renaming another company to it is refused too; a company may change its own name's case.
    const other = await create(`Other ${tag}`);
    const rename = await call(ctx.app, 'PATCH', `/api/v1/admin/companies/${other.body.data.id}`, {
      token: admin.token,
      body: { name: `MONO HAUS ${tag}` },
    });
    expect([rename.status, rename.body.result.code]).toEqual([409, 40900204]);
    const recase = await call<AdminCompany>(ctx.app, 'PATCH', `/api/v1/admin/companies/${first.body.data.id}`, {
      token: admin.token,
      body: { name: `MONO HAUS ${tag}` },
    });
    expect([recase.status, recase.body.data.name]).toEqual([200, `MONO HAUS ${tag}`]);
  });

  it('keeps a domain and a registration number to one company: 409', async () => {
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const brn = uniqueDigits();
    const first = await call<AdminCompany>(ctx.app, 'POST', '/api/v1/admin/companies', {
      token: admin.token,
      body: { name: '하나', businessRegistrationNumber: brn, email: 'a@one.example', domains: ['one.example'] },
    });
    expect(first.status).toBe(200);
    const sameDomain = await call(ctx.app, 'POST', '/api/v1/admin/companies', {
      token: admin.token,
      body: {
        name: '둘',
        businessRegistrationNumber: uniqueDigits(),
        email: 'b@two.example',
        domains: ['ONE.example'],
      },
    });
    expect([sameDomain.status, sameDomain.body.result.code]).toEqual([409, 40900202]);
    const list = await call<AdminCompany[]>(ctx.app, 'GET', '/api/v1/admin/companies', { token: admin.token });
    expect(list.body.data.some((c) => c.name === '둘')).toBe(false);

    const sameBrn = await call(ctx.app, 'POST', '/api/v1/admin/companies', {
      token: admin.token,
      body: { name: '셋', businessRegistrationNumber: brn, email: 'c@three.example', domains: [] },
    });
    expect([sameBrn.status, sameBrn.body.result.code]).toEqual([409, 40900203]);
    const addTaken = await call(ctx.app, 'POST', `/api/v1/admin/companies/${first.body.data.id}/domains`, {
      token: admin.token,
      body: { domain: 'one.example' },
    });
    expect([addTaken.status, addTaken.body.result.code]).toEqual([409, 40900202]);

    const badInput = await call(ctx.app, 'POST', '/api/v1/admin/companies', {
      token: admin.token,
      body: { name: '넷', businessRegistrationNumber: '12345', email: 'nope', domains: ['no domain'] },
    });
    expect(badInput.status).toBe(400);
    const unknown = await call(ctx.app, 'PATCH', '/api/v1/admin/companies/2000000000', {
      token: admin.token,
      body: { name: 'x' },
    });
    expect(unknown.status).toBe(404);
  });

  it('is for admins only', async () => {
    const user = await createUser(ctx.db);
    expect((await call(ctx.app, 'GET', '/api/v1/admin/companies', { token: user.token })).status).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/v1/admin/companies')).status).toBe(401);
    const create = await call(ctx.app, 'POST', '/api/v1/admin/companies', {
      token: user.token,
      body: { name: 'x', businessRegistrationNumber: uniqueDigits(), email: 'x@x.example', domains: [] },
    });
    expect(create.status).toBe(403);
  });
});

describe('the demo sign-in as the seeded admin', () => {
  it("signs in as the operator account with account: 'admin' (AUTH_DEV_LOGIN only)", async () => {
    const restore = overrideServerEnv({ PUBLIC_BASE_URL: 'http://localhost:3000', AUTH_DEV_LOGIN: '1' });
    try {
      const signIn = await call<{ accessToken: string; user: { nickname: string } }>(
        ctx.app,
        'POST',
        '/api/v1/auth/demo',
        { body: { account: 'admin' }, headers: { Origin: 'http://localhost:3000' } },
      );
      expect(signIn.status).toBe(200);
      const token = signIn.body.data.accessToken;
      expect((await call(ctx.app, 'GET', '/api/v1/admin/companies', { token })).status).toBe(200);
      const me = await call<MyEnterprise>(ctx.app, 'GET', '/api/v1/enterprise/me', { token });
      expect(me.body.data.isAdmin).toBe(true);

      const demo = await call<{ accessToken: string }>(ctx.app, 'POST', '/api/v1/auth/demo', {
        body: {},
        headers: { Origin: 'http://localhost:3000' },
      });
      const demoToken = demo.body.data.accessToken;
      expect((await call(ctx.app, 'GET', '/api/v1/admin/companies', { token: demoToken })).status).toBe(403);
    } finally {
      restore();
    }
  });
});
