import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { server } from '../utils/msw-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessageList, MessageGroup } from '@/api/contracts/chat';
import { ChatRoom } from '@/components/chat/chat-room';
import ko from '@/locales/ko.json';
import { useAuthStore } from '@/stores/auth-store';
import { ok, renderWithProviders } from '../utils/detail-test-kit';

const t = ko.community;
const GROUP: MessageGroup = {
  messageGroupId: 7,
  title: '5월 12일 팝업 수다방',
  dayKey: '2026-05-12',
  operatingMessageGroup: false,
  writable: true,
  messageCount: 0,
  lastMessageAt: null,
};
const empty: ChatMessageList = { content: [], page: { number: 0, size: 48, totalElements: 0, totalPages: 0 } };

let posted = 0;
beforeEach(() => {
  posted = 0;
  server.use(
    http.get('*/api/v1/message-groups/:groupId/messages', () => HttpResponse.json(ok(empty))),
    http.post('*/api/v1/message-groups/:groupId/messages', () => {
      posted += 1;
      return HttpResponse.json(ok(null));
    }),
  );
});
afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  act(() => useAuthStore.setState({ loginModalOpen: false }));
});

async function renderRoom() {
  renderWithProviders(<ChatRoom group={GROUP} />);
  await screen.findByText(t.chat.empty);
  return screen.getByRole('textbox', { name: t.composer.label });
}
const loginModal = () => screen.queryByRole('dialog', { name: ko.auth.loginModal.title });
// The modal's code loads the first time it opens.
const openedLoginModal = () => screen.findByRole('dialog', { name: ko.auth.loginModal.title });

describe('the chat box for an anonymous visitor', () => {
  it('opens the login modal when tapped, and says so', async () => {
    const user = userEvent.setup();
    const box = await renderRoom();
    expect(box).toHaveAttribute('placeholder', t.composer.placeholderSignedOut);
    expect(box).toHaveAttribute('aria-haspopup', 'dialog');
    expect(box).toHaveAttribute('readonly');
    await user.click(box);
    expect(await openedLoginModal()).toBeInTheDocument();
    expect(posted).toBe(0);
  });

  it('opens it at the first typed key, and nothing is typed', async () => {
    const user = userEvent.setup();
    const box = await renderRoom();
    // Tab onto the box: focus alone changes nothing (WCAG 3.2.1), a keyboard user can pass through.
    for (let i = 0; i < 20 && document.activeElement !== box; i += 1) await user.tab();
    expect(box).toHaveFocus();
    expect(loginModal()).not.toBeInTheDocument();
    await user.keyboard('안');
    expect(await openedLoginModal()).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('closing the modal brings focus back to the box without opening it again', async () => {
    const user = userEvent.setup();
    const box = await renderRoom();
    await user.click(box);
    await user.click(await screen.findByRole('button', { name: ko.auth.loginModal.later }));
    expect(loginModal()).not.toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(loginModal()).not.toBeInTheDocument();
  });
});

describe('the chat box for a signed-in reader', () => {
  it('is an ordinary text box', async () => {
    Cookies.set('userId', '7', { path: '/' });
    const user = userEvent.setup();
    const box = await renderRoom();
    expect(box).not.toHaveAttribute('readonly');
    expect(box).not.toHaveAttribute('aria-haspopup');
    await user.click(box);
    await user.type(box, '안녕하세요');
    expect(box).toHaveValue('안녕하세요');
    expect(loginModal()).not.toBeInTheDocument();
  });
});
