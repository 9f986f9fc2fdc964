import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { EnterpriseSpotInput } from '@/api/contracts/enterprise-spots';
import { NewPopupEditor } from '@/components/enterprise/popup-editor';
import { chooseToastPlace } from '@/components/ui/toast-placement';
import ko from '@/locales/ko.json';
import { useAuthStore } from '@/stores/auth-store';
import { ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';
import { mockRouter } from '../utils/navigation-mock';

// The map (maplibre, WebGL) stands in as a button that places the pin where a click would.
vi.mock('@/components/enterprise/pin-map', () => ({
  PinMap: ({ onChange }: { onChange: (p: { latitude: number; longitude: number }) => void }) => (
    <button type="button" onClick={() => onChange({ latitude: 37.5446, longitude: 127.0559 })}>
      place-pin
    </button>
  ),
}));

const e = ko.enterprise.editor;

function setup() {
  const sent: EnterpriseSpotInput[] = [];
  server.use(
    http.get('/api/v1/enterprise/spot-categories', () =>
      HttpResponse.json(ok([{ id: 3, name: '캐릭터', slug: 'character' }])),
    ),
    http.post('/api/v1/enterprise/companies/5/spots', async ({ request }) => {
      sent.push((await request.json()) as EnterpriseSpotInput);
      return HttpResponse.json(ok({ id: 77 }));
    }),
  );
  renderWithProviders(<NewPopupEditor companyId={5} companyName="팝업회사" isAdmin={false} mapStyleUrl={null} />);
  return { sent, user: userEvent.setup() };
}

describe('the new pop-up editor', () => {
  it('says what is missing or wrong beside each field and sends nothing', async () => {
    const { sent, user } = setup();
    await user.type(screen.getByLabelText(e.fields.openDate), '2026-12-10');
    await user.type(screen.getByLabelText(e.fields.closeDate), '2026-12-01');
    await user.type(screen.getByLabelText(e.fields.preReservationLink), 'http://insecure.example');
    await user.type(screen.getByLabelText(`${e.fields.title} (${e.translations.locale.en})`), ' ');
    await user.click(screen.getByRole('button', { name: e.actions.create }));

    expect(await screen.findByLabelText(e.fields.title)).toHaveAccessibleDescription(
      expect.stringContaining(e.errors.required),
    );
    expect(screen.getByLabelText(e.fields.address)).toHaveAccessibleDescription(
      expect.stringContaining(e.errors.addressNeeded),
    );
    expect(screen.getByLabelText(e.fields.closeDate)).toHaveAccessibleDescription(
      expect.stringContaining(e.errors.periodOrder),
    );
    expect(screen.getByLabelText(e.fields.preReservationLink)).toHaveAccessibleDescription(
      expect.stringContaining(e.errors.link),
    );
    expect(screen.getByLabelText(e.fields.latitude)).toHaveAccessibleDescription(
      expect.stringContaining(e.errors.coordinates),
    );
    expect(sent).toEqual([]);
  });

  it('creates the pop-up with its pin, tags and English translation, then opens its editor', async () => {
    const { sent, user } = setup();
    await user.type(screen.getByLabelText(e.fields.title), '성수 굿즈 팝업');
    await user.type(screen.getByLabelText(e.fields.openDate), '2026-12-01');
    await user.type(screen.getByLabelText(e.fields.address), '서울 성동구 성수동2가 300-1');
    await user.click(await screen.findByRole('button', { name: 'place-pin' }));
    await user.type(screen.getByLabelText(e.fields.tags), '굿즈, 포토존');
    await user.click(await screen.findByRole('checkbox', { name: '캐릭터' }));
    const panel = screen.getByRole('tabpanel', { name: e.translations.locale.en });
    await user.type(within(panel).getByLabelText(`${e.fields.title} (${e.translations.locale.en})`), 'Seongsu goods');
    await user.click(screen.getByRole('button', { name: e.actions.create }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      title: '성수 굿즈 팝업',
      openDate: '2026-12-01',
      closeDate: null,
      latitude: 37.5446,
      longitude: 127.0559,
      tags: ['굿즈', '포토존'],
      categoryIds: [3],
      websites: [],
      translations: { en: { title: 'Seongsu goods', name: null }, ja: null, zh: null },
    });
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/enterprise/popups/77'));
  });

  it('sends opening hours and benefit lines per translation language, by position (decision 057)', async () => {
    const { sent, user } = setup();
    await user.type(screen.getByLabelText(e.fields.title), '성수 굿즈 팝업');
    await user.type(screen.getByLabelText(e.fields.openDate), '2026-12-01');
    await user.type(screen.getByLabelText(e.fields.address), '서울 성동구 성수동2가 300-1');
    await user.click(await screen.findByRole('button', { name: 'place-pin' }));
    await user.click(screen.getByRole('button', { name: e.actions.addOperationTime }));
    await user.type(screen.getByLabelText(e.fields.operationTimeLine.replace('{n}', '1')), '매일 11:00 - 20:00');
    for (const [key, value] of [
      ['구매 혜택', '엽서 증정'],
      ['현장 이벤트', '스티커 증정'],
    ]) {
      await user.click(screen.getByRole('button', { name: e.actions.addBenefit }));
      const n = screen.getAllByLabelText(/^혜택 \d+ 항목$/).length;
      await user.type(screen.getByLabelText(e.fields.benefitKey.replace('{n}', String(n))), key);
      await user.type(screen.getByLabelText(e.fields.benefitValue.replace('{n}', String(n))), value);
    }

    const english = e.translations.locale.en;
    const panel = screen.getByRole('tabpanel', { name: english });
    await user.type(within(panel).getByLabelText(`${e.fields.title} (${english})`), 'Seongsu goods');
    // The Korean original sits beside the box it is translated in.
    expect(within(panel).getByText('매일 11:00 - 20:00')).toHaveAttribute('lang', 'ko');
    await user.type(
      within(panel).getByLabelText(`${e.fields.operationTime} (${english})`),
      'Daily 11:00 - 20:00{Enter}{Enter}',
    );
    // Only the second line is translated; the first stays Korean.
    const key2 = `${e.fields.benefitKey.replace('{n}', '2')} (${english})`;
    const value2 = `${e.fields.benefitValue.replace('{n}', '2')} (${english})`;
    await user.type(within(panel).getByLabelText(key2), 'On-site event');
    await user.type(within(panel).getByLabelText(value2), 'Stickers');
    await user.click(screen.getByRole('button', { name: e.actions.create }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].translations.en).toMatchObject({
      title: 'Seongsu goods',
      operationTime: ['Daily 11:00 - 20:00'],
      benefits: [null, { key: 'On-site event', value: 'Stickers' }],
    });
    expect(sent[0].translations.ja).toBeNull();
    // Typing two forms' worth of fields takes a while on a shared machine.
  }, 30_000);

  it('drops a benefit line’s translations with the Korean line', async () => {
    const { sent, user } = setup();
    await user.type(screen.getByLabelText(e.fields.title), '성수 굿즈 팝업');
    await user.type(screen.getByLabelText(e.fields.openDate), '2026-12-01');
    await user.type(screen.getByLabelText(e.fields.address), '서울 성동구 성수동2가 300-1');
    await user.click(await screen.findByRole('button', { name: 'place-pin' }));
    for (const n of [1, 2]) {
      await user.click(screen.getByRole('button', { name: e.actions.addBenefit }));
      await user.type(screen.getByLabelText(e.fields.benefitKey.replace('{n}', String(n))), `혜택${n}`);
      await user.type(screen.getByLabelText(e.fields.benefitValue.replace('{n}', String(n))), `내용${n}`);
    }
    const english = e.translations.locale.en;
    const panel = screen.getByRole('tabpanel', { name: english });
    await user.type(within(panel).getByLabelText(`${e.fields.title} (${english})`), 'Seongsu goods');
    for (const n of [1, 2]) {
      await user.type(
        within(panel).getByLabelText(`${e.fields.benefitKey.replace('{n}', String(n))} (${english})`),
        `Gift ${n}`,
      );
      await user.type(
        within(panel).getByLabelText(`${e.fields.benefitValue.replace('{n}', String(n))} (${english})`),
        `Detail ${n}`,
      );
    }
    // Remove the first Korean line: the second (now first) keeps its own translation.
    await user.click(
      screen.getAllByRole('button', {
        name: new RegExp(`^${e.actions.removeRow}${e.fields.benefitKey.replace('{n}', '1')}`),
      })[0],
    );
    await user.click(screen.getByRole('button', { name: e.actions.create }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].benefits).toEqual([{ key: '혜택2', value: '내용2' }]);
    expect(sent[0].translations.en?.benefits).toEqual([{ key: 'Gift 2', value: 'Detail 2' }]);
  }, 30_000);
});

describe('the place without address search', () => {
  it('creates the pop-up with only its road address: the lot-number address is optional then', async () => {
    const { sent, user } = setup();
    expect(screen.getByLabelText(e.fields.address)).toHaveAccessibleDescription(
      expect.stringContaining(e.place.addressHint),
    );
    await user.type(screen.getByLabelText(e.fields.title), '성수 굿즈 팝업');
    await user.type(screen.getByLabelText(e.fields.openDate), '2026-12-01');
    await user.type(screen.getByLabelText(e.fields.roadAddress), '서울 성동구 연무장길 1');
    await user.click(await screen.findByRole('button', { name: 'place-pin' }));
    await user.click(screen.getByRole('button', { name: e.actions.create }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ address: null, roadAddress: '서울 성동구 연무장길 1' });
  });
});

describe('the address search', () => {
  const candidate = {
    address: '서울 성동구 성수동2가 300-1',
    roadAddress: '서울 성동구 연무장길 10',
    latitude: 37.5446,
    longitude: 127.0559,
    regionCode: '1120011500',
    region1DepthName: '서울',
    region2DepthName: '성동구',
  };

  it('fills the address from a candidate; a failing geocoder is said in place', async () => {
    const { user } = setup();
    let answer = () => HttpResponse.json(ok({ provider: 'kakao', candidates: [candidate] }));
    server.use(http.get('/api/v1/enterprise/geocode', () => answer()));
    await user.type(screen.getByLabelText(e.place.search), '성수동2가 300-1');
    await user.click(screen.getByRole('button', { name: e.place.searchButton }));
    const list = await screen.findByRole('list', { name: e.place.candidates });
    await user.click(within(list).getByRole('button', { name: /연무장길 10/ }));
    expect(screen.getByLabelText(e.fields.address)).toHaveValue(candidate.address);

    answer = () => HttpResponse.json({ data: null, result: { code: 50300000, desc: '' } }, { status: 503 });
    await user.click(screen.getByRole('button', { name: e.place.searchButton }));
    expect(await screen.findByText(e.place.unavailable)).toBeInTheDocument();
  });

  it('a lost session opens the login modal, and the search is ready again', async () => {
    const { user } = setup();
    server.use(
      http.get('/api/v1/enterprise/geocode', () =>
        HttpResponse.json({ data: null, result: { code: 40100001, desc: '' } }, { status: 401 }),
      ),
    );
    await user.type(screen.getByLabelText(e.place.search), '성수동2가 300-1');
    await user.click(screen.getByRole('button', { name: e.place.searchButton }));
    expect(await screen.findByRole('dialog', { name: ko.auth.loginModal.title })).toBeInTheDocument();
    expect(screen.queryByText(e.place.unavailable)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: e.place.searchButton })).toBeEnabled();
    act(() => useAuthStore.setState({ loginModalOpen: false }));
  });
});

describe('the sticky save bar', () => {
  it('keeps toasts off it: a toast goes under the header rather than over the save button', async () => {
    setup();
    await screen.findByRole('checkbox', { name: '캐릭터' });
    // A 390 x 844 phone: the tab bar's top is at 788, the save bar sits above it (708 to 780);
    // the toast's place above the tab bar (700 to 748) would cover it.
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
    const rect = (top: number, height: number) =>
      ({ top, bottom: top + height, left: 0, right: 390, width: 390, height, x: 0, y: top }) as DOMRect;
    const bar = screen.getByRole('button', { name: e.actions.create }).parentElement!;
    bar.getBoundingClientRect = () => rect(708, 72);
    expect(chooseToastPlace(rect(700, 48), 'bottom')).toBe('top');
  });
});
