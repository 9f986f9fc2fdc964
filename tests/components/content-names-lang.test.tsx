import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateQueueLineBody, EnterpriseQueueLine } from '@/api/contracts/enterprise-operations';
import type { Notice } from '@/api/contracts/notices';
import type { Partner, PartnerDetail as PartnerDetailData } from '@/api/contracts/partners';
import type { QueueTicket } from '@/api/contracts/queues';
import type { SpotQueue, SpotQueueLine } from '@/api/contracts/spots';
import { QueueLineForm } from '@/components/enterprise/queue-line-form';
import { NoticeArticle } from '@/components/notices/notice-article';
import { NoticeList } from '@/components/notices/notice-list';
import { PartnerDetail } from '@/components/partners/partner-detail';
import { PassPartnerCard } from '@/components/pass/pass-partner-card';
import { NearbyPartners } from '@/components/popup-detail/nearby-partners';
import { QueueStatus } from '@/components/popup-detail/queue-status';
import { MyWaitingCard } from '@/components/queues/my-waiting-card';
import { OnSiteJoin } from '@/components/queues/on-site-join';
import { makeBrowserQueryClient, QueryProvider } from '@/components/providers/query-provider';
import en from '@/locales/en.json';
import ja from '@/locales/ja.json';
import ko from '@/locales/ko.json';
import { ok } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

/** Where the pop-up's door is (the ticket carries it for directions when called). */
const place = { address: '서울 성동구 연무장길 1', latitude: 37.544, longitude: 127.055 };

// Issue 15: partner names, notice titles and queue names shown in the reader's language where
// the API has them, and marked lang="ko" where they are still Korean (never on a Korean page).

const messages = { ko, en, ja };
type Lang = keyof typeof messages;

function renderIn(locale: Lang, ui: ReactNode) {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Seoul">
      <QueryProvider client={makeBrowserQueryClient()}>{ui}</QueryProvider>
    </NextIntlClientProvider>,
  );
}

/** The `lang` of each request a handler saw. */
function langsOf(path: string, data: unknown): string[] {
  const seen: string[] = [];
  server.use(
    http.get(`*${path}`, ({ request }) => {
      seen.push(new URL(request.url).searchParams.get('lang') ?? '');
      return HttpResponse.json(ok(data));
    }),
  );
  return seen;
}

afterEach(() => server.resetHandlers());

const partner = (overrides: Partial<Partner> = {}): Partner => ({
  id: 3,
  name: 'Oven Room',
  nameLocale: 'en',
  area: {
    latitude: 37.54,
    longitude: 127.05,
    region2Depth: 'Seongdong-gu',
    region2DepthLocale: 'en',
    address: '서울 성동구 연무장길 1',
  },
  categories: ['BAKERY'],
  file: null,
  distance: null,
  ...overrides,
});

describe('partner names', () => {
  it('a card marks only what is still Korean', () => {
    renderIn('en', <PassPartnerCard partner={partner()} />);
    expect(screen.getByRole('heading', { name: 'Oven Room' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Seongdong-gu')).not.toHaveAttribute('lang');
  });

  it('a card without translations on an English page is marked Korean, name and district', () => {
    renderIn(
      'en',
      <PassPartnerCard
        partner={partner({
          name: '성수 소바집',
          nameLocale: 'ko',
          area: { ...partner().area, region2Depth: '성동구', region2DepthLocale: 'ko' },
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: '성수 소바집' })).toHaveAttribute('lang', 'ko');
    expect(screen.getByText('성동구')).toHaveAttribute('lang', 'ko');
  });

  it('a Korean page marks nothing', () => {
    renderIn(
      'ko',
      <PassPartnerCard
        partner={partner({
          name: '오븐룸',
          nameLocale: 'ko',
          area: { ...partner().area, region2Depth: '성동구', region2DepthLocale: 'ko' },
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: '오븐룸' })).not.toHaveAttribute('lang');
    expect(screen.getByText('성동구')).not.toHaveAttribute('lang');
  });

  it('the partner page marks the parts a translation left out', () => {
    const detail: PartnerDetailData = {
      ...partner(),
      description: 'A sourdough bakery next to Seoul Forest.',
      descriptionLocale: 'en',
      passBenefit: '빵 구매 시 아메리카노 1잔 무료',
      passBenefitLocale: 'ko',
      website: null,
      phone: null,
      operationTime: ['매일 08:00 - 20:00'],
    };
    renderIn('en', <PartnerDetail partner={detail} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Oven Room' })).not.toHaveAttribute('lang');
    expect(screen.getByText('A sourdough bakery next to Seoul Forest.')).not.toHaveAttribute('lang');
    expect(screen.getByText('빵 구매 시 아메리카노 1잔 무료')).toHaveAttribute('lang', 'ko');
    expect(screen.getByText('서울 성동구 연무장길 1')).toHaveAttribute('lang', 'ko');
  });

  it('the pop-up page asks for nearby partners in its language and marks a Korean name', async () => {
    const seen = langsOf('/api/v1/partners/recommendations', [
      partner(),
      partner({ id: 4, name: '성수 소바집', nameLocale: 'ko' }),
    ]);
    renderIn('ja', <NearbyPartners spotId={12} />);
    expect(await screen.findByText('성수 소바집')).toHaveAttribute('lang', 'ko');
    expect(screen.getByText('Oven Room')).toHaveAttribute('lang', 'en');
    expect(seen).toEqual(['ja']);
  });
});

const notice = (overrides: Partial<Notice> = {}): Notice => ({
  id: 1,
  title: 'Changes to the Terms of Service',
  titleLocale: 'en',
  content: '서비스 이용약관이 다음 달 1일부로 개정됩니다.',
  contentLocale: 'ko',
  isPinned: false,
  publishedAt: '2026-11-18T01:00:00.000Z',
  ...overrides,
});

describe('notice titles', () => {
  it('the list asks in the page’s language and marks the titles still in Korean', async () => {
    const seen = langsOf('/api/v1/notices', {
      content: [notice(), notice({ id: 2, title: '개인정보 처리방침 변경 안내', titleLocale: 'ko' })],
      page: { number: 0, size: 20, totalElements: 2, totalPages: 1 },
    });
    renderIn('en', <NoticeList />);
    expect(await screen.findByText('개인정보 처리방침 변경 안내')).toHaveAttribute('lang', 'ko');
    expect(screen.getByText('Changes to the Terms of Service')).not.toHaveAttribute('lang');
    expect(seen).toEqual(['en']);
  });

  it('a notice page marks its title and text each by its own language', () => {
    renderIn('en', <NoticeArticle notice={notice()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Changes to the Terms of Service' })).not.toHaveAttribute(
      'lang',
    );
    expect(screen.getByText(/서비스 이용약관이/)).toHaveAttribute('lang', 'ko');
  });
});

const line = (overrides: Partial<SpotQueue> = {}): SpotQueue => ({
  id: 1,
  title: 'Entry line',
  titleLocale: 'en',
  status: 'IN_PROGRESS',
  currentTeamCount: 3,
  estimatedWaitMinutes: null,
  hasMine: false,
  myTicketId: null,
  remoteJoinEnabled: false,
  maxPartySize: 8,
  joinable: { remote: false, onSite: true, reason: 'ON_SITE_ONLY' },
  ...overrides,
});

describe('waiting-line names', () => {
  it('the pop-up page asks for its lines in its language and marks a name still in Korean', async () => {
    const seen = langsOf('/api/v1/spots/12/spot-queues', [
      line(),
      line({ id: 2, title: '굿즈 구매 대기', titleLocale: 'ko' }),
    ]);
    renderIn('en', <QueueStatus spotId={12} />);
    expect(await screen.findByText('굿즈 구매 대기')).toHaveAttribute('lang', 'ko');
    expect(screen.getByText('Entry line')).not.toHaveAttribute('lang');
    expect(seen).toEqual(['en']);
  });

  it('the door QR page names the line inside its sentence, marked when Korean', async () => {
    const answer: SpotQueueLine = {
      spot: { id: 12, title: 'Matcha pop-up' },
      queue: line({ title: '입장 대기', titleLocale: 'ko' }),
    };
    const seen = langsOf('/api/v1/spot-queues/1', answer);
    renderIn('en', <OnSiteJoin queueId={1} code="door-code" />);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Join 입장 대기');
    expect(within(heading).getByText('입장 대기')).toHaveAttribute('lang', 'ko');
    expect(seen).toEqual(['en']);
  });

  it('my ticket card marks a Korean line name on an English page', () => {
    const ticket: QueueTicket = {
      id: 9,
      queue: { id: 1, title: '입장 대기', titleLocale: 'ko', status: 'IN_PROGRESS', arrivalMinutes: 10 },
      spot: { id: 12, title: 'Matcha pop-up', file: null, ...place },
      ticketNumber: 4,
      partySize: 2,
      status: 'REGISTERED',
      teamsAhead: 1,
      calledAhead: 0,
      estimatedWaitMinutes: null,
      createdAt: '2026-11-20T01:00:00.000Z',
      calledAt: null,
      admittedAt: null,
      enteredAt: null,
      canceledAt: null,
      cancelReason: null,
      arriveBy: null,
    };
    renderIn('en', <MyWaitingCard ticket={ticket} />);
    expect(screen.getByText('입장 대기')).toHaveAttribute('lang', 'ko');
  });
});

describe('the company names its line in other languages', () => {
  const t = ko.enterprise.operations.lineForm;
  const existing: EnterpriseQueueLine = {
    id: 3,
    title: '입장 대기',
    titleTranslations: { en: 'Entry line', ja: null, zh: null },
    status: 'CLOSED',
    remoteJoinEnabled: true,
    maxPartySize: 8,
    noShowGraceMinutes: 5,
    joinOpensAt: null,
    joinClosesAt: null,
    activeTeams: 0,
    consolePath: '/console/queues/3',
  };

  it('shows the stored names, sends a blank one as none, and a new one as typed', async () => {
    const sent: CreateQueueLineBody[] = [];
    renderIn('ko', <QueueLineForm line={existing} pending={false} onSubmit={(body) => sent.push(body)} />);
    const english = screen.getByRole('textbox', { name: t.titleIn.en });
    const japanese = screen.getByRole('textbox', { name: t.titleIn.ja });
    expect(english).toHaveValue('Entry line');
    expect(english).toHaveAttribute('lang', 'en');
    expect(japanese).toHaveAttribute('lang', 'ja');
    await userEvent.clear(english);
    await userEvent.type(japanese, '入場待ち');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(sent).toHaveLength(1);
    expect(sent[0].titleTranslations).toEqual({ en: null, ja: '入場待ち', zh: null });
  });

  it('says what is wrong with a name before sending it', async () => {
    const sent: CreateQueueLineBody[] = [];
    renderIn('ko', <QueueLineForm pending={false} onSubmit={(body) => sent.push(body)} />);
    await userEvent.type(screen.getByRole('textbox', { name: t.title }), '입장 대기');
    // A control character (pasted) is refused by the same schema the API uses.
    await userEvent.click(screen.getByRole('textbox', { name: t.titleIn.zh }));
    await userEvent.paste('入场\u0007排队');
    await userEvent.click(screen.getByRole('button', { name: t.create }));
    expect(sent).toEqual([]);
    expect(screen.getByText(t.errors.titleTranslation)).toBeInTheDocument();
  });
});
