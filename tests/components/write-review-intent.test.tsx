import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyVisit } from '@/api/contracts/queues';
import type { MyReview } from '@/api/contracts/reviews';
import { WriteReviewBar } from '@/components/reviews/write-review-bar';
import { MyVisits } from '@/components/queues/my-visits';
import ko from '@/locales/ko.json';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

/*
 * My visits' 'write a review' (issue 31): the link asks the pop-up's reviews tab to open the
 * editor on arrival, and the tab does, on a fresh draft or on the reader's own review.
 */

const t = ko.review;

const visit = (overrides: Partial<MyVisit['spot']> = {}, myReviewId: number | null = null): MyVisit => ({
  ticketId: 71,
  enteredAt: '2026-11-18T05:00:00.000Z',
  partySize: 2,
  queueTitle: '현장 웨이팅',
  queueTitleLocale: 'ko',
  spot: {
    id: 12,
    type: 'STORE',
    title: '말차 디저트 팝업',
    contentLocale: 'ko',
    region2Depth: '성동구',
    file: null,
    available: true,
    ...overrides,
  },
  myReviewId,
});

const myReview: MyReview = {
  reviewId: 31,
  spot: { id: 12, title: '말차 디저트 팝업', file: null },
  score: 4,
  content: '말차 라떼가 진하고 맛있었어요',
  visitDate: null,
  visitVerified: false,
  verifiedVisitDate: null,
  createdAt: '2026-11-18T05:00:00.000Z',
  metrics: [{ id: 1, name: '친절해요' }],
  files: [],
  helpfulCount: 0,
};

let visits: MyVisit[];
let mine: MyReview[];
let drafts: number;
let metricAsks: number;
let saved: unknown[];

beforeEach(() => {
  visits = [];
  mine = [];
  drafts = 0;
  metricAsks = 0;
  saved = [];
  Cookies.set('userId', '7');
  act(() => {
    useAuthStore.setState({ loginModalOpen: false });
    useToastStore.setState({ toasts: [] });
  });
  server.use(
    http.get('*/api/v1/users/visits', () =>
      HttpResponse.json(
        ok({ content: visits, page: { number: 0, size: 20, totalElements: visits.length, totalPages: 1 } }),
      ),
    ),
    http.get('*/api/v2/users/me/reviews', () =>
      HttpResponse.json(
        ok({ content: mine, page: { number: 0, size: 1, totalElements: mine.length, totalPages: mine.length } }),
      ),
    ),
    http.post('*/api/v1/users/reviews/temp', () => {
      drafts += 1;
      return mine.length
        ? HttpResponse.json(fail(40000102), { status: 400 })
        : HttpResponse.json(ok({ reviewId: 501 }));
    }),
    http.get('*/api/v1/reviews/metrics', () => {
      metricAsks += 1;
      return HttpResponse.json(ok([{ id: 1, name: '친절해요' }]));
    }),
    http.put('*/api/v2/users/me/reviews/31', async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json(ok({ reviewId: 31, ordinal: 1 }));
    }),
  );
});
afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  window.history.replaceState(null, '', '/');
});

describe("my visits' 'write a review'", () => {
  it('links to the reviews tab asking it to open the editor, and starts loading the editor on touch', async () => {
    visits = [visit(), visit({ id: 40, type: 'PARTNER', title: '패스 팝업' })];
    visits[1].ticketId = 72;
    const preloadReviewEditor = vi.fn();
    renderWithProviders(<MyVisits lang="ko" preloadReviewEditor={preloadReviewEditor} />);
    const [write, passWrite] = await screen.findAllByRole('link', { name: ko.visits.writeReview });
    expect(write).toHaveAttribute('href', '/popup/12?tab=REVIEW&write=review');
    expect(passWrite).toHaveAttribute('href', '/pass/popups/40?tab=REVIEW&write=review');

    expect(metricAsks).toBe(0);
    expect(preloadReviewEditor).not.toHaveBeenCalled();
    fireEvent.touchStart(write);
    // The editor's code and its list of satisfaction items are on their way before the page changes.
    expect(preloadReviewEditor).toHaveBeenCalled();
    await waitFor(() => expect(metricAsks).toBe(1));
  });

  it("keeps 'read my review' for a visit already reviewed", async () => {
    visits = [visit({}, 31)];
    renderWithProviders(<MyVisits lang="ko" />);
    expect(await screen.findByRole('link', { name: ko.visits.readReview })).toHaveAttribute(
      'href',
      '/history/mypicks/review',
    );
    expect(screen.queryByRole('link', { name: ko.visits.writeReview })).not.toBeInTheDocument();
  });
});

describe('the reviews tab arriving with the request to write', () => {
  const arrive = (search: string) => {
    window.history.replaceState(null, '', `/popup/12${search}`);
    return renderWithProviders(<WriteReviewBar spotId={12} periodType="IN_PROGRESS" lang="ko" />);
  };

  it('opens the editor on a new draft without a tap, and takes the request out of the address', async () => {
    arrive('?tab=REVIEW&write=review');
    expect(await screen.findByRole('dialog', { name: t.form.title })).toBeInTheDocument();
    expect(drafts).toBe(1);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/popup/12?tab=REVIEW');
  });

  it('opens my review for editing when I already wrote one, and saving it says so', async () => {
    mine = [myReview];
    arrive('?tab=REVIEW&write=review');
    const dialog = await screen.findByRole('dialog', { name: t.form.editTitle });
    expect(within(dialog).getByLabelText(t.form.contentLabel)).toHaveValue(myReview.content);
    expect(drafts).toBe(0);

    const content = within(dialog).getByLabelText(t.form.contentLabel);
    await userEvent.type(content, ' 또 가고 싶어요');
    const save = within(dialog).getByRole('button', { name: t.form.submitEdit });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(await screen.findByText(t.form.edited)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: t.form.editTitle })).not.toBeInTheDocument();
  });

  it('opens nothing without the request', async () => {
    arrive('?tab=REVIEW');
    expect(await screen.findByRole('button', { name: t.write.button })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(drafts).toBe(0);
  });
});
