import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KakaoSignInLink } from '@/components/auth/kakao-sign-in-link';
import { useAuthStore } from '@/stores/auth-store';
import { renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const assign = vi.fn();
const posted: unknown[] = [];
const sent: unknown[] = [];

beforeEach(() => {
  assign.mockReset();
  posted.length = 0;
  sent.length = 0;
  Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, assign } });
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14) PopspotApp/2.1.0 (Android)');
  // The React Native WebView's bridge: the app answers KAKAO_LOGIN on document, as on Android.
  (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = {
    postMessage: (message: string) => posted.push(JSON.parse(message)),
  };
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

function renderLink(viaApp = true) {
  renderWithProviders(
    <KakaoSignInLink viaApp={viaApp} next="/popup/3" waitingLabel="앱에서 로그인 중" className="">
      카카오로 시작하기
    </KakaoSignInLink>,
  );
  return screen.getByRole('link', { name: /카카오로 시작하기/ });
}

const appAnswers = (data: unknown) =>
  document.dispatchEvent(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));

describe('Kakao sign-in through the companion app', () => {
  it('asks the app, sends its token to the server and goes where the server says', async () => {
    server.use(
      http.post('*/api/v1/auth/kakao/app', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          data: { user: {}, accessToken: 't', expiresIn: 1, next: '/signup?next=%2Fpopup%2F3' },
          result: { code: 20000000, desc: 'SUCCESS' },
        });
      }),
    );
    const link = renderLink();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(link, event);
    expect(event.defaultPrevented).toBe(true);
    expect(posted).toEqual([{ type: 'KAKAO_LOGIN' }]);
    expect(link).toHaveAttribute('aria-busy', 'true');
    appAnswers({ type: 'KAKAO_LOGIN_RESULT', accessToken: 'kakao-token-123' });
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(sent).toEqual([{ accessToken: 'kakao-token-123', lang: 'ko', next: '/popup/3' }]);
    expect(String(assign.mock.calls[0][0])).toMatch(/\/signup\?next=%2Fpopup%2F3$/);
  });

  it('shows the under-14 screen when the server refuses a child, and stays put when the app is cancelled', async () => {
    server.use(
      http.post('*/api/v1/auth/kakao/app', () =>
        HttpResponse.json({ data: null, result: { code: 40300702, desc: '' } }, { status: 403 }),
      ),
    );
    const link = renderLink();
    fireEvent.click(link);
    appAnswers({ type: 'KAKAO_LOGIN_RESULT', error: 'cancelled' });
    await vi.waitFor(() => expect(link).not.toHaveAttribute('aria-busy'));
    expect(assign).not.toHaveBeenCalled();

    fireEvent.click(link);
    appAnswers({ type: 'KAKAO_LOGIN_RESULT', accessToken: 'child-token' });
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(String(assign.mock.calls[0][0])).toMatch(/\/login\/error\?reason=under14$/);
  });

  it("shows the 'client' screen when Kakao refuses the app's token (401), not the login modal", async () => {
    server.use(
      http.post('*/api/v1/auth/kakao/app', () =>
        HttpResponse.json({ data: null, result: { code: 40100001, desc: '' } }, { status: 401 }),
      ),
    );
    fireEvent.click(renderLink());
    appAnswers({ type: 'KAKAO_LOGIN_RESULT', accessToken: 'foreign-token' });
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(String(assign.mock.calls[0][0])).toMatch(/\/login\/error\?reason=client$/);
    // The sign-in's own refusal, not a lost session: no 'log in to continue' on the way out.
    expect(useAuthStore.getState().loginModalOpen).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server screen when our server fails', async () => {
    server.use(
      http.post('*/api/v1/auth/kakao/app', () =>
        HttpResponse.json({ data: null, result: { code: 50300000, desc: '' } }, { status: 503 }),
      ),
    );
    fireEvent.click(renderLink());
    appAnswers({ type: 'KAKAO_LOGIN_RESULT', accessToken: 'kakao-token' });
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(String(assign.mock.calls[0][0])).toMatch(/\/login\/error\?reason=server$/);
    // The error screen says it: no toast on the way out.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('is a plain link to the web sign-in outside the app', () => {
    delete (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView;
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) Safari/605.1');
    const link = renderLink();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(link, event);
    expect(event.defaultPrevented).toBe(false);
    expect(link).toHaveAttribute('href', '/api/v1/auth/kakao/authorize?lang=ko&next=%2Fpopup%2F3');
  });
});
