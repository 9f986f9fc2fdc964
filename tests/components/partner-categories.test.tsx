import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../utils/msw-server';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Partner, PartnerDetail as PartnerDetailData } from '@/api/contracts/partners';
import { PassPartnerCard } from '@/components/pass/pass-partner-card';
import { PartnerDetail } from '@/components/partners/partner-detail';
import { NearbyPartners } from '@/components/popup-detail/nearby-partners';
import { makeQueryClient } from '@/api/query/make-query-client';
import en from '@/locales/en.json';
import ja from '@/locales/ja.json';
import ko from '@/locales/ko.json';
import zh from '@/locales/zh.json';
import { ok } from '../utils/detail-test-kit';

const messages = { ko, en, ja, zh };
type Locale = keyof typeof messages;

const partner: Partner = {
  id: 3,
  name: '오븐룸',
  nameLocale: 'ko',
  area: {
    latitude: 37.54,
    longitude: 127.05,
    region2Depth: '성동구',
    region2DepthLocale: 'ko',
    address: '서울 성동구 연무장길 1',
  },
  // A code this version doesn't know is left out, not shown raw.
  categories: ['CAFE', 'BAKERY', 'SPA'],
  file: null,
  distance: null,
};
const detail: PartnerDetailData = {
  ...partner,
  description: null,
  descriptionLocale: 'ko',
  passBenefit: '음료 10% 할인',
  passBenefitLocale: 'ko',
  website: null,
  phone: null,
  operationTime: [],
};

const expected: Record<Locale, [string, string]> = {
  ko: ['카페', '베이커리'],
  en: ['Café', 'Bakery'],
  ja: ['カフェ', 'ベーカリー'],
  zh: ['咖啡馆', '面包店'],
};
const line: Record<Locale, string> = {
  ko: '카페, 베이커리',
  en: 'Café, Bakery',
  ja: 'カフェ、ベーカリー',
  zh: '咖啡馆、面包店',
};

afterEach(() => server.resetHandlers());

function renderIn(locale: Locale, ui: ReactNode) {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Seoul">
      <QueryClientProvider client={makeQueryClient()}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

describe.each(Object.keys(messages) as Locale[])('partner categories in %s', (locale) => {
  it('a pass partner card names them, never as codes', () => {
    const { container } = renderIn(locale, <PassPartnerCard partner={partner} />);
    expect(screen.getByText(line[locale])).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/CAFE|BAKERY|SPA/);
  });

  it('the partner page lists each by name', () => {
    const { container } = renderIn(locale, <PartnerDetail partner={detail} />);
    const list = screen.getByRole('list', { name: messages[locale].partner.categories });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expected[locale]);
    expect(list).not.toHaveAttribute('lang', 'ko');
    expect(container).not.toHaveTextContent(/CAFE|BAKERY|SPA/);
  });

  it("the pop-up page's nearby partners name them", async () => {
    server.use(http.get('*/api/v1/partners/recommendations', () => HttpResponse.json(ok([partner]))));
    const { container } = renderIn(locale, <NearbyPartners spotId={12} />);
    expect(await screen.findByText(line[locale])).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/CAFE|BAKERY|SPA/);
  });
});
