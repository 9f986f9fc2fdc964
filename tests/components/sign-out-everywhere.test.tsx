import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignOutEverywhere } from '@/components/auth/sign-out-everywhere';
import ko from '@/locales/ko.json';
import { renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const t = ko.auth.mypage.everywhere;
const assign = vi.fn();
let deletes = 0;

const ok = (data: unknown) => HttpResponse.json({ data, result: { code: 20000000, desc: 'SUCCESS' } });
const sessions = [
  {
    id: 'a',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1',
    createdAt: '2026-11-20T01:00:00.000Z',
    lastSeenAt: '2026-11-26T01:00:00.000Z',
    current: true,
  },
  {
    id: 'b',
    userAgent: null,
    createdAt: '2026-11-01T01:00:00.000Z',
    lastSeenAt: '2026-11-02T01:00:00.000Z',
    current: false,
  },
];

beforeEach(() => {
  deletes = 0;
  assign.mockReset();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, assign } });
  Cookies.set('userId', '7');
  Cookies.set('nickname', '팝스팟');
  server.use(http.get('*/api/v1/users/me/sessions', () => ok(sessions)));
});
afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

function answerDelete(status: number, code: number) {
  server.use(
    http.delete('*/api/v1/users/me/sessions', () => {
      deletes += 1;
      return HttpResponse.json({ data: { ended: 2 }, result: { code, desc: '' } }, { status });
    }),
  );
}

function renderIt() {
  renderWithProviders(<SignOutEverywhere />);
}

describe('sign out of every device', () => {
  it('asks first, listing the signed-in devices, then ends every session and goes home', async () => {
    answerDelete(200, 20000000);
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: t.button }));
    const dialog = await screen.findByRole('alertdialog', { name: t.title });
    // Focus starts on the safe choice.
    expect(within(dialog).getByRole('button', { name: t.cancel })).toHaveFocus();
    const devices = await within(dialog).findByRole('region', { name: t.devicesLabel });
    expect(devices).toHaveTextContent('Safari · iOS');
    // The badge is its own word to a screen reader, not run into the device's name.
    expect(within(devices).getAllByRole('listitem')[0]).toHaveTextContent(`Safari · iOS ${t.thisDevice}`);
    expect(devices).toHaveTextContent(t.unknownDevice);

    await userEvent.click(within(dialog).getByRole('button', { name: t.confirm }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(deletes).toBe(1);
    expect(Cookies.get('userId')).toBeUndefined();
    expect(Cookies.get('nickname')).toBeUndefined();
  });

  it('cancelling ends nothing', async () => {
    answerDelete(200, 20000000);
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: t.button }));
    await userEvent.click(await screen.findByRole('button', { name: t.cancel }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deletes).toBe(0);
    expect(Cookies.get('userId')).toBe('7');
  });

  it('says so when the server fails, and keeps the session', async () => {
    answerDelete(500, 50000000);
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: t.button }));
    await userEvent.click(await screen.findByRole('button', { name: t.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.failed);
    expect(assign).not.toHaveBeenCalled();
    expect(Cookies.get('userId')).toBe('7');
  });
});
