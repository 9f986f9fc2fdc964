import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PopupSummary } from '@/components/popup-detail/popup-summary';
import { SpotCard } from '@/components/ui/spot-card';
import { cardFromListItem } from '@/components/ui/spot-card-data';
import en from '@/locales/en.json';
import ko from '@/locales/ko.json';
import { spotDetail } from '../utils/detail-test-kit';

vi.mock('@/i18n/navigation', async () => {
  const { forwardRef } = await import('react');
  return {
    Link: forwardRef<HTMLAnchorElement, { href: string } & Record<string, unknown>>(function Link(props, ref) {
      return <a ref={ref} {...props} />;
    }),
  };
});

function withIntl(ui: ReactNode, locale: 'ko' | 'en') {
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'ko' ? ko : en} timeZone="Asia/Seoul">
      {ui}
    </NextIntlClientProvider>
  );
}

const listItem = {
  id: 7,
  type: 'STORE' as const,
  title: 'Butter Bar Pop-up',
  contentLocale: 'en',
  periodType: 'IN_PROGRESS' as const,
  openDate: '2026-11-10',
  closeDate: '2026-11-30',
  file: null,
};

function card(area: { region2Depth: string; region2DepthLocale?: string }, locale: 'ko' | 'en') {
  return render(
    withIntl(<SpotCard layout="row" imageSizes="100px" spot={cardFromListItem({ ...listItem, area })} />, locale),
  );
}

describe('region labels on cards', () => {
  it('shows a translated district unmarked on an English page', () => {
    card({ region2Depth: 'Seongdong-gu', region2DepthLocale: 'en' }, 'en');
    expect(screen.getByText('Seongdong-gu')).not.toHaveAttribute('lang');
  });

  it('marks a district without a translation lang="ko" on an English page', () => {
    card({ region2Depth: '성동구', region2DepthLocale: 'ko' }, 'en');
    expect(screen.getByText('성동구')).toHaveAttribute('lang', 'ko');
  });

  it('treats an answer that does not say the language as Korean', () => {
    card({ region2Depth: '송파구' }, 'en');
    expect(screen.getByText('송파구')).toHaveAttribute('lang', 'ko');
  });

  it('does not mark Korean on a Korean page', () => {
    card({ region2Depth: '송파구', region2DepthLocale: 'ko' }, 'ko');
    expect(screen.getByText('송파구')).not.toHaveAttribute('lang');
  });
});

describe('region path in the detail header', () => {
  it('shows the translated path, marking only the part still in Korean', () => {
    const spot = spotDetail({
      region: { code: '1120011500', depth1: 'Seoul', depth2: '성동구', depth1Locale: 'en', depth2Locale: 'ko' },
    });
    render(withIntl(<PopupSummary spot={spot} />, 'en'));
    expect(screen.getByText('Seoul')).not.toHaveAttribute('lang');
    expect(screen.getByText('성동구')).toHaveAttribute('lang', 'ko');
    expect(screen.getByText('Seoul').parentElement).toHaveTextContent(`${en.popup.region}: Seoul > 성동구`);
  });

  it('shows a fully translated path with no Korean marking', () => {
    const spot = spotDetail({
      region: {
        code: '1120011500',
        depth1: 'Seoul',
        depth2: 'Seongdong-gu',
        depth1Locale: 'en',
        depth2Locale: 'en',
      },
    });
    const { container } = render(withIntl(<PopupSummary spot={spot} />, 'en'));
    expect(screen.getByText('Seongdong-gu')).not.toHaveAttribute('lang');
    expect(container.querySelector('p [lang="ko"]')).toBeNull();
  });
});
