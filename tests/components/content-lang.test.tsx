import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MagazineDetail } from '@/api/contracts/magazines';
import { searchQueries } from '@/api/search';
import { KeywordRank } from '@/components/home/keyword-rank';
import { MagazinePost } from '@/components/magazines/magazine-post';
import { PopupInfoSections } from '@/components/popup-detail/popup-info-sections';
import { PopupSchedule } from '@/components/popup-detail/popup-schedule';
import { makeBrowserQueryClient, QueryProvider } from '@/components/providers/query-provider';
import { SpotCard } from '@/components/ui/spot-card';
import { cardFromListItem } from '@/components/ui/spot-card-data';
import en from '@/locales/en.json';
import ko from '@/locales/ko.json';
import { spotDetail } from '../utils/detail-test-kit';

/**
 * Tags, opening hours, benefits, magazine labels and trending keywords say the language they
 * are really in (decision 057): translated text is unmarked on its page, what is still Korean
 * gets lang="ko" on other pages, and nothing is marked on Korean pages.
 */

vi.mock('@/i18n/navigation', async () => {
  const { forwardRef } = await import('react');
  return {
    Link: forwardRef<HTMLAnchorElement, { href: string } & Record<string, unknown>>(function Link(props, ref) {
      return <a ref={ref} {...props} />;
    }),
  };
});

function renderIn(locale: 'ko' | 'en', ui: ReactNode) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ko' ? ko : en} timeZone="Asia/Seoul">
      {ui}
    </NextIntlClientProvider>,
  );
}

describe('detail page: tags and benefits', () => {
  const spot = spotDetail({
    tags: ['포토존', '번역없는태그'],
    tagLabels: [
      { tag: '포토존', name: 'Photo zone', locale: 'en' },
      { tag: '번역없는태그', name: '번역없는태그', locale: 'ko' },
    ],
    benefits: [
      { key: 'Purchase gift', value: 'A postcard set', locale: 'en' },
      { key: '현장 이벤트', value: '스티커 증정', locale: 'ko' },
    ],
  });

  it('shows translated tags and benefit lines unmarked, and marks the Korean ones lang="ko"', () => {
    renderIn('en', <PopupInfoSections spot={spot} />);
    expect(screen.getByText('#Photo zone')).not.toHaveAttribute('lang');
    expect(screen.getByText('#번역없는태그')).toHaveAttribute('lang', 'ko');
    expect(screen.getByText('Purchase gift').parentElement).not.toHaveAttribute('lang');
    expect(screen.getByText('현장 이벤트').parentElement).toHaveAttribute('lang', 'ko');
    // The section's heading is the page's language, never marked Korean.
    const tags = screen.getByRole('region', { name: en.popup.info.tags });
    expect(tags.querySelector('div[lang]')).toBeNull();
  });

  it('reads an answer without tag labels or benefit languages as Korean', () => {
    renderIn(
      'en',
      <PopupInfoSections spot={spotDetail({ tags: ['굿즈'], benefits: [{ key: '구매 혜택', value: '엽서' }] })} />,
    );
    expect(screen.getByText('#굿즈')).toHaveAttribute('lang', 'ko');
    expect(screen.getByText('구매 혜택').parentElement).toHaveAttribute('lang', 'ko');
  });

  it('marks nothing on a Korean page', () => {
    const korean = spotDetail({
      tags: ['굿즈'],
      tagLabels: [{ tag: '굿즈', name: '굿즈', locale: 'ko' }],
      benefits: [{ key: '구매 혜택', value: '엽서', locale: 'ko' }],
    });
    renderIn('ko', <PopupInfoSections spot={korean} />);
    expect(screen.getByText('#굿즈')).not.toHaveAttribute('lang');
    expect(screen.getByText('구매 혜택').parentElement).not.toHaveAttribute('lang');
  });
});

describe('detail page: opening hours', () => {
  it('shows translated lines unmarked on their page', () => {
    const spot = spotDetail({
      operationTime: ['Daily 11:00 - 21:00'],
      textLocales: { title: 'en', content: 'en', notice: 'ko', additionalInformation: 'ko', operationTime: 'en' },
    });
    renderIn('en', <PopupSchedule spot={spot} />);
    expect(screen.getByText('Daily 11:00 - 21:00').closest('ul')).not.toHaveAttribute('lang');
  });

  it('marks Korean lines lang="ko" on an English page, and not on a Korean one', () => {
    const spot = spotDetail({ operationTime: ['매일 11:00 - 21:00'] });
    const { unmount } = renderIn('en', <PopupSchedule spot={spot} />);
    expect(screen.getByText('매일 11:00 - 21:00').closest('ul')).toHaveAttribute('lang', 'ko');
    unmount();
    renderIn('ko', <PopupSchedule spot={spot} />);
    expect(screen.getByText('매일 11:00 - 21:00').closest('ul')).not.toHaveAttribute('lang');
  });
});

describe('cards: the benefit line', () => {
  const item = {
    id: 7,
    type: 'STORE' as const,
    title: 'Butter Bar Pop-up',
    contentLocale: 'en',
    periodType: 'IN_PROGRESS' as const,
    openDate: '2026-11-10',
    closeDate: '2026-11-30',
    file: null,
    area: { region2Depth: 'Seongdong-gu', region2DepthLocale: 'en' },
  };
  const card = (benefit: string, benefitLocale: string | undefined, locale: 'ko' | 'en') =>
    renderIn(
      locale,
      <SpotCard layout="row" imageSizes="100px" spot={cardFromListItem({ ...item, benefit, benefitLocale })} />,
    );

  it('shows a translated benefit unmarked', () => {
    card('Purchase gift: A postcard set', 'en', 'en');
    expect(screen.getByText('Purchase gift: A postcard set')).not.toHaveAttribute('lang');
  });

  it('marks a Korean benefit lang="ko" (an answer without its language too), but not its label', () => {
    card('구매 혜택: 엽서 증정', undefined, 'en');
    const line = screen.getByText('구매 혜택: 엽서 증정');
    expect(line).toHaveAttribute('lang', 'ko');
    expect(line.parentElement).not.toHaveAttribute('lang');
    expect(line.parentElement).toHaveTextContent(`${en.popup.benefit}: 구매 혜택: 엽서 증정`);
  });

  it('marks nothing on a Korean page', () => {
    card('구매 혜택: 엽서 증정', 'ko', 'ko');
    expect(screen.getByText('구매 혜택: 엽서 증정')).not.toHaveAttribute('lang');
  });
});

describe('magazine post header: labels', () => {
  const post = (categories: MagazineDetail['categories'], contentLocale: 'ko' | 'en'): MagazineDetail => ({
    id: 7,
    title: contentLocale === 'en' ? 'A Seongsu guide' : '성수 가이드',
    subTitle: null,
    displayedDate: '2026-11-12',
    file: null,
    categories,
    contentLocale,
    publishedAt: '2026-11-12T00:00:00.000Z',
    updatedAt: '2026-11-12T00:00:00.000Z',
    previous: null,
    next: null,
    options: [],
  });

  it('shows translated labels in the page’s language even in a Korean article, and marks Korean ones', () => {
    renderIn(
      'en',
      <MagazinePost
        post={post(
          [
            { name: 'Guide', locale: 'en' },
            { name: '없는라벨', locale: 'ko' },
          ],
          'ko',
        )}
      />,
    );
    const list = screen.getByRole('list', { name: en.magazine.categories });
    expect(list).toHaveAttribute('lang', 'en');
    const [guide, korean] = within(list).getAllByRole('listitem');
    expect(guide).not.toHaveAttribute('lang');
    expect(korean).toHaveAttribute('lang', 'ko');
  });

  it('reads labels without a language as Korean', () => {
    renderIn('en', <MagazinePost post={post([{ name: '가이드' }], 'en')} />);
    const list = screen.getByRole('list', { name: en.magazine.categories });
    expect(within(list).getByRole('listitem')).toHaveAttribute('lang', 'ko');
  });
});

describe('trending keywords', () => {
  function rank(locale: 'ko' | 'en') {
    const client = makeBrowserQueryClient();
    client.setQueryData(searchQueries.rank().queryKey, {
      rankedAt: '2026-11-12T05:30:00.000Z',
      keywords: [{ rank: 1, keyword: '성수' }],
    });
    return renderIn(
      locale,
      <QueryProvider client={client}>
        <KeywordRank />
      </QueryProvider>,
    );
  }

  it('stays Korean on an English page, marked lang="ko"', () => {
    rank('en');
    expect(screen.getByText('성수')).toHaveAttribute('lang', 'ko');
  });

  it('is not marked on a Korean page', () => {
    rank('ko');
    expect(screen.getByText('성수')).not.toHaveAttribute('lang');
  });
});
