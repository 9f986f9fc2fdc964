import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatMessageList, MessageGroup } from '@/api/contracts/chat';
import { ChatRoom } from '@/components/chat/chat-room';
import { CHAT_MESSAGE_MAX_LENGTH } from '@/lib/constants';
import ko from '@/locales/ko.json';
import { useAuthStore } from '@/stores/auth-store';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const t = ko.community;
const GROUP: MessageGroup = {
  messageGroupId: 7,
  title: '5월 12일 팝업 수다방',
  dayKey: '2026-05-12',
  operatingMessageGroup: false,
  writable: true,
  messageCount: 1,
  lastMessageAt: '2026-05-12T03:00:00.000Z',
};

function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 100,
    messageGroupId: GROUP.messageGroupId,
    content: '성수 대기 30분이에요',
    createdAt: '2026-05-12T03:00:00.000Z',
    author: { id: 2, nickname: '팝업러버', profileImageUrl: null },
    isMine: false,
    deleted: false,
    ...overrides,
  };
}

function page(content: ChatMessage[]): ChatMessageList {
  return { content, page: { number: 0, size: 48, totalElements: content.length, totalPages: 1 } };
}

const posted: { content: unknown; authorization: string | null }[] = [];
/** What the next POSTs answer, in order; the last one repeats. */
let postAnswers: (() => Response)[] = [];
let nextId = 200;

beforeEach(() => {
  posted.length = 0;
  postAnswers = [];
  server.use(
    http.get('*/api/v1/message-groups/:groupId/messages', () => HttpResponse.json(ok(page([message()])))),
    http.post('*/api/v1/message-groups/:groupId/messages', async ({ request }) => {
      const body = (await request.json()) as { content: unknown };
      posted.push({ content: body.content, authorization: request.headers.get('authorization') });
      const answer = postAnswers.length > 1 ? postAnswers.shift()! : postAnswers[0];
      if (answer) return answer();
      return HttpResponse.json(
        ok(
          message({
            id: nextId++,
            content: String(body.content),
            isMine: true,
            author: { id: 1, nickname: '나', profileImageUrl: null },
          }),
        ),
      );
    }),
  );
});
afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  act(() => useAuthStore.setState({ loginModalOpen: false }));
});

const signIn = () => Cookies.set('userId', '7', { path: '/' });

async function renderRoom() {
  renderWithProviders(<ChatRoom group={GROUP} />);
  // The thread loads first (the page would have server-rendered it).
  await screen.findByText('성수 대기 30분이에요');
  return screen.getByRole('textbox', { name: t.composer.label });
}

describe('chat composer', () => {
  it('counts characters up to 124 and stops there; blank text cannot be sent', async () => {
    signIn();
    const user = userEvent.setup();
    const box = await renderRoom();
    const send = screen.getByRole('button', { name: t.composer.send });
    expect(send).toBeDisabled();
    expect(screen.getByText(`0/${CHAT_MESSAGE_MAX_LENGTH}`)).toBeInTheDocument();

    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.clear(box);
    await user.type(box, '안녕하세요');
    expect(screen.getByText(`5/${CHAT_MESSAGE_MAX_LENGTH}`)).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(expect.stringContaining(`124자 중 5자`));
    expect(send).toBeEnabled();

    await user.clear(box);
    await user.click(box);
    await user.paste('가'.repeat(CHAT_MESSAGE_MAX_LENGTH + 10));
    expect(box).toHaveValue('가'.repeat(CHAT_MESSAGE_MAX_LENGTH));
    expect(screen.getByText(`124/${CHAT_MESSAGE_MAX_LENGTH}`)).toBeInTheDocument();
    expect(screen.getByText(ko.common.characterLimit.replace('{max}', '124'))).toBeInTheDocument();
  });

  it('tells keyboard users how to add a line, and says nothing of Shift to a phone', async () => {
    signIn();
    const pointer = (fine: boolean) =>
      Object.defineProperty(window, 'matchMedia', {
        configurable: true,
        value: (query: string) => ({
          matches: query === '(pointer: fine)' ? fine : false,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }),
      });
    try {
      pointer(false);
      const phone = await renderRoom();
      expect(phone).not.toHaveAccessibleDescription(expect.stringContaining('Shift'));
      cleanup();
      pointer(true);
      const desktop = await renderRoom();
      expect(desktop).toHaveAccessibleDescription(expect.stringContaining(t.composer.hint));
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('Enter sends (trimmed, with the token) and clears; Shift+Enter adds a line instead', async () => {
    signIn();
    const user = userEvent.setup();
    const box = await renderRoom();
    await user.type(box, '  첫 줄{Shift>}{Enter}{/Shift}둘째 줄');
    expect(posted).toHaveLength(0);
    expect(box).toHaveValue('  첫 줄\n둘째 줄');
    await user.type(box, '{Enter}');
    // The HttpOnly session cookie signs the post in; the page sends no bearer header.
    await vi.waitFor(() => expect(posted).toEqual([{ content: '첫 줄\n둘째 줄', authorization: null }]));
    expect(box).toHaveValue('');
    const log = screen.getByRole('log', { name: t.chat.logLabel.replace('{title}', '5월 12일 팝업 수다방') });
    expect(log).toHaveAttribute('aria-live', 'polite');
    // The server's copy replaces the optimistic one: mine, with a delete button.
    expect(await within(log).findByRole('button', { name: '메시지 삭제: 첫 줄 둘째 줄' })).toBeInTheDocument();
    expect(within(log).queryByText(t.chat.sending)).not.toBeInTheDocument();
  });

  it('opens the login modal for an anonymous visitor who starts to write, and sends nothing', async () => {
    const user = userEvent.setup();
    const box = await renderRoom();
    expect(box).toHaveAttribute('placeholder', t.composer.placeholderSignedOut);
    await user.type(box, '로그인 안 했어요');
    expect(await screen.findByRole('dialog', { name: ko.auth.loginModal.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.composer.send })).toBeDisabled();
    expect(posted).toHaveLength(0);
  });

  it('shows a failed message with retry; retrying sends it again and it lands', async () => {
    signIn();
    const user = userEvent.setup();
    postAnswers = [
      () => HttpResponse.json(fail(50000000), { status: 500 }),
      () =>
        HttpResponse.json(
          ok(
            message({
              id: 300,
              content: '다시 보낼게요',
              isMine: true,
              author: { id: 1, nickname: '나', profileImageUrl: null },
            }),
          ),
        ),
    ];
    const box = await renderRoom();
    await user.type(box, '다시 보낼게요{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.errors.generic);
    expect(screen.getByText(t.chat.failed)).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: t.chat.retry }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(posted.map((p) => p.content)).toEqual(['다시 보낼게요', '다시 보낼게요']);
    expect(
      screen.getByRole('button', { name: t.chat.deleteLabel.replace('{content}', '다시 보낼게요') }),
    ).toBeInTheDocument();
  });

  it('explains a rate limit, and discarding a failed message removes it', async () => {
    signIn();
    const user = userEvent.setup();
    postAnswers = [() => HttpResponse.json(fail(42900000), { status: 429 })];
    const box = await renderRoom();
    await user.type(box, '너무 빨라요{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(t.errors.tooMany);
    await user.click(screen.getByRole('button', { name: t.chat.discard }));
    expect(screen.queryByText('너무 빨라요')).not.toBeInTheDocument();
  });

  it("gives '삭제' (was 28x17) and '대화방 목록' (was 59x16) 44 px targets", async () => {
    signIn();
    server.use(
      http.get('*/api/v1/message-groups/:groupId/messages', () =>
        HttpResponse.json(ok(page([message({ isMine: true, content: '제 메시지' })]))),
      ),
    );
    renderWithProviders(<ChatRoom group={GROUP} />);
    const remove = await screen.findByRole('button', { name: t.chat.deleteLabel.replace('{content}', '제 메시지') });
    expect(remove).toHaveClass('min-h-tap', 'min-w-tap');
    expect(screen.getByRole('link', { name: t.room.allRooms })).toHaveClass('min-h-tap');
  });
});
