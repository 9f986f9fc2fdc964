import { act } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, MessageGroup } from '@/api/contracts/chat';
import { ChatMessageItem } from '@/components/chat/chat-message-item';
import { RoomCard } from '@/components/chat/room-card';
import ko from '@/locales/ko.json';
import { simulateBrowserIcu } from '../utils/browser-icu';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={typeof href === 'string' ? href : '#'} {...rest}>
      {children}
    </a>
  ),
}));

// 15:22Z on 11 Nov is 00:22 on 12 Nov in Seoul: Node's ICU writes "AM 12:22", Chromium "오전 12:22".
const AT = '2026-11-11T15:22:00.000Z';

const message: ChatMessage = {
  id: 100,
  messageGroupId: 7,
  content: '성수 대기 30분이에요',
  createdAt: AT,
  author: { id: 2, nickname: '팝업러버', profileImageUrl: null },
  isMine: false,
  deleted: false,
};

const group: MessageGroup = {
  messageGroupId: 6,
  title: '11월 11일 팝업 수다방',
  dayKey: '2026-11-11',
  operatingMessageGroup: false,
  writable: false,
  messageCount: 3,
  lastMessageAt: AT,
};

const page = (ui: ReactNode) => (
  <NextIntlClientProvider locale="ko" messages={ko} timeZone="Asia/Seoul">
    {ui}
  </NextIntlClientProvider>
);

let restore: (() => void) | null = null;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  restore?.();
  restore = null;
  document.body.innerHTML = '';
});

/** Server HTML from Node's ICU, hydrated under the browser's: the recoverable errors React reports. */
async function serverThenBrowser(ui: ReactNode): Promise<{ container: HTMLElement; errors: unknown[] }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(ui));
  document.body.append(container);
  restore = simulateBrowserIcu();
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, page(ui), { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors };
}

describe('chat times across server and browser', () => {
  it('a chat message hydrates without a mismatch and reads "오전 12:22"', async () => {
    const { container, errors } = await serverThenBrowser(<ChatMessageItem message={message} onDelete={() => {}} />);
    expect(errors).toEqual([]);
    const time = container.querySelector('time');
    expect(time).toHaveTextContent(/^오전 12:22$/);
    expect(time).toHaveAttribute('dateTime', AT);
  });

  it('a past room card on /community says "11월 12일 오전 12:22", not "AM", and hydrates cleanly', async () => {
    const { container, errors } = await serverThenBrowser(<RoomCard group={group} isToday={false} />);
    expect(errors).toEqual([]);
    expect(container).toHaveTextContent('마지막 메시지 11월 12일 오전 12:22');
    expect(container).not.toHaveTextContent('AM');
  });

  it("today's room card shows the time alone", () => {
    const html = renderToString(page(<RoomCard group={{ ...group, writable: true }} isToday />));
    expect(html).toContain('마지막 메시지 오전 12:22');
  });
});
