import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Notice } from '@/api/contracts/notices';
import { NoticeArticle } from '@/components/notices/notice-article';
import { NoticeList } from '@/components/notices/notice-list';
import { formatSeoulDate } from '@/lib/format-date';
import ko from '@/locales/ko.json';
import { ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const t = ko.notice;

const notice = (overrides: Partial<Notice> = {}): Notice => ({
  id: 1,
  title: '서비스 이용약관 개정 안내',
  titleLocale: 'ko',
  content: '안녕하세요.\n\n약관이 바뀌어요.',
  contentLocale: 'ko',
  isPinned: false,
  publishedAt: '2026-11-18T01:00:00.000Z',
  ...overrides,
});

describe('NoticeList', () => {
  it('marks pinned notices, links each to its page and loads more on demand', async () => {
    const pages: string[] = [];
    server.use(
      http.get('*/api/v1/notices', ({ request }) => {
        const n = new URL(request.url).searchParams.get('page') ?? '0';
        pages.push(n);
        const content =
          n === '0'
            ? [notice({ id: 5, title: '고정 공지', isPinned: true }), notice({ id: 4, title: '새 기능 안내' })]
            : [notice({ id: 2, title: '지난 공지', publishedAt: '2026-10-01T01:00:00.000Z' })];
        return HttpResponse.json(
          ok({ content, page: { number: Number(n), size: 2, totalElements: 3, totalPages: 2 } }),
        );
      }),
    );
    renderWithProviders(<NoticeList />);
    const list = await screen.findByRole('list', { name: t.listLabel });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/notice/5', '/notice/4']);
    expect(within(links[0]).getByText(t.pinned)).toBeInTheDocument();
    expect(within(links[1]).queryByText(t.pinned)).not.toBeInTheDocument();
    expect(within(links[0]).getByText(formatSeoulDate('2026-11-18T01:00:00.000Z', 'ko'))).toHaveAttribute(
      'dateTime',
      '2026-11-18T01:00:00.000Z',
    );

    await userEvent.click(screen.getByRole('button', { name: t.loadMore }));
    expect(await within(list).findByRole('link', { name: /지난 공지/ })).toHaveAttribute('href', '/notice/2');
    expect(pages).toEqual(['0', '1']);
    expect(screen.queryByRole('button', { name: t.loadMore })).not.toBeInTheDocument();
  });

  it('says so when there are no notices', async () => {
    server.use(
      http.get('*/api/v1/notices', () =>
        HttpResponse.json(ok({ content: [], page: { number: 0, size: 20, totalElements: 0, totalPages: 0 } })),
      ),
    );
    renderWithProviders(<NoticeList />);
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });
});

describe('NoticeArticle', () => {
  it('shows the content as text with its line breaks, never as markup', () => {
    const { container } = renderWithProviders(
      <NoticeArticle
        notice={notice({ isPinned: true, content: '첫 줄\n<img src=x onerror="alert(1)">\n<b>굵게</b> 아님' })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '서비스 이용약관 개정 안내' })).toBeInTheDocument();
    expect(screen.getByText(t.pinned)).toBeInTheDocument();
    expect(screen.getByText(`게시일 ${formatSeoulDate('2026-11-18T01:00:00.000Z', 'ko')}`)).toBeInTheDocument();
    expect(container.querySelector('article img, article b')).toBeNull();
    const body = screen.getByText(/첫 줄/);
    expect(body.textContent).toBe('첫 줄\n<img src=x onerror="alert(1)">\n<b>굵게</b> 아님');
    expect(body).toHaveClass('whitespace-pre-line');
    // Korean text on a Korean page is the page's language: nothing to mark (see the English page below).
    expect(body).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: t.backToList })).toHaveAttribute('href', '/notice');
  });
});
