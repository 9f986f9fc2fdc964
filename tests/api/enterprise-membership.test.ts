import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MyEnterprise } from '@/api/contracts/enterprise';
import { companyAuditEvents, enterpriseInvitations, enterpriseMembers } from '@/server/db/schema';
import { startMailCapture, type CapturedMail } from '@/server/mail/mail-capture';
import { fromAddress } from '../utils/client-address';
import { registeredCompany, withMailCapture } from '../utils/enterprise-kit';
import { overrideServerEnv } from '../utils/server-env';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();
const mailbox = withMailCapture();

/**
 * Each person signs in from an address of their own, as people do: the per-address limits on
 * codes (decision 049, tests/api/rate-limits.test.ts) stay out of these per-member rules.
 */
const addresses = new Map<string, string>();
const addressOf = (token: string) => {
  if (!addresses.has(token)) addresses.set(token, `198.51.100.${addresses.size + 1}`);
  return addresses.get(token)!;
};
const sendCode = (token: string, email: string, lang?: string) =>
  fromAddress(addressOf(token), () =>
    call<MyEnterprise>(ctx.app, 'POST', '/api/v1/enterprise/verification-codes', { token, body: { email, lang } }),
  );
const verify = (token: string, code: string) =>
  fromAddress(addressOf(token), () =>
    call<MyEnterprise>(ctx.app, 'POST', '/api/v1/enterprise/verifications', { token, body: { code } }),
  );
const me = (token: string) => call<MyEnterprise>(ctx.app, 'GET', '/api/v1/enterprise/me', { token });

/** The six digits of the newest mail to `to` (waits for it to arrive). */
async function mailedCode(to: string, after = 0): Promise<{ code: string; mail: CapturedMail }> {
  const mail = await mailbox.capture.waitFor((m) => m.to.includes(to) && Date.parse(m.receivedAt) >= after);
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in: ${mail.text}`);
  return { code, mail };
}

async function memberRow(userId: number) {
  const [row] = await ctx.db.select().from(enterpriseMembers).where(eq(enterpriseMembers.userId, userId));
  return row;
}

describe('joining a company with a work email', () => {
  it('mails a code (received by the local capture) that works exactly once, stored only as a keyed hash', async () => {
    const { company, domain } = await registeredCompany(ctx.db, '모노하우스');
    const person = await createUser(ctx.db);
    const email = `Hana.Kim@${domain.toUpperCase()}`;

    const sent = await sendCode(person.token, email, 'en');
    expect(sent.status).toBe(200);
    expect(sent.body.data.pending).toMatchObject({ email: email.toLowerCase(), company: { id: company.id } });
    const { code, mail } = await mailedCode(email.toLowerCase());
    expect(mail.subject).toContain('verification code');
    expect(mail.text).toContain(company.name);

    const stored = await memberRow(person.user.id);
    expect(stored.status).toBe('PENDING');
    expect(stored.verificationCode).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.verificationCode).not.toContain(code);

    const verified = await verify(person.token, code);
    expect(verified.status).toBe(200);
    expect(verified.body.data.membership).toMatchObject({ company: { id: company.id }, role: 'STAFF' });
    expect(verified.body.data.pending).toBeNull();
    const after = await memberRow(person.user.id);
    expect(after).toMatchObject({ status: 'VERIFIED', verificationCode: null, failedAttempts: 0 });

    // The same code a second time: spent (the person is a member now).
    const again = await verify(person.token, code);
    expect([again.status, again.body.result.code]).toEqual([400, 40000202]);
    // Asking for another code as a member: ALREADY_AUTHENTICATED.
    const resend = await sendCode(person.token, email);
    expect([resend.status, resend.body.result.code]).toEqual([400, 40000202]);

    const [joined] = await ctx.db
      .select()
      .from(companyAuditEvents)
      .where(and(eq(companyAuditEvents.companyId, company.id), eq(companyAuditEvents.action, 'MEMBER_JOINED')));
    expect(joined).toMatchObject({ actorUserId: person.user.id, targetId: after.id });

    const mine = await me(person.token);
    expect(mine.body.data).toMatchObject({ isAdmin: false, membership: { role: 'STAFF' }, pending: null });
  });

  it('writes the mail in the language asked for', async () => {
    const { domain } = await registeredCompany(ctx.db);
    for (const [lang, words] of [
      ['ko', '인증 코드'],
      ['ja', '認証コード'],
      ['zh', '验证码'],
    ] as const) {
      const person = await createUser(ctx.db);
      const to = `${lang}${person.user.id}@${domain}`;
      expect((await sendCode(person.token, to, lang)).status).toBe(200);
      const { mail } = await mailedCode(to);
      expect(mail.subject).toContain(words);
    }
    // Without lang, the request's Accept-Language decides.
    const person = await createUser(ctx.db);
    const to = `accept${person.user.id}@${domain}`;
    const res = await call(ctx.app, 'POST', '/api/v1/enterprise/verification-codes', {
      token: person.token,
      body: { email: to },
      headers: { 'Accept-Language': 'fr-FR,ja;q=0.8,en;q=0.5' },
    });
    expect(res.status).toBe(200);
    expect((await mailedCode(to)).mail.subject).toContain('認証コード');
  });

  it("refuses an address whose domain is no registered company's: COMPANY_ERROR", async () => {
    const person = await createUser(ctx.db);
    const res = await sendCode(person.token, 'someone@gmail.com');
    expect([res.status, res.body.result.code]).toEqual([400, 40000201]);
    expect(await memberRow(person.user.id)).toBeUndefined();
    const malformed = await sendCode(person.token, 'not-an-email');
    expect([malformed.status, malformed.body.result.code]).toEqual([400, 40000000]);
  });

  it('answers a wrong code CODE_DOES_NOT_MATCH and an old one CODE_HAS_EXPIRED', async () => {
    const { domain } = await registeredCompany(ctx.db);
    const person = await createUser(ctx.db);
    const to = `late${person.user.id}@${domain}`;
    await sendCode(person.token, to);
    const { code } = await mailedCode(to);
    const wrong = await verify(person.token, code === '000000' ? '111111' : '000000');
    expect([wrong.status, wrong.body.result.code]).toEqual([400, 40000206]);
    expect((await memberRow(person.user.id)).failedAttempts).toBe(1);

    // Ten minutes later the right code no longer works.
    await ctx.db
      .update(enterpriseMembers)
      .set({ verificationCodeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(enterpriseMembers.userId, person.user.id));
    const late = await verify(person.token, code);
    expect([late.status, late.body.result.code]).toEqual([400, 40000207]);
    expect((await memberRow(person.user.id)).status).toBe('PENDING');

    // Nobody asked for a code at all: nothing to check.
    const stranger = await createUser(ctx.db);
    const none = await verify(stranger.token, '123456');
    expect(none.body.result.code).toBe(40000207);
  });

  it('locks checking for 10 minutes after five wrong codes: AUTHENTICATION_FAILED with the wait', async () => {
    const { domain } = await registeredCompany(ctx.db);
    const person = await createUser(ctx.db);
    const to = `guess${person.user.id}@${domain}`;
    await sendCode(person.token, to);
    const { code } = await mailedCode(to);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let n = 1; n <= 4; n++) {
      expect((await verify(person.token, wrongCode)).body.result.code).toBe(40000206);
    }
    const fifth = await verify(person.token, wrongCode);
    expect([fifth.status, fifth.body.result.code]).toEqual([400, 40000204]);
    const wait = Number(fifth.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);

    // Even the right code is refused now, and no new code can be asked for meanwhile.
    const right = await verify(person.token, code);
    expect(right.body.result.code).toBe(40000204);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    const resend = await sendCode(person.token, to);
    expect(resend.body.result.code).toBe(40000204);
    const state = await me(person.token);
    expect(state.body.data.pending?.lockedUntil).not.toBeNull();
    expect(state.body.data.pending?.codeExpiresAt).toBeNull();

    // The lock over (and the last send more than a minute ago), a new code works.
    await ctx.db
      .update(enterpriseMembers)
      .set({ lockedUntil: new Date(Date.now() - 1000), codeSentAt: new Date(Date.now() - 61_000) })
      .where(eq(enterpriseMembers.userId, person.user.id));
    const before = Date.now();
    expect((await sendCode(person.token, to)).status).toBe(200);
    const fresh = await mailedCode(to, before);
    expect((await verify(person.token, fresh.code)).status).toBe(200);
  });

  it('sends at most one code a minute and five an hour: TOO_MANY_REQUESTS with Retry-After', async () => {
    const { domain } = await registeredCompany(ctx.db);
    const person = await createUser(ctx.db);
    const to = `again${person.user.id}@${domain}`;
    expect((await sendCode(person.token, to)).status).toBe(200);
    const soon = await sendCode(person.token, to);
    expect([soon.status, soon.body.result.code]).toEqual([429, 42900000]);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(50);
    const state = await me(person.token);
    expect(Date.parse(state.body.data.pending!.resendAvailableAt)).toBeGreaterThan(Date.now() + 50_000);

    // Four more, each a minute apart (the clock moved by rewriting the row), then the hour is full.
    const rewind = () =>
      ctx.db
        .update(enterpriseMembers)
        .set({ codeSentAt: new Date(Date.now() - 61_000) })
        .where(eq(enterpriseMembers.userId, person.user.id));
    for (let n = 2; n <= 5; n++) {
      await rewind();
      expect((await sendCode(person.token, to)).status).toBe(200);
    }
    await rewind();
    const sixth = await sendCode(person.token, to);
    expect(sixth.body.result.code).toBe(42900000);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(60 * 55);
    expect((await memberRow(person.user.id)).sendsInWindow).toBe(5);
  });

  it('joins with the role of an open invitation for the address', async () => {
    const { company, domain } = await registeredCompany(ctx.db);
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const to = `boss@${domain}`;
    const invited = await call(ctx.app, 'POST', `/api/v1/enterprise/companies/${company.id}/invitations`, {
      token: admin.token,
      body: { email: to, role: 'OWNER', lang: 'ko' },
    });
    expect(invited.status).toBe(200);
    const invitationMail = await mailbox.capture.waitFor((m) => m.to.includes(to));
    expect(invitationMail.text).toContain('/enterprise');

    const person = await createUser(ctx.db);
    const before = Date.now();
    await sendCode(person.token, to);
    const { code } = await mailedCode(to, before);
    const res = await verify(person.token, code);
    expect(res.body.data.membership?.role).toBe('OWNER');
    const [invitation] = await ctx.db
      .select()
      .from(enterpriseInvitations)
      .where(eq(enterpriseInvitations.companyId, company.id));
    expect(invitation.acceptedAt).not.toBeNull();
  });

  it('applies two requests of one person one after the other (row lock)', async () => {
    const { domain } = await registeredCompany(ctx.db);
    const person = await createUser(ctx.db);
    const to = `twice${person.user.id}@${domain}`;
    const sends = await Promise.all([sendCode(person.token, to), sendCode(person.token, to)]);
    expect(sends.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(mailbox.capture.messages().filter((m) => m.to.includes(to))).toHaveLength(1);

    const { code } = await mailedCode(to);
    const tries = await Promise.all([verify(person.token, code), verify(person.token, code)]);
    expect(tries.map((r) => r.body.result.code).sort()).toEqual([20000000, 40000202]);
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await call(ctx.app, 'GET', '/api/v1/enterprise/me')).status).toBe(401);
    const res = await call(ctx.app, 'POST', '/api/v1/enterprise/verification-codes', {
      body: { email: 'a@b.example' },
    });
    expect(res.status).toBe(401);
  });
});

describe('when the mail cannot be sent', () => {
  it('answers EMAIL_SEND and keeps nothing half-written', async () => {
    const refusing = await startMailCapture({ refuse: true });
    const restore = overrideServerEnv({ SMTP_URL: `smtp://127.0.0.1:${refusing.port}` });
    try {
      const { domain } = await registeredCompany(ctx.db);
      const person = await createUser(ctx.db);
      const res = await sendCode(person.token, `nomail@${domain}`);
      expect([res.status, res.body.result.code]).toEqual([400, 40000203]);
      expect(await memberRow(person.user.id)).toBeUndefined();
      expect((await me(person.token)).body.data.pending).toBeNull();

      // A person with a pending code keeps exactly the row they had.
      restore();
      const to = `keep${person.user.id}@${domain}`;
      expect((await sendCode(person.token, to)).status).toBe(200);
      const { code } = await mailedCode(to);
      const before = await memberRow(person.user.id);
      await ctx.db
        .update(enterpriseMembers)
        .set({ codeSentAt: new Date(Date.now() - 61_000) })
        .where(eq(enterpriseMembers.userId, person.user.id));
      const rewound = await memberRow(person.user.id);
      overrideServerEnv({ SMTP_URL: `smtp://127.0.0.1:${refusing.port}` });
      const failed = await sendCode(person.token, to);
      expect(failed.body.result.code).toBe(40000203);
      expect(await memberRow(person.user.id)).toEqual(rewound);
      expect(rewound.verificationCode).toBe(before.verificationCode);
      overrideServerEnv({ SMTP_URL: `smtp://127.0.0.1:${mailbox.capture.port}` });
      expect((await verify(person.token, code)).status).toBe(200);
    } finally {
      overrideServerEnv({ SMTP_URL: `smtp://127.0.0.1:${mailbox.capture.port}` });
      await refusing.close();
    }
  });
});
