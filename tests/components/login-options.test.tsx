import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { AuthMethods } from '@/api/contracts/auth';
import { LoginOptions } from '@/components/auth/login-options';
import { makeBrowserQueryClient, QueryProvider } from '@/components/providers/query-provider';
import en from '@/locales/en.json';
import ko from '@/locales/ko.json';

const none: AuthMethods = { kakao: false, naver: false, apple: false, demo: false, kakaoApp: false };

function renderOptions(methods: Partial<AuthMethods>, locale: 'ko' | 'en' = 'ko', next?: string) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ko' ? ko : en} timeZone="Asia/Seoul">
      <QueryProvider client={makeBrowserQueryClient()}>
        <LoginOptions methods={{ ...none, ...methods }} lang={locale} next={next} />
      </QueryProvider>
    </NextIntlClientProvider>,
  );
}

describe('LoginOptions', () => {
  it('shows a button for each configured provider only, each starting its own sign-in', () => {
    renderOptions({ naver: true, apple: true }, 'en', '/en/popup/3');
    expect(screen.queryByRole('link', { name: en.auth.loginPage.kakao })).toBeNull();
    expect(screen.getByRole('link', { name: en.auth.loginPage.naver })).toHaveAttribute(
      'href',
      `/api/v1/auth/naver/authorize?lang=en&next=${encodeURIComponent('/en/popup/3')}`,
    );
    expect(screen.getByRole('link', { name: en.auth.loginPage.apple })).toHaveAttribute(
      'href',
      `/api/v1/auth/apple/authorize?lang=en&next=${encodeURIComponent('/en/popup/3')}`,
    );
  });

  it('lists Kakao first, then Naver, Apple and the demo (the demo user, then the seeded admin)', () => {
    renderOptions({ kakao: true, naver: true, apple: true, demo: true });
    const names = [...screen.getAllByRole('link'), ...screen.getAllByRole('button')].map((el) => el.textContent);
    expect(names).toEqual([
      ko.auth.loginPage.kakao,
      ko.auth.loginPage.naver,
      ko.auth.loginPage.apple,
      ko.auth.loginPage.demo,
      ko.auth.loginPage.demoAdmin,
    ]);
  });

  it('says sign-in is unavailable when nothing is configured', () => {
    renderOptions({});
    expect(screen.getByRole('status')).toHaveTextContent(ko.auth.loginPage.unavailable);
  });
});
