import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MagazineList as MagazineListData, MagazineListItem } from '@/api/contracts/magazines';
import { MagazineList } from '@/components/magazines/magazine-list';
import ko from '@/locales/ko.json';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

function item(id: number): MagazineListItem {
  return {
    id,
    title: `매거진 글 ${id}`,
    subTitle: `부제 ${id}`,
    displayedDate: '2026-11-12',
    file: { path: `/api/files/magazine/${id}/cover.webp` },
    categories: [{ name: '가이드' }],
    contentLocale: 'ko',
  };
}

function page(number: number, ids: number[], totalPages: number): MagazineListData {
  return { content: ids.map(item), page: { number, size: 12, totalElements: 14, totalPages } };
}

describe('MagazineList', () => {
  it('lists posts as links to /{id} and loads the next page on demand', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/magazines', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const n = Number(url.searchParams.get('page'));
        return HttpResponse.json(ok(n === 0 ? page(0, [14, 13, 12], 2) : page(1, [2, 1], 2)));
      }),
    );
    renderWithProviders(<MagazineList />);
    const first = await screen.findByRole('link', { name: /매거진 글 14/ });
    expect(first).toHaveAttribute('href', '/14');
    expect(screen.getByRole('heading', { level: 2, name: '매거진 글 14' })).toBeInTheDocument();
    expect(asked[0]).toContain('size=12');
    expect(asked[0]).toContain('lang=ko');

    fireEvent.click(screen.getByRole('button', { name: ko.magazine.loadMore }));
    const last = await screen.findByRole('heading', { level: 2, name: '매거진 글 1' });
    expect(last.closest('a')).toHaveAttribute('href', '/1');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: ko.magazine.loadMore })).not.toBeInTheDocument();
    expect(screen.getByText(ko.magazine.end)).toBeInTheDocument();
  });

  it('says when there are no posts, and offers a retry when loading fails', async () => {
    server.use(http.get('*/api/v1/magazines', () => HttpResponse.json(ok(page(0, [], 0)))));
    const first = renderWithProviders(<MagazineList />);
    expect(await screen.findByText(ko.magazine.empty)).toBeInTheDocument();
    first.unmount();

    server.use(http.get('*/api/v1/magazines', () => HttpResponse.json(fail(50000000), { status: 500 })));
    renderWithProviders(<MagazineList />);
    expect(await screen.findByText(ko.magazine.loadError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ko.common.retry })).toBeInTheDocument();
  });
});
