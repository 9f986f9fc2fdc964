import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CompanyMembers } from '@/api/contracts/enterprise';
import { companyAuditEvents, enterpriseMembers } from '@/server/db/schema';
import { startMailCapture } from '@/server/mail/mail-capture';
import { companyMember, registeredCompany, withMailCapture } from '../utils/enterprise-kit';
import { overrideServerEnv } from '../utils/server-env';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();
const mailbox = withMailCapture();

const base = (companyId: number) => `/api/v1/enterprise/companies/${companyId}`;
const members = (token: string, companyId: number) =>
  call<CompanyMembers>(ctx.app, 'GET', `${base(companyId)}/members`, { token });
const invite = (token: string, companyId: number, body: unknown) =>
  call<CompanyMembers>(ctx.app, 'POST', `${base(companyId)}/invitations`, { token, body });
const setRole = (token: string, companyId: number, memberId: number, role: string) =>
  call<CompanyMembers>(ctx.app, 'PATCH', `${base(companyId)}/members/${memberId}`, { token, body: { role } });
const remove = (token: string, companyId: number, memberId: number) =>
  call<CompanyMembers | null>(ctx.app, 'DELETE', `${base(companyId)}/members/${memberId}`, { token });

async function auditActions(companyId: number) {
  const rows = await ctx.db
    .select({ action: companyAuditEvents.action })
    .from(companyAuditEvents)
    .where(eq(companyAuditEvents.companyId, companyId))
    .orderBy(companyAuditEvents.id);
  return rows.map((r) => r.action);
}

describe("an owner runs the company's membership", () => {
  it('invites (mail in the inviter’s language), changes roles, withdraws and removes, each in the audit log', async () => {
    const { company, domain } = await registeredCompany(ctx.db, '페이퍼문');
    const owner = await companyMember(ctx.db, company.id, domain, 'OWNER');
    const staff = await companyMember(ctx.db, company.id, domain, 'STAFF');

    const list = await members(owner.token, company.id);
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ canManage: true, viewerMemberId: owner.member.id });
    expect(list.body.data.members.map((m) => m.role)).toEqual(['OWNER', 'STAFF']);
    expect(list.body.data.company.domains).toEqual([domain]);

    const to = `new.manager@${domain}`;
    const invited = await invite(owner.token, company.id, { email: to, role: 'MANAGER', lang: 'ja' });
    expect(invited.status).toBe(200);
    expect(invited.body.data.invitations).toEqual([
      expect.objectContaining({ email: to, role: 'MANAGER', invitedBy: owner.user.nickname }),
    ]);
    const mail = await mailbox.capture.waitFor((m) => m.to.includes(to));
    expect(mail.subject).toContain('招待');
    expect(mail.text).toContain('/ja/enterprise');

    // Inviting the same address again changes the role; still one open invitation.
    const again = await invite(owner.token, company.id, { email: to, role: 'STAFF' });
    expect(again.body.data.invitations.map((i) => [i.email, i.role])).toEqual([[to, 'STAFF']]);

    const outside = await invite(owner.token, company.id, { email: 'x@elsewhere.example', role: 'STAFF' });
    expect([outside.status, outside.body.result.code]).toEqual([400, 40000201]);
    const existing = await invite(owner.token, company.id, { email: staff.member.email, role: 'STAFF' });
    expect([existing.status, existing.body.result.code]).toEqual([409, 40900000]);

    const withdrawn = await call<CompanyMembers>(
      ctx.app,
      'DELETE',
      `${base(company.id)}/invitations/${again.body.data.invitations[0].id}`,
      { token: owner.token },
    );
    expect(withdrawn.body.data.invitations).toEqual([]);

    const promoted = await setRole(owner.token, company.id, staff.member.id, 'MANAGER');
    expect(promoted.body.data.members.find((m) => m.id === staff.member.id)?.role).toBe('MANAGER');

    const removed = await remove(owner.token, company.id, staff.member.id);
    expect(removed.status).toBe(200);
    expect(removed.body.data?.members.map((m) => m.id)).toEqual([owner.member.id]);
    const [row] = await ctx.db.select().from(enterpriseMembers).where(eq(enterpriseMembers.id, staff.member.id));
    expect(row.status).toBe('REVOKED');
    // Removed: the console is closed to them at once.
    expect((await members(staff.token, company.id)).status).toBe(403);

    expect(await auditActions(company.id)).toEqual([
      'INVITATION_SENT',
      'INVITATION_SENT',
      'INVITATION_WITHDRAWN',
      'MEMBER_ROLE_CHANGED',
      'MEMBER_REMOVED',
    ]);
  });

  it('lets managers read the list but not change it; staff, outsiders and other companies are refused', async () => {
    const { company, domain } = await registeredCompany(ctx.db);
    const other = await registeredCompany(ctx.db);
    await companyMember(ctx.db, company.id, domain, 'OWNER');
    const manager = await companyMember(ctx.db, company.id, domain, 'MANAGER');
    const staff = await companyMember(ctx.db, company.id, domain, 'STAFF');
    const otherOwner = await companyMember(ctx.db, other.company.id, other.domain, 'OWNER');
    const plain = await createUser(ctx.db);

    const read = await members(manager.token, company.id);
    expect(read.status).toBe(200);
    expect(read.body.data.canManage).toBe(false);
    for (const write of [
      invite(manager.token, company.id, { email: `m@${domain}`, role: 'STAFF' }),
      setRole(manager.token, company.id, staff.member.id, 'MANAGER'),
      remove(manager.token, company.id, staff.member.id),
    ]) {
      const res = await write;
      expect([res.status, res.body.result.code]).toEqual([403, 40300000]);
    }
    for (const outsider of [staff, otherOwner, plain]) {
      expect((await members(outsider.token, company.id)).status).toBe(403);
    }
    const foreign = await setRole(otherOwner.token, company.id, staff.member.id, 'OWNER');
    expect([foreign.status, foreign.body.result.code]).toEqual([403, 40300000]);
    // A member of another company is not found through this company.
    const mismatched = await setRole(otherOwner.token, other.company.id, staff.member.id, 'OWNER');
    expect(mismatched.status).toBe(404);
    expect((await members(plain.token, 2_000_000_000)).status).toBe(404);
    expect((await call(ctx.app, 'GET', `${base(company.id)}/members`)).status).toBe(401);
  });

  it('never leaves a company without an owner: COMPANY_LAST_OWNER', async () => {
    const { company, domain } = await registeredCompany(ctx.db);
    const owner = await companyMember(ctx.db, company.id, domain, 'OWNER');
    const demote = await setRole(owner.token, company.id, owner.member.id, 'MANAGER');
    expect([demote.status, demote.body.result.code]).toEqual([409, 40900201]);
    const leave = await remove(owner.token, company.id, owner.member.id);
    expect([leave.status, leave.body.result.code]).toEqual([409, 40900201]);

    // With a second owner, the first may step down and even leave.
    const second = await companyMember(ctx.db, company.id, domain, 'OWNER');
    expect((await setRole(owner.token, company.id, owner.member.id, 'MANAGER')).status).toBe(200);
    const last = await remove(second.token, company.id, second.member.id);
    expect(last.body.result.code).toBe(40900201);
    expect((await setRole(second.token, company.id, owner.member.id, 'OWNER')).status).toBe(200);
    const left = await remove(second.token, company.id, second.member.id);
    expect([left.status, left.body.data]).toEqual([200, null]);

    // Two owners demoting each other at once: applied in turn, so the second is no longer an
    // owner when its change is checked, and one owner stays.
    const third = await companyMember(ctx.db, company.id, domain, 'OWNER');
    const results = await Promise.all([
      setRole(owner.token, company.id, third.member.id, 'STAFF'),
      setRole(third.token, company.id, owner.member.id, 'STAFF'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    const owners = await ctx.db
      .select()
      .from(enterpriseMembers)
      .where(
        and(
          eq(enterpriseMembers.companyId, company.id),
          eq(enterpriseMembers.role, 'OWNER'),
          eq(enterpriseMembers.status, 'VERIFIED'),
        ),
      );
    expect(owners).toHaveLength(1);
  });

  it('keeps no invitation when its mail cannot be sent: EMAIL_SEND', async () => {
    const { company, domain } = await registeredCompany(ctx.db);
    const owner = await companyMember(ctx.db, company.id, domain, 'OWNER');
    const refusing = await startMailCapture({ refuse: true });
    overrideServerEnv({ SMTP_URL: `smtp://127.0.0.1:${refusing.port}` });
    try {
      const res = await invite(owner.token, company.id, { email: `lost@${domain}`, role: 'STAFF' });
      expect([res.status, res.body.result.code]).toEqual([400, 40000203]);
    } finally {
      overrideServerEnv({ SMTP_URL: `smtp://127.0.0.1:${mailbox.capture.port}` });
      await refusing.close();
    }
    expect((await members(owner.token, company.id)).body.data.invitations).toEqual([]);
    expect(await auditActions(company.id)).toEqual([]);
  });
});
