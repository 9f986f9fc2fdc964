import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { MagazineDetail, MagazineOption } from '@/api/contracts/magazines';
import { MagazinePost } from '@/components/magazines/magazine-post';
import en from '@/locales/en.json';
import ko from '@/locales/ko.json';

function renderIn(locale: 'ko' | 'en', ui: ReactNode) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ko' ? ko : en} timeZone="Asia/Seoul">
      {ui}
    </NextIntlClientProvider>,
  );
}

let nextId = 100;
function block(type: MagazineOption['type'], fields: Partial<MagazineOption> = {}): MagazineOption {
  return {
    id: nextId++,
    type,
    textOption: null,
    imageOption: null,
    spotOption: null,
    linkOption: null,
    contentLocale: 'ko',
    ...fields,
  };
}

function post(overrides: Partial<MagazineDetail> = {}): MagazineDetail {
  return {
    id: 7,
    title: '이번 주말 성수동 팝업 완전 정복',
    subTitle: '하루에 다섯 곳, 동선까지',
    displayedDate: '2026-11-12',
    file: { path: '/api/files/magazine/7/cover.webp' },
    categories: [{ name: '가이드' }, { name: '이번 주 팝업' }],
    contentLocale: 'ko',
    publishedAt: '2026-11-12T00:00:00.000Z',
    updatedAt: '2026-11-12T00:00:00.000Z',
    previous: { id: 6, title: '지난 글' },
    next: { id: 8, title: '다음 이야기' },
    options: [
      block('TEXT', { textOption: { content: '첫 줄\n둘째 줄\n\n새 문단 <b>굵게</b>' } }),
      block('HEADING', { textOption: { content: '오전 코스' } }),
      block('QUOTE', { textOption: { content: '“줄서기는 앱으로”' } }),
      block('IMAGE', {
        imageOption: { path: '/api/files/magazine/7/image-4.webp', caption: '오픈을 기다리는 사람들' },
      }),
      block('SPOT', {
        spotOption: {
          id: 31,
          type: 'STORE',
          title: '버터바 팝업',
          periodType: 'IN_PROGRESS',
          openDate: '2026-11-01',
          closeDate: '2026-11-30',
          region2Depth: '성동구',
          region2DepthLocale: 'ko',
          file: null,
          contentLocale: 'ko',
        },
      }),
      block('SPOT', { spotOption: null }),
      block('LINK', { linkOption: { url: 'https://monohaus.example/journal', text: '저널에서 더 읽기' } }),
      block('LINK', { linkOption: { url: '/pass', text: '패스 홈으로' } }),
      block('LINK', { linkOption: { url: 'javascript:alert(1)', text: '위험한 링크' } }),
      block('DIVIDER'),
    ],
    ...overrides,
  };
}

describe('MagazinePost', () => {
  it('renders every block with the element that says what it is', () => {
    const { container } = renderIn('ko', <MagazinePost post={post()} />);
    const article = container.querySelector('article')!;
    expect(article).toHaveAttribute('lang', 'ko');
    expect(screen.getByRole('heading', { level: 1, name: '이번 주말 성수동 팝업 완전 정복' })).toBeInTheDocument();
    expect(screen.getByText('하루에 다섯 곳, 동선까지')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: ko.magazine.categories })).getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelector('time')).toHaveAttribute('dateTime', '2026-11-12');

    // TEXT: blank lines split paragraphs, single breaks stay, markup stays text.
    const paragraphs = [...article.querySelectorAll('p.whitespace-pre-line')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['첫 줄\n둘째 줄', '새 문단 <b>굵게</b>']);
    expect(article.querySelector('b')).toBeNull();

    expect(screen.getByRole('heading', { level: 2, name: '오전 코스' })).toBeInTheDocument();
    expect(article.querySelector('blockquote')).toHaveTextContent('“줄서기는 앱으로”');
    const figure = article.querySelector('figure')!;
    expect(within(figure).getByRole('img', { name: '오픈을 기다리는 사람들' })).toBeInTheDocument();
    expect(figure.querySelector('figcaption')).toHaveTextContent('오픈을 기다리는 사람들');
    expect(article.querySelectorAll('hr')).toHaveLength(1);

    // SPOT: one card (the unavailable pop-up's block shows nothing).
    const card = screen.getByRole('link', { name: /버터바 팝업/ });
    expect(card).toHaveAttribute('href', '/popup/31');
    expect(within(card).getByText(ko.popup.periodType.IN_PROGRESS)).toBeInTheDocument();

    // LINK: external opens safely in a new window, a site path stays on the site in the
    // reader's language, a javascript: URL is only text.
    const external = screen.getByRole('link', { name: /저널에서 더 읽기/ });
    expect(external).toHaveAttribute('href', 'https://monohaus.example/journal');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /패스 홈으로/ })).toHaveAttribute('href', '/pass');
    expect(screen.getByText('위험한 링크').closest('a')).toBeNull();

    // Previous / next and the way back to the list.
    expect(screen.getByRole('link', { name: /다음 이야기/ })).toHaveAttribute('href', '/8');
    expect(screen.getByRole('link', { name: /지난 글/ })).toHaveAttribute('href', '/6');
    expect(screen.getByRole('link', { name: ko.magazine.backToList })).toHaveAttribute('href', '/magazine');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('marks a Korean fallback on an English page as Korean and tells the reader', () => {
    const { container } = renderIn('en', <MagazinePost post={post({ previous: null, next: null })} />);
    expect(container.querySelector('article')).toHaveAttribute('lang', 'ko');
    expect(screen.getByRole('note')).toHaveTextContent(en.magazine.shownInKorean);
    expect(screen.getByRole('note')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: /패스 홈으로/ })).toHaveAttribute('href', '/en/pass');
    expect(screen.queryByText(en.magazine.previous)).not.toBeInTheDocument();
  });

  it('shows a translated post in its language and marks the untranslated blocks', () => {
    const translated = post({
      title: 'Conquer the Seongsu pop-ups',
      subTitle: 'Five places in one day',
      contentLocale: 'en',
      options: [
        block('TEXT', { textOption: { content: 'Seongsu opens new pop-ups every week.' }, contentLocale: 'en' }),
        block('HEADING', { textOption: { content: '오전 코스' } }),
      ],
    });
    const { container } = renderIn('en', <MagazinePost post={translated} />);
    expect(container.querySelector('article')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Conquer the Seongsu pop-ups');
    expect(screen.getByText('Seongsu opens new pop-ups every week.')).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'ko');
    expect(screen.getByRole('note')).toHaveTextContent(en.magazine.partlyInKorean);
  });
});
