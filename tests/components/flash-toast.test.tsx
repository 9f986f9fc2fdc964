import { act, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { NextIntlClientProvider } from 'next-intl';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FlashToast } from '@/components/layout/flash-toast';
import { Toaster } from '@/components/ui/toaster';
import en from '@/locales/en.json';
import ko from '@/locales/ko.json';
import { useToastStore } from '@/stores/toast-store';

beforeEach(() => act(() => useToastStore.setState({ toasts: [] })));
afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

/** The layout's part: the toaster and the flash reader, in Strict Mode as in development. */
function renderLayout(locale: 'ko' | 'en' = 'ko') {
  return render(
    <StrictMode>
      <NextIntlClientProvider locale={locale} messages={locale === 'ko' ? ko : en} timeZone="Asia/Seoul">
        <Toaster />
        <FlashToast />
      </NextIntlClientProvider>
    </StrictMode>,
  );
}

describe('the message a sign-out leaves for the next page', () => {
  it("says '로그아웃되었어요' once, and forgets it", async () => {
    Cookies.set('flash', 'signedOut', { path: '/' });
    const first = renderLayout();
    // The toast list's code comes with the first toast (components/ui/toaster.tsx).
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ko.auth.flash.signedOut));
    expect(useToastStore.getState().toasts).toHaveLength(1);
    expect(Cookies.get('flash')).toBeUndefined();
    first.unmount();
    act(() => useToastStore.setState({ toasts: [] }));
    // The next page load has nothing to say.
    renderLayout();
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it("in the reader's language", async () => {
    Cookies.set('flash', 'signedOut', { path: '/' });
    renderLayout('en');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(en.auth.flash.signedOut));
  });

  it('ignores (and removes) a value it does not know, and does nothing without one', () => {
    Cookies.set('flash', '<script>', { path: '/' });
    renderLayout();
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(Cookies.get('flash')).toBeUndefined();
  });
});
