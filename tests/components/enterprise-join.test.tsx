import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyEnterprise } from '@/api/contracts/enterprise';
import { JoinFlow } from '@/components/enterprise/join-flow';
import ko from '@/locales/ko.json';
import { useToastStore } from '@/stores/toast-store';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';
import { mockRouter } from '../utils/navigation-mock';

const t = ko.enterprise.join;
const ME = '*/api/v1/enterprise/me';
const SEND = '*/api/v1/enterprise/verification-codes';
const VERIFY = '*/api/v1/enterprise/verifications';
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const company = { id: 4, name: '(주)팝스팟' };
const nobody: MyEnterprise = { isAdmin: false, membership: null, pending: null };
const pending = (overrides: Partial<NonNullable<MyEnterprise['pending']>> = {}): MyEnterprise => ({
  ...nobody,
  pending: {
    email: 'me@popspot.example',
    company,
    codeExpiresAt: inMinutes(10),
    resendAvailableAt: inMinutes(1),
    lockedUntil: null,
    ...overrides,
  },
});

afterEach(() => useToastStore.setState({ toasts: [] }));

describe('joining a company (/enterprise/join)', () => {
  it('sends the code to a work address, then verifies it and says which company and role', async () => {
    let state = nobody;
    const sent: unknown[] = [];
    server.use(
      http.get(ME, () => HttpResponse.json(ok(state))),
      http.post(SEND, async ({ request }) => {
        sent.push(await request.json());
        state = pending();
        return HttpResponse.json(ok(state));
      }),
      http.post(VERIFY, () => {
        state = {
          ...nobody,
          membership: { id: 9, company, role: 'STAFF', email: 'me@popspot.example', verifiedAt: inMinutes(0) },
        };
        return HttpResponse.json(ok(state));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<JoinFlow mailboxHref="/dev/mailbox" />);
    expect(screen.getByRole('link', { name: t.mailboxLink })).toHaveAttribute('href', '/dev/mailbox');

    await user.click(await screen.findByRole('button', { name: t.send }));
    expect(await screen.findByText(t.emailInvalid)).toBeInTheDocument();

    await user.type(screen.getByLabelText(t.emailLabel), ' Me@Popspot.Example ');
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByLabelText(t.codeLabel)).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'me@popspot.example', lang: 'ko' }]);
    expect(screen.getByText(/me@popspot\.example 주소로 \(주\)팝스팟 인증 코드를 보냈어요/)).toBeInTheDocument();
    // The resend waits for its minute.
    expect(screen.getByRole('button', { name: /다시 받기/ })).toBeDisabled();

    await user.type(screen.getByLabelText(t.codeLabel), '12a34');
    await user.click(screen.getByRole('button', { name: t.verify }));
    expect(await screen.findByText(t.codeInvalid)).toBeInTheDocument();

    await user.type(screen.getByLabelText(t.codeLabel), '56');
    await user.click(screen.getByRole('button', { name: t.verify }));
    expect(await screen.findByRole('heading', { name: t.done.title })).toBeInTheDocument();
    expect(screen.getByText(/\(주\)팝스팟에 스태프/)).toBeInTheDocument();
    expect(mockRouter.refresh).toHaveBeenCalled();
  });

  it.each([
    [40000201, t.errors['40000201']],
    [40000203, t.errors['40000203']],
    [42900000, t.errors['42900000']],
  ])('says why a code was not sent (%i) beside the address', async (code, words) => {
    server.use(
      http.get(ME, () => HttpResponse.json(ok(nobody))),
      http.post(SEND, () => HttpResponse.json(fail(code), { status: Math.floor(code / 100000) })),
    );
    const user = userEvent.setup();
    renderWithProviders(<JoinFlow />);
    await user.type(await screen.findByLabelText(t.emailLabel), 'me@gmail.com');
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(words)).toBeInTheDocument();
    // Said in place, not also in a toast.
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it.each([
    [40000206, t.errors['40000206']],
    [40000207, t.errors['40000207']],
    [40000204, t.errors['40000204']],
  ])('says why a code was refused (%i)', async (code, words) => {
    server.use(
      http.get(ME, () => HttpResponse.json(ok(pending()))),
      http.post(VERIFY, () => HttpResponse.json(fail(code), { status: 400 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<JoinFlow />);
    await user.type(await screen.findByLabelText(t.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: t.verify }));
    expect(await screen.findByText(words)).toBeInTheDocument();
  });

  it('closes the code field while locked out and shows the wait', async () => {
    server.use(http.get(ME, () => HttpResponse.json(ok(pending({ codeExpiresAt: null, lockedUntil: inMinutes(9) })))));
    renderWithProviders(<JoinFlow />);
    expect(await screen.findByLabelText(t.codeLabel)).toBeDisabled();
    expect(screen.getByText(/인증에 여러 번 실패했어요\. \d+:\d\d 후에/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.verify })).toBeDisabled();
  });
});
