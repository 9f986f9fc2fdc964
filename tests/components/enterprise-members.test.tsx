import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCompany } from '@/api/contracts/admin-companies';
import type { CompanyMembers } from '@/api/contracts/enterprise';
import { CompanyAdmin } from '@/components/enterprise/company-admin';
import { MemberManager } from '@/components/enterprise/member-manager';
import ko from '@/locales/ko.json';
import { useToastStore } from '@/stores/toast-store';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const t = ko.enterprise;
const BASE = '*/api/v1/enterprise/companies/4';

function membersList(overrides: Partial<CompanyMembers> = {}): CompanyMembers {
  return {
    company: { id: 4, name: '(주)팝스팟', domains: ['popspot.example'] },
    canManage: true,
    viewerMemberId: 1,
    members: [
      { id: 1, userId: 10, nickname: '대표', email: 'boss@popspot.example', role: 'OWNER', verifiedAt: null },
      { id: 2, userId: 11, nickname: '현장지기', email: 'floor@popspot.example', role: 'STAFF', verifiedAt: null },
    ],
    invitations: [
      { id: 7, email: 'new@popspot.example', role: 'MANAGER', invitedBy: '대표', createdAt: '2026-11-20T00:00:00Z' },
    ],
    ...overrides,
  };
}

afterEach(() => useToastStore.setState({ toasts: [] }));

describe('the members page', () => {
  it('lets an owner change a role, remove a member after confirming, invite and withdraw', async () => {
    let list = membersList();
    const calls: string[] = [];
    server.use(
      http.get(`${BASE}/members`, () => HttpResponse.json(ok(list))),
      http.patch(`${BASE}/members/2`, async ({ request }) => {
        calls.push(`PATCH ${JSON.stringify(await request.json())}`);
        list = { ...list, members: list.members.map((m) => (m.id === 2 ? { ...m, role: 'MANAGER' } : m)) };
        return HttpResponse.json(ok(list));
      }),
      http.delete(`${BASE}/members/2`, () => {
        calls.push('DELETE member');
        list = { ...list, members: list.members.filter((m) => m.id !== 2) };
        return HttpResponse.json(ok(list));
      }),
      http.post(`${BASE}/invitations`, async ({ request }) => {
        calls.push(`POST ${JSON.stringify(await request.json())}`);
        return HttpResponse.json(ok(list));
      }),
      http.delete(`${BASE}/invitations/7`, () => {
        calls.push('DELETE invitation');
        list = { ...list, invitations: [] };
        return HttpResponse.json(ok(list));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MemberManager companyId={4} />);

    await user.selectOptions(await screen.findByLabelText('현장지기님의 역할'), 'MANAGER');
    expect(await screen.findByText('현장지기님의 역할을 매니저로 바꿨어요.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '현장지기님 내보내기' }));
    const dialog = await screen.findByRole('alertdialog', { name: '현장지기님을 내보낼까요?' });
    await user.click(within(dialog).getByRole('button', { name: t.members.remove.confirm }));
    expect(await screen.findByText('현장지기님을 내보냈어요.')).toBeInTheDocument();
    expect(screen.queryByText('floor@popspot.example')).not.toBeInTheDocument();

    // An address outside the company's domains is refused before sending.
    await user.type(screen.getByLabelText(t.members.invite.email), 'someone@gmail.com');
    await user.click(screen.getByRole('button', { name: t.members.invite.submit }));
    expect(await screen.findByText('회사 도메인(popspot.example)의 주소만 초대할 수 있어요.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(t.members.invite.email));
    await user.type(screen.getByLabelText(t.members.invite.email), 'Pal@Popspot.example');
    await user.selectOptions(screen.getByLabelText(t.members.invite.role), 'OWNER');
    await user.click(screen.getByRole('button', { name: t.members.invite.submit }));
    expect(await screen.findByText('pal@popspot.example 주소로 초대 메일을 보냈어요.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'new@popspot.example 초대 취소' }));
    expect(await screen.findByText(t.members.invitations.empty)).toBeInTheDocument();
    expect(calls).toEqual([
      'PATCH {"role":"MANAGER"}',
      'DELETE member',
      'POST {"email":"pal@popspot.example","role":"OWNER","lang":"ko"}',
      'DELETE invitation',
    ]);
  });

  it('shows managers the list without the controls, and says why a last owner stays', async () => {
    server.use(http.get(`${BASE}/members`, () => HttpResponse.json(ok(membersList({ canManage: false })))));
    renderWithProviders(<MemberManager companyId={4} />);
    expect(await screen.findByText(t.members.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /내보내기/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(t.members.invite.email)).not.toBeInTheDocument();
  });

  it('tells the last owner they cannot step down (409 COMPANY_LAST_OWNER)', async () => {
    server.use(
      http.get(`${BASE}/members`, () => HttpResponse.json(ok(membersList()))),
      http.patch(`${BASE}/members/1`, () => HttpResponse.json(fail(40900201), { status: 409 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<MemberManager companyId={4} />);
    await user.selectOptions(await screen.findByLabelText('대표님의 역할'), 'STAFF');
    expect(await screen.findByText(ko.errors['40900201'])).toBeInTheDocument();
  });
});

describe('the companies page (admin)', () => {
  it('registers a company, checking the inputs first, and adds a domain', async () => {
    let companies: AdminCompany[] = [];
    const created: unknown[] = [];
    server.use(
      http.get('*/api/v1/admin/companies', () => HttpResponse.json(ok(companies))),
      http.post('*/api/v1/admin/companies', async ({ request }) => {
        const body = (await request.json()) as { name: string; businessRegistrationNumber: string; email: string };
        created.push(body);
        const company = {
          id: 9,
          ...body,
          domains: [{ id: 1, domain: 'loop.example' }],
          memberCount: 0,
          createdAt: '2026-11-26T00:00:00Z',
        };
        companies = [company];
        return HttpResponse.json(ok(company));
      }),
      http.post('*/api/v1/admin/companies/9/domains', () => HttpResponse.json(fail(40900202), { status: 409 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<CompanyAdmin />);
    const form = t.admin.create;
    await user.click(await screen.findByRole('button', { name: form.submit }));
    expect(await screen.findByText(form.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(form.brnInvalid)).toBeInTheDocument();

    await user.type(screen.getByLabelText(form.name), '(주)루프랩');
    await user.type(screen.getByLabelText(form.brn), '123-45-67890');
    await user.type(screen.getByLabelText(form.email), 'Hi@Loop.example');
    await user.type(screen.getByLabelText(form.domains), 'Loop.example');
    await user.click(screen.getByRole('button', { name: form.submit }));
    expect(await screen.findByRole('heading', { name: '(주)루프랩' })).toBeInTheDocument();
    expect(created).toEqual([
      {
        name: '(주)루프랩',
        businessRegistrationNumber: '1234567890',
        email: 'hi@loop.example',
        domains: ['loop.example'],
      },
    ]);

    await user.type(screen.getByLabelText('(주)루프랩에 추가할 도메인'), 'taken.example');
    await user.click(screen.getByRole('button', { name: t.admin.list.add }));
    expect(await screen.findByText(t.admin.list.domainTaken)).toBeInTheDocument();
    // Said beside the field only, not in a toast as well.
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).not.toContain(ko.errors['40900202']);
  });
});
