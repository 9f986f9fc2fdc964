import { act, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetPageViewOnce } from '@/hooks/page-view-once';
import { useSpotViewLog } from '@/hooks/use-spot-view-log';
import { useNavigationStore } from '@/stores/navigation-store';
import { ok } from '../utils/detail-test-kit';
import { server, trackRequests } from '../utils/msw-server';

const logged: { spotId: string; session: string | null }[] = [];
let requests: ReturnType<typeof trackRequests>;
beforeEach(() => {
  logged.length = 0;
  requests = trackRequests();
  resetPageViewOnce();
  server.use(
    http.post('*/api/v1/logs/spots/:id', ({ params, request }) => {
      logged.push({ spotId: String(params.id), session: request.headers.get('x-session-id') });
      return HttpResponse.json(ok(null));
    }),
  );
});

afterEach(() => requests.stop());

function Page({ spotId }: { spotId: number }) {
  useSpotViewLog(spotId);
  return null;
}

/** Every request the page sent has been answered (effects send theirs during render). */
const flush = (atLeast = 1) => requests.settled(atLeast);

describe('useSpotViewLog', () => {
  it("logs one view per page load, with no client-made session id, despite Strict Mode's double effects", async () => {
    render(
      <StrictMode>
        <Page spotId={12} />
      </StrictMode>,
    );
    await flush();
    expect(logged).toHaveLength(1);
    expect(logged[0].spotId).toBe('12');
    // The viewer is the server-issued HttpOnly visitor cookie, sent by the browser itself (decision 049).
    expect(logged[0].session).toBeNull();
  });

  it('a tab switch (remount, same path) is the same view; coming back after navigating is a new one', async () => {
    const first = render(<Page spotId={12} />);
    first.unmount();
    render(<Page spotId={12} />);
    await flush();
    expect(logged).toHaveLength(1);

    act(() => useNavigationStore.getState().recordNavigation());
    render(<Page spotId={12} />);
    await flush(2);
    expect(logged).toHaveLength(2);
  });

  it('a failed log is ignored', async () => {
    server.use(http.post('*/api/v1/logs/spots/:id', () => HttpResponse.json({}, { status: 500 })));
    render(<Page spotId={12} />);
    await flush();
    // Nothing thrown, nothing logged to the console (the setup fails a test on console.error).
    expect(logged).toHaveLength(0);
  });
});
