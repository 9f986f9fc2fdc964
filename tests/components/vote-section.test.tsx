import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { VoteResult } from '@/api/contracts/spots';
import { VoteSection } from '@/components/popup-detail/vote-section';
import ko from '@/locales/ko.json';
import { useAuthStore } from '@/stores/auth-store';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  act(() => useAuthStore.setState({ loginModalOpen: false }));
});

const noVote: VoteResult = {
  myOptionType: null,
  leftOptionRatio: 60,
  rightOptionRatio: 40,
  totalCount: 5,
  myVoteCounted: false,
};

function serve(result: VoteResult, onVote?: (body: unknown, headers: Headers) => Response) {
  server.use(
    http.get('*/api/v1/spots/12/vote-result', () => HttpResponse.json(ok(result))),
    http.post('*/api/v1/spots/12/vote', async ({ request }) =>
      onVote ? onVote(await request.json(), request.headers) : HttpResponse.json(fail(50000000), { status: 500 }),
    ),
  );
}

const left = () => screen.getByRole('button', { name: new RegExp(ko.vote.left) });
const right = () => screen.getByRole('button', { name: new RegExp(ko.vote.right) });

describe('VoteSection', () => {
  it("shows the 'flutter index' with both options open and no numbers before voting", async () => {
    serve(noVote);
    renderWithProviders(<VoteSection spotId={12} />);
    const section = screen.getByRole('region', { name: ko.vote.keyword });
    expect(await within(section).findByText(ko.popup.vote.question)).toBeInTheDocument();
    await expect.poll(() => left()).toBeEnabled();
    expect(right()).toBeEnabled();
    expect(left()).toHaveAttribute('aria-pressed', 'false');
    expect(section).not.toHaveTextContent('%');
  });

  it('anonymous readers vote with their cookie alone; after LEFT the other option is disabled, ratios show, and the vote is said not to count until they log in', async () => {
    let sent: { body: unknown; session: string | null; authorization: string | null } | undefined;
    serve(noVote, (body, headers) => {
      sent = { body, session: headers.get('x-session-id'), authorization: headers.get('authorization') };
      return HttpResponse.json(
        ok({
          myOptionType: 'LEFT',
          leftOptionRatio: 66.7,
          rightOptionRatio: 33.3,
          totalCount: 6,
          myVoteCounted: false,
        }),
      );
    });
    renderWithProviders(<VoteSection spotId={12} />);
    await expect.poll(() => left()).toBeEnabled();

    await userEvent.click(left());

    expect(await screen.findByText(ko.popup.vote.voted)).toBeInTheDocument();
    expect(sent?.body).toEqual({ optionType: 'LEFT' });
    // No client-made voter id: the server's HttpOnly visitor cookie identifies the voter.
    expect(sent?.session).toBeNull();
    expect(sent?.authorization).toBeNull();
    expect(left()).toHaveAttribute('aria-pressed', 'true');
    expect(left()).toHaveTextContent('67%');
    expect(right()).toBeDisabled();
    expect(right()).toHaveTextContent('33%');
    expect(screen.getByText('로그인 회원 6명 참여')).toBeInTheDocument();
    expect(screen.getByText(ko.popup.vote.notCounted)).toBeInTheDocument();
  });

  it('a signed-in reader who voted before sees the result at once, counted', async () => {
    serve({ myOptionType: 'RIGHT', leftOptionRatio: 25, rightOptionRatio: 75, totalCount: 4, myVoteCounted: true });
    renderWithProviders(<VoteSection spotId={12} />);
    expect(await screen.findByText(ko.popup.vote.voted)).toBeInTheDocument();
    expect(left()).toBeDisabled();
    expect(right()).toHaveAttribute('aria-pressed', 'true');
    expect(right()).toHaveTextContent('75%');
    expect(screen.getByText('로그인 회원 4명 참여')).toBeInTheDocument();
    expect(screen.queryByText(ko.popup.vote.notCounted)).not.toBeInTheDocument();
  });

  it('says so when the vote fails, and leaves both options open', async () => {
    serve(noVote, () => HttpResponse.json(fail(50000000), { status: 500 }));
    renderWithProviders(<VoteSection spotId={12} />);
    await expect.poll(() => right()).toBeEnabled();
    await userEvent.click(right());
    expect(await screen.findByRole('alert')).toHaveTextContent(ko.popup.vote.failed);
    expect(left()).toBeEnabled();
    expect(right()).toBeEnabled();
  });

  it('a lost session opens the login modal and claims no failure of its own', async () => {
    serve(noVote, () => HttpResponse.json(fail(40100001), { status: 401 }));
    renderWithProviders(<VoteSection spotId={12} />);
    await expect.poll(() => right()).toBeEnabled();
    await userEvent.click(right());
    expect(await screen.findByRole('dialog', { name: ko.auth.loginModal.title })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(right()).toBeEnabled();
  });
});
