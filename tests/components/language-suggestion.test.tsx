import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageSuggestion } from '@/components/layout/language-suggestion';
import en from '@/locales/en.json';
import ja from '@/locales/ja.json';
import ko from '@/locales/ko.json';
import zh from '@/locales/zh.json';

const texts = {
  ko: ko.languageSuggestion,
  en: en.languageSuggestion,
  ja: ja.languageSuggestion,
  zh: zh.languageSuggestion,
};

function browserLanguages(languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

function renderOn(locale: 'ko' | 'en' = 'ko') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ko' ? ko : en} timeZone="Asia/Seoul">
      <LanguageSuggestion texts={texts} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/popup/10?tab=MAP');
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('the language offer', () => {
  it('offers an English reader of a Korean page the same page in English, in English', async () => {
    browserLanguages(['en-US', 'en']);
    renderOn('ko');
    const offer = await screen.findByRole('region', { name: en.languageSuggestion.label });
    expect(offer).toHaveAttribute('lang', 'en');
    expect(offer).toHaveTextContent(en.languageSuggestion.message);
    const link = within(offer).getByRole('link', { name: en.languageSuggestion.switch });
    // The same page and tab, in English.
    expect(link).toHaveAttribute('href', '/en/popup/10?tab=MAP');
    expect(link).toHaveAttribute('hreflang', 'en');
    // It takes no focus from the page.
    expect(offer).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('is made once: declined, it never comes back', async () => {
    browserLanguages(['ja-JP']);
    const first = renderOn('ko');
    const offer = await screen.findByRole('region', { name: ja.languageSuggestion.label });
    await userEvent.click(within(offer).getByRole('button', { name: ja.languageSuggestion.dismiss }));
    expect(screen.queryByRole('region', { name: ja.languageSuggestion.label })).not.toBeInTheDocument();
    first.unmount();
    renderOn('ko');
    // Give the effect its turn, then check nothing came.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: ja.languageSuggestion.label })).not.toBeInTheDocument();
  });

  it('is remembered as answered when taken', async () => {
    browserLanguages(['zh-TW', 'zh']);
    renderOn('ko');
    const offer = await screen.findByRole('region', { name: zh.languageSuggestion.label });
    const link = within(offer).getByRole('link', { name: zh.languageSuggestion.switch });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(window.localStorage.length).toBe(1);
  });

  it('offers nothing to a reader of the page’s language, nor in a language Popspot lacks', async () => {
    browserLanguages(['ko-KR', 'en-US']);
    const korean = renderOn('en');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    korean.unmount();
    browserLanguages(['fr-FR']);
    renderOn('ko');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
