import { fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KakaoSignInLink } from '@/components/auth/kakao-sign-in-link';
import ko from '@/locales/ko.json';
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
  render(
    <NextIntlClientProvider locale="ko" messages={ko} timeZone="Asia/Seoul">
      <KakaoSignInLink viaApp={viaApp} next="/popup/3" waitingLabel="앱에서 로그인 중" className="">
        카카오로 시작하기
      </KakaoSignInLink>
    </NextIntlClientProvider>,
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
