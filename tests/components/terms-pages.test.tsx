import { render, screen, within } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BusinessInfoDetails } from '@/components/shared/business-info-details';
import { TermsArticle } from '@/components/terms/terms-article';
import { TermsDocumentList } from '@/components/terms/terms-document-list';
import TermsVersionPage, {
  generateMetadata as versionMetadata,
  generateStaticParams as versionParams,
} from '@/app/[lang]/terms/[document]/[version]/page';
import TermsDocumentPage, {
  generateMetadata as documentMetadata,
  generateStaticParams as documentParams,
} from '@/app/[lang]/terms/[document]/page';
import { termsDocumentMetadata } from '@/app/[lang]/terms/[document]/terms-page';
import TermsIndexPage, { generateMetadata as indexMetadata } from '@/app/[lang]/terms/page';
import { BUSINESS_INFO } from '@/lib/business-info';
import { listTermsDocuments, TERMS_CATALOGUE } from '@/lib/terms/catalogue';
import { p, section } from '@/lib/terms/blocks';
import type { TermsDocument, TermsVersion } from '@/lib/terms/types';
import en from '@/locales/en.json';
import ja from '@/locales/ja.json';
import ko from '@/locales/ko.json';
import zh from '@/locales/zh.json';

const MESSAGES = { ko, en, ja, zh };
type Locale = keyof typeof MESSAGES;

// The locale-aware Link needs a mounted Next app; a plain anchor with the locale prefix will do.
let prefix = '';
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...props }: { href: string } & Record<string, unknown>) => <a href={`${prefix}${href}`} {...props} />,
}));

// Server-side translations outside a Next request: the same messages through use-intl's translator.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as never }),
}));

function renderIn(locale: Locale, ui: ReactNode) {
  prefix = locale === 'ko' ? '' : `/${locale}`;
  return render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="Asia/Seoul">
      {ui}
    </NextIntlClientProvider>,
  );
}

const NOW = new Date('2026-11-23T12:00:00Z');
const privacy = TERMS_CATALOGUE.privacy;
const privacyNow = privacy.versions[0];

function version(day: string): TermsVersion {
  return { version: day, effectiveDate: day, title: `이용약관 ${day}`, sections: [section('제1조 (목적)', p(day))] };
}
const revised: TermsDocument = {
  id: 'service',
  consent: 'required',
  versions: [version('2026-12-01'), version('2026-06-01'), version('2026-01-01')],
};

describe('a legal document page', () => {
  it('renders the Korean text as an article: h1, one h2 per section, lists, tables, version and date', () => {
    const { container } = renderIn('ko', <TermsArticle document={privacy} shown={privacyNow} now={NOW} />);
    const article = container.querySelector('article')!;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('팝스팟 개인정보 처리방침');
    const h2s = within(article)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(h2s).toEqual([...privacyNow.sections.map((s) => s.heading), '버전 기록']);
    // Each section is a <section> that starts with its heading.
    const fifth = screen.getByRole('heading', { level: 2, name: '제5조 (개인정보의 제3자 제공)' }).closest('section');
    expect(fifth?.firstElementChild?.tagName).toBe('H2');
    expect(fifth).toHaveTextContent('현재 회사는 개인정보를 제3자에게 제공하지 않습니다.');
    expect(article.querySelectorAll('ol').length).toBeGreaterThan(0);
    expect(article.querySelectorAll('ul').length).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: '처리하는 개인정보의 항목, 목적, 보유 기간' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['구분', '항목', '목적', '보유 기간']);
    expect(within(table).getByRole('rowheader', { name: '위치기반서비스(선택)' })).toBeInTheDocument();
    // The body is Korean in every language; version and effective date are stated.
    expect(container.querySelector('[lang="ko"]')).toHaveTextContent('제1조 (개인정보의 처리 목적)');
    expect(screen.getByText('버전').nextElementSibling).toHaveTextContent('2026-11-01');
    expect(screen.getByText('시행일').nextElementSibling?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-01',
    );
    // In Korean there is no "the Korean text governs" note, and no notice for a current version.
    expect(screen.queryByText(ko.terms.koreanGoverns)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '시행 중인 버전 보기' })).not.toBeInTheDocument();
  });

  it.each(['en', 'ja', 'zh'] as const)('frames the Korean text in %s and says the Korean text governs', (locale) => {
    const { container } = renderIn(locale, <TermsArticle document={privacy} shown={privacyNow} now={NOW} />);
    const t = MESSAGES[locale].terms;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.documents.privacy);
    expect(screen.getByText('팝스팟 개인정보 처리방침')).toHaveAttribute('lang', 'ko');
    expect(screen.getByText(t.koreanGoverns)).toBeInTheDocument();
    expect(screen.getByText(t.version)).toBeInTheDocument();
    expect(screen.getByText(t.effectiveDate)).toBeInTheDocument();
    // Every section heading sits inside the lang="ko" body.
    for (const heading of within(container.querySelector('article > [lang="ko"]')!).getAllByRole('heading')) {
      expect(heading.closest('[lang]')).toHaveAttribute('lang', 'ko');
    }
    expect(screen.getByRole('link', { name: t.backToList })).toHaveAttribute('href', `/${locale}/terms`);
  });

  it('marks an earlier version and links to the one in force', () => {
    renderIn('ko', <TermsArticle document={revised} shown={revised.versions[2]} now={NOW} />);
    expect(screen.getByText('지난 버전이에요. 지금은 다른 버전이 시행되고 있어요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '시행 중인 버전 보기' })).toHaveAttribute('href', '/terms/service');
  });

  it('announces an upcoming revision on the version in force', () => {
    renderIn('en', <TermsArticle document={revised} shown={revised.versions[1]} now={NOW} />);
    expect(screen.getByText('A revised version takes effect on Dec 1, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the revised version' })).toHaveAttribute(
      'href',
      '/en/terms/service/2026-12-01',
    );
  });

  it('lists every version at its own address with its status, the shown one current', () => {
    renderIn('ko', <TermsArticle document={revised} shown={revised.versions[1]} now={NOW} />);
    const history = screen.getByRole('navigation', { name: '버전 기록' });
    const links = within(history).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/terms/service/2026-12-01',
      '/terms/service/2026-06-01',
      '/terms/service/2026-01-01',
    ]);
    expect(links.map((a) => a.textContent)).toEqual([
      expect.stringContaining('시행 예정'),
      expect.stringContaining('시행 중'),
      expect.stringContaining('지난 버전'),
    ]);
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).not.toHaveAttribute('aria-current');
  });
});

describe('the list of documents', () => {
  it('links each document with its consent kind and effective date', () => {
    renderIn('ko', <TermsDocumentList documents={listTermsDocuments()} now={NOW} />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/terms/service',
      '/terms/privacy',
      '/terms/location',
      '/terms/marketing',
    ]);
    expect(links[0]).toHaveTextContent('이용약관필수 동의2026년 11월 1일 시행');
    expect(links[3]).toHaveTextContent('마케팅 정보 수신 동의선택 동의');
  });

  it('shows the business information with working contact links', () => {
    renderIn('en', <BusinessInfoDetails />);
    const value = (label: string) => screen.getByText(label).nextElementSibling;
    expect(value('Company')).toHaveTextContent('Popspot Inc.');
    expect(value('Business registration no.')).toHaveTextContent(BUSINESS_INFO.businessRegistrationNumber);
    expect(value('Mail-order business report no.')).toHaveAttribute('lang', 'ko');
    expect(value('Customer support')).toHaveTextContent(
      'Weekdays 10:00–18:00 (lunch break 12:30–13:30; closed on weekends and Korean public holidays)',
    );
    expect(screen.getByRole('link', { name: BUSINESS_INFO.support.email })).toHaveAttribute(
      'href',
      `mailto:${BUSINESS_INFO.support.email}`,
    );
    expect(value('Hosting provider')).toHaveTextContent(BUSINESS_INFO.hostingProvider.name.en);
  });
});

describe('the routes', () => {
  const params = <T,>(value: T) => ({ params: Promise.resolve(value) });
  /** What notFound() throws (Next answers it with the 404 page). */
  const NOT_FOUND = expect.objectContaining({ digest: expect.stringContaining('404') });

  it('are rendered on their first visit and then served from the cache (no build-time list)', () => {
    // The build renders no page (it has no database); unknown documents and versions 404 in the
    // page itself (above).
    expect(documentParams()).toEqual([]);
    expect(versionParams()).toEqual([]);
  });

  it('describe the document page with its canonical and hreflang links', async () => {
    const meta = await documentMetadata(params({ lang: 'en', document: 'privacy' }));
    expect(meta.title).toBe('Privacy Policy');
    expect(meta.description).toBe('The full text of the Popspot Privacy Policy, effective Nov 1, 2026.');
    expect(meta.alternates).toEqual({
      canonical: '/en/terms/privacy',
      languages: {
        ko: '/terms/privacy',
        en: '/en/terms/privacy',
        ja: '/ja/terms/privacy',
        zh: '/zh/terms/privacy',
        'x-default': '/terms/privacy',
      },
    });
    expect(meta.robots).toBeUndefined();
    expect(meta.openGraph).toMatchObject({ url: '/en/terms/privacy', locale: 'en_US' });
  });

  it("give the version in force one canonical address, the document's", async () => {
    const meta = await versionMetadata(params({ lang: 'ko', document: 'service', version: '2026-11-01' }));
    expect(meta.title).toBe('이용약관 (2026-11-01 버전)');
    expect(meta.alternates?.canonical).toBe('/terms/service');
    expect(meta.robots).toBeUndefined();
  });

  it('keep earlier and upcoming versions at their own address and out of search results', async () => {
    const earlier = await termsDocumentMetadata('ko', revised, revised.versions[2], { fixedVersion: true, now: NOW });
    expect(earlier.alternates?.canonical).toBe('/terms/service/2026-01-01');
    expect(earlier.robots).toEqual({ index: false, follow: true });
    const upcoming = await termsDocumentMetadata('en', revised, revised.versions[0], { fixedVersion: true, now: NOW });
    expect(upcoming.alternates?.canonical).toBe('/en/terms/service/2026-12-01');
    expect(upcoming.robots).toEqual({ index: false, follow: true });
    const inForce = await termsDocumentMetadata('en', revised, revised.versions[1], { fixedVersion: true, now: NOW });
    expect(inForce.alternates?.canonical).toBe('/en/terms/service');
    expect(inForce.robots).toBeUndefined();
  });

  it('answer 404 for an unknown document, version or language', async () => {
    await expect(TermsDocumentPage(params({ lang: 'ko', document: 'refund' }))).rejects.toEqual(NOT_FOUND);
    await expect(documentMetadata(params({ lang: 'ko', document: 'refund' }))).rejects.toEqual(NOT_FOUND);
    await expect(TermsVersionPage(params({ lang: 'ko', document: 'service', version: '2020-01-01' }))).rejects.toEqual(
      NOT_FOUND,
    );
    await expect(versionMetadata(params({ lang: 'en', document: 'privacy', version: 'latest' }))).rejects.toEqual(
      NOT_FOUND,
    );
    await expect(TermsDocumentPage(params({ lang: 'fr', document: 'service' }))).rejects.toEqual(NOT_FOUND);
  });

  it('render the document and version pages', async () => {
    renderIn('ja', await TermsDocumentPage(params({ lang: 'ja', document: 'location' })));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('位置情報サービス利用規約');
    expect(screen.getByText('팝스팟 위치기반서비스 이용약관')).toHaveAttribute('lang', 'ko');
    const version = await TermsVersionPage(params({ lang: 'ko', document: 'marketing', version: '2026-11-01' }));
    renderIn('ko', version);
    expect(screen.getByRole('heading', { level: 1, name: '마케팅 정보 수신 동의' })).toBeInTheDocument();
  });

  it('render the list with the business information, and describe it', async () => {
    renderIn('zh', await TermsIndexPage(params({ lang: 'zh' })));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('条款与政策');
    expect(
      screen.getAllByRole('link', { name: /服务条款|个人信息处理方针|位置服务条款|营销信息接收同意/ }),
    ).toHaveLength(4);
    const business = screen.getByRole('region', { name: '企业信息' });
    expect(business).toHaveAttribute('id', 'business');
    expect(within(business).getByText(BUSINESS_INFO.businessRegistrationNumber)).toBeInTheDocument();
    const meta = await indexMetadata(params({ lang: 'zh' }));
    expect(meta.title).toBe('条款与政策');
    expect(meta.alternates?.canonical).toBe('/zh/terms');
  });
});
