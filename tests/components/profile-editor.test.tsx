import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Me } from '@/api/contracts/users';
import { ProfileEditor } from '@/components/auth/profile-editor';
import ko from '@/locales/ko.json';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

/*
 * The profile editor writes through api/users.ts's hooks: it explains every refusal itself
 * (one message, never the shared toast as well), and a lost session is the login modal's.
 */

const t = ko.profile;
const me: Me = {
  id: 7,
  nickname: '팝스팟',
  email: 'me@example.com',
  phone: null,
  profileImageUrl: null,
  signedUp: true,
  role: 'USER',
};
let nicknameAnswer: () => Response;
let pictureAnswer: () => Response;

beforeEach(() => {
  Cookies.set('userId', '7');
  nicknameAnswer = () => HttpResponse.json(ok({ ...me, nickname: '새 닉네임' }));
  pictureAnswer = () => HttpResponse.json(ok({ ...me, profileImageUrl: '/api/files/profiles/7/a.webp' }));
  act(() => {
    useAuthStore.setState({ loginModalOpen: false });
    useToastStore.setState({ toasts: [] });
  });
  server.use(
    http.get('*/api/v1/users/nickname', ({ request }) =>
      HttpResponse.json(
        ok({ nickname: new URL(request.url).searchParams.get('nickname'), available: true, reason: null }),
      ),
    ),
    http.put('*/api/v1/users/me', () => nicknameAnswer()),
    http.put('*/api/v1/users/me/profile-image', () => pictureAnswer()),
  );
});
afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);

async function typeNickname(value: string) {
  const field = screen.getByLabelText(ko.nicknameField.label);
  await userEvent.clear(field);
  await userEvent.type(field, value);
  const save = screen.getByRole('button', { name: t.saveNickname });
  await waitFor(() => expect(save).toBeEnabled());
  await userEvent.click(save);
}

describe('the profile editor', () => {
  it('saves a new nickname and says so once', async () => {
    renderWithProviders(<ProfileEditor me={me} />);
    await typeNickname('새 닉네임');
    await waitFor(() => expect(toasts()).toEqual([t.saved]));
    expect(screen.getByRole('img', { name: t.pictureAlt.replace('{nickname}', '새 닉네임') })).toBeInTheDocument();
  });

  it('a nickname taken meanwhile is said under the field, with no toast on top', async () => {
    nicknameAnswer = () => HttpResponse.json(fail(40900701), { status: 409 });
    renderWithProviders(<ProfileEditor me={me} />);
    await typeNickname('먼저 쓴 닉네임');
    expect(await screen.findByText(t.nicknameTaken)).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it("a refused picture gets the editor's own words, once", async () => {
    pictureAnswer = () => HttpResponse.json(fail(40000000), { status: 400 });
    renderWithProviders(<ProfileEditor me={me} />);
    const file = new File([new Uint8Array(64)], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(t.changePicture), { target: { files: [file] } });
    await waitFor(() => expect(toasts()).toEqual([t.pictureRefused]));
  });

  it('a lost session opens the login modal, and the editor claims no failure of its own', async () => {
    nicknameAnswer = () => HttpResponse.json(fail(40100001), { status: 401 });
    renderWithProviders(<ProfileEditor me={me} />);
    await typeNickname('새 닉네임');
    expect(await screen.findByRole('dialog', { name: ko.auth.loginModal.title })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
    expect(screen.getByRole('button', { name: t.saveNickname })).toBeEnabled();
  });
});
