import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EnterpriseQueueLine } from '@/api/contracts/enterprise-operations';
import type { Notice, NoticeList } from '@/api/contracts/notices';
import type { Partner, PartnerDetail, PartnerPage } from '@/api/contracts/partners';
import type { MyVisitPage, QueueTicket, QueueTicketList } from '@/api/contracts/queues';
import type { SpotQueue, SpotQueueLine } from '@/api/contracts/spots';
import { TRANSLATION_LOCALES } from '@/lib/locales';
import {
  noticeTranslations,
  notices,
  partners,
  partnerTranslations,
  queueEvents,
  queueTickets,
  spotQueues,
  spotQueueTranslations,
} from '@/server/db/schema';
import { companyMember, registeredCompany } from '../utils/enterprise-kit';
import { insertSeedRegions, insertSpot } from '../utils/fixtures';
import { popspotSpot } from '../utils/reservation-kit';
import { call, createUser, setupTestApp } from '../utils/test-app';

// Issue 15: partner names, notice titles and queue names in the reader's language, with the
// language each is really in ('ko' when it fell back to the Korean the row stores).

const ctx = setupTestApp();
const LANGS = ['ko', 'en', 'ja', 'zh'] as const;
type Lang = (typeof LANGS)[number];

async function seedRegions() {
  await insertSeedRegions(ctx.db);
}

describe('partners in the reader’s language', () => {
  const SEONGSU = { latitude: 37.5446, longitude: 127.0559 };
  let spotId = 0;
  let oven: typeof partners.$inferSelect;
  let soba: typeof partners.$inferSelect;

  const OVEN = {
    ko: {
      name: '오븐룸',
      description: '서울숲 옆 천연발효 빵집이에요.',
      passBenefit: '빵 구매 시 아메리카노 1잔 무료',
    },
    en: {
      name: 'Oven Room',
      description: 'A sourdough bakery next to Seoul Forest.',
      passBenefit: 'A free americano with any bread',
    },
    ja: {
      name: 'オーブンルーム',
      description: 'ソウルの森のそばにある天然酵母のパン屋です。',
      passBenefit: 'パンご購入でアメリカーノ1杯無料',
    },
    zh: { name: '烤箱房', description: '首尔林旁的天然酵母面包店。', passBenefit: '购买面包赠送一杯美式咖啡' },
  } as const;
  const SEONGDONG = { ko: '성동구', en: 'Seongdong-gu', ja: '城東区', zh: '城东区' } as const;

  beforeAll(async () => {
    await seedRegions();
    spotId = (await insertSpot(ctx.db, { title: '파트너 옆 팝업', ...SEONGSU })).id;
    [oven] = await ctx.db
      .insert(partners)
      .values({
        ...OVEN.ko,
        address: '서울 성동구 성수동1가 1',
        latitude: SEONGSU.latitude + 0.001,
        longitude: SEONGSU.longitude,
        regionCode: '1120011400',
        region1DepthName: '서울',
        region2DepthName: '성동구',
        categories: ['BAKERY'],
      })
      .returning();
    await ctx.db
      .insert(partnerTranslations)
      .values(TRANSLATION_LOCALES.map((locale) => ({ partnerId: oven.id, locale, ...OVEN[locale] })));
    // An English name only, and a district with no region code: romanized in English, Korean elsewhere.
    [soba] = await ctx.db
      .insert(partners)
      .values({
        name: '성수 소바집',
        description: '냉소바 전문점이에요.',
        passBenefit: '튀김 사이드 무료',
        address: '서울 마포구 서교동 1',
        latitude: SEONGSU.latitude + 0.002,
        longitude: SEONGSU.longitude,
        region1DepthName: '서울',
        region2DepthName: '마포구',
      })
      .returning();
    await ctx.db.insert(partnerTranslations).values({ partnerId: soba.id, locale: 'en', name: 'Seongsu Soba' });
  });

  const detail = (id: number, lang: Lang) => call<PartnerDetail>(ctx.app, 'GET', `/api/v1/partners/${id}?lang=${lang}`);

  it('answers a translated partner’s detail in ko, en, ja and zh', async () => {
    for (const lang of LANGS) {
      const res = await detail(oven.id, lang);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        ...OVEN[lang],
        nameLocale: lang,
        descriptionLocale: lang,
        passBenefitLocale: lang,
        area: { region2Depth: SEONGDONG[lang], region2DepthLocale: lang, address: '서울 성동구 성수동1가 1' },
      });
    }
  });

  it('falls back to the Korean texts, marked ko, where a translation is missing', async () => {
    const en = (await detail(soba.id, 'en')).body.data;
    expect(en).toMatchObject({
      name: 'Seongsu Soba',
      nameLocale: 'en',
      description: '냉소바 전문점이에요.',
      descriptionLocale: 'ko',
      passBenefit: '튀김 사이드 무료',
      passBenefitLocale: 'ko',
      area: { region2Depth: 'Mapo-gu', region2DepthLocale: 'en' },
    });
    for (const lang of ['ja', 'zh'] as const) {
      expect((await detail(soba.id, lang)).body.data).toMatchObject({
        name: '성수 소바집',
        nameLocale: 'ko',
        descriptionLocale: 'ko',
        passBenefitLocale: 'ko',
        area: { region2Depth: '마포구', region2DepthLocale: 'ko' },
      });
    }
  });

  it('lists partners by the name the reader sees, with each card’s language', async () => {
    const names = async (lang: Lang) => {
      const res = await call<PartnerPage>(ctx.app, 'GET', `/api/v1/partners?lang=${lang}`);
      expect(res.status).toBe(200);
      return res.body.data.content.map((p) => [p.name, p.nameLocale, p.area.region2Depth, p.area.region2DepthLocale]);
    };
    // 성 before 오 in Korean; 'Oven Room' before 'Seongsu Soba' in English.
    expect(await names('ko')).toEqual([
      ['성수 소바집', 'ko', '마포구', 'ko'],
      ['오븐룸', 'ko', '성동구', 'ko'],
    ]);
    expect(await names('en')).toEqual([
      ['Oven Room', 'en', 'Seongdong-gu', 'en'],
      ['Seongsu Soba', 'en', 'Mapo-gu', 'en'],
    ]);
    // A partner with no Japanese name keeps its Korean one, marked ko (and sorted as written).
    expect(await names('ja')).toEqual([
      ['オーブンルーム', 'ja', '城東区', 'ja'],
      ['성수 소바집', 'ko', '마포구', 'ko'],
    ]);
  });

  it('recommends nearby partners in the asked language', async () => {
    for (const lang of LANGS) {
      const res = await call<Partner[]>(
        ctx.app,
        'GET',
        `/api/v1/partners/recommendations?spotId=${spotId}&lang=${lang}`,
      );
      expect(res.status).toBe(200);
      const [first, second] = res.body.data;
      expect(first).toMatchObject({ id: oven.id, name: OVEN[lang].name, nameLocale: lang });
      expect(first.area).toMatchObject({ region2Depth: SEONGDONG[lang], region2DepthLocale: lang });
      expect(second).toMatchObject({ id: soba.id, nameLocale: lang === 'en' ? 'en' : 'ko' });
    }
  });

  it('refuses a language it does not speak', async () => {
    for (const path of [
      `/api/v1/partners/${oven.id}?lang=fr`,
      '/api/v1/partners?lang=fr',
      `/api/v1/partners/recommendations?spotId=${spotId}&lang=fr`,
    ]) {
      const res = await call(ctx.app, 'GET', path);
      expect(res.status, path).toBe(400);
      expect(res.body.result.code).toBe(40000000);
    }
  });
});

describe('notices in the reader’s language', () => {
  const TERMS = {
    ko: { title: '팝스팟 서비스 이용약관 개정 안내', content: '서비스 이용약관이 다음 달 1일부로 개정됩니다.' },
    en: {
      title: 'Changes to the Popspot Terms of Service',
      content: 'The Terms of Service change on the 1st of next month.',
    },
    ja: { title: 'Popspot利用規約改定のお知らせ', content: '来月1日より利用規約が改定されます。' },
    zh: { title: 'Popspot服务条款修订通知', content: '服务条款将于下月1日起修订。' },
  } as const;
  const ids = { terms: 0, guide: 0, privacy: 0 };

  beforeAll(async () => {
    const day = (n: number) => new Date(Date.now() - n * 86_400_000);
    const [terms, guide, privacy] = await ctx.db
      .insert(notices)
      .values([
        { ...TERMS.ko, isPinned: true, publishedAt: day(2) },
        { title: '리뷰 작성 가이드 안내', content: '리뷰는 10자 이상 써 주세요.', publishedAt: day(5) },
        { title: '개인정보 처리방침 변경 안내', content: '보관 기간이 바뀌었어요.', publishedAt: day(9) },
      ])
      .returning();
    Object.assign(ids, { terms: terms.id, guide: guide.id, privacy: privacy.id });
    await ctx.db.insert(noticeTranslations).values([
      ...TRANSLATION_LOCALES.map((locale) => ({ noticeId: terms.id, locale, ...TERMS[locale] })),
      // A title without its text: the text stays Korean.
      { noticeId: guide.id, locale: 'en' as const, title: 'How to write a review', content: null },
    ]);
  });

  const titles = async (lang: Lang) => {
    const res = await call<NoticeList>(ctx.app, 'GET', `/api/v1/notices?lang=${lang}`);
    expect(res.status).toBe(200);
    return res.body.data.content.map((n) => [n.title, n.titleLocale]);
  };

  it('lists titles in ko, en, ja and zh, keeping Korean (marked ko) where there is no translation', async () => {
    expect(await titles('ko')).toEqual([
      [TERMS.ko.title, 'ko'],
      ['리뷰 작성 가이드 안내', 'ko'],
      ['개인정보 처리방침 변경 안내', 'ko'],
    ]);
    expect(await titles('en')).toEqual([
      [TERMS.en.title, 'en'],
      ['How to write a review', 'en'],
      ['개인정보 처리방침 변경 안내', 'ko'],
    ]);
    for (const lang of ['ja', 'zh'] as const) {
      expect(await titles(lang)).toEqual([
        [TERMS[lang].title, lang],
        ['리뷰 작성 가이드 안내', 'ko'],
        ['개인정보 처리방침 변경 안내', 'ko'],
      ]);
    }
  });

  it('answers a notice in the asked language, each part with its own', async () => {
    const one = (id: number, lang: Lang) => call<Notice>(ctx.app, 'GET', `/api/v1/notices/${id}?lang=${lang}`);
    for (const lang of LANGS) {
      const res = await one(ids.terms, lang);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ ...TERMS[lang], titleLocale: lang, contentLocale: lang, isPinned: true });
    }
    expect((await one(ids.guide, 'en')).body.data).toMatchObject({
      title: 'How to write a review',
      titleLocale: 'en',
      content: '리뷰는 10자 이상 써 주세요.',
      contentLocale: 'ko',
    });
    expect((await one(ids.privacy, 'zh')).body.data).toMatchObject({
      title: '개인정보 처리방침 변경 안내',
      titleLocale: 'ko',
      contentLocale: 'ko',
    });
  });
});

describe('waiting-line names in the reader’s language', () => {
  const ENTRY = { en: 'Entry line', ja: '入場待ち', zh: '入场排队' } as const;
  const setup = { spotId: 0, entry: 0, goods: 0, token: '', ticket: 0 };

  beforeAll(async () => {
    const spot = await insertSpot(ctx.db, { title: '줄 이름 팝업' });
    const [entry, goods] = await ctx.db
      .insert(spotQueues)
      .values([
        { spotId: spot.id, title: '입장 대기', status: 'IN_PROGRESS', teamCounter: 2 },
        { spotId: spot.id, title: '굿즈 구매 대기', status: 'IN_PROGRESS', teamCounter: 1 },
      ])
      .returning();
    await ctx.db
      .insert(spotQueueTranslations)
      .values(TRANSLATION_LOCALES.map((locale) => ({ queueId: entry.id, locale, title: ENTRY[locale] })));
    const me = await createUser(ctx.db);
    const [, waiting] = await ctx.db
      .insert(queueTickets)
      .values([
        { queueId: entry.id, userId: me.user.id, ticketNumber: 1, status: 'ENTERED', enteredAt: new Date() },
        { queueId: entry.id, userId: me.user.id, ticketNumber: 2, status: 'REGISTERED' },
        { queueId: goods.id, userId: me.user.id, ticketNumber: 1, status: 'REGISTERED' },
      ])
      .returning();
    Object.assign(setup, { spotId: spot.id, entry: entry.id, goods: goods.id, token: me.token, ticket: waiting.id });
  });

  const entryIn = (lang: Lang) =>
    lang === 'ko' ? { title: '입장 대기', titleLocale: 'ko' } : { title: ENTRY[lang], titleLocale: lang };
  const goodsIn = { title: '굿즈 구매 대기', titleLocale: 'ko' };

  it('names the detail page’s lines and the door QR’s line in ko, en, ja and zh', async () => {
    for (const lang of LANGS) {
      const lines = await call<SpotQueue[]>(ctx.app, 'GET', `/api/v1/spots/${setup.spotId}/spot-queues?lang=${lang}`);
      expect(lines.status).toBe(200);
      expect(lines.body.data.map((l) => ({ title: l.title, titleLocale: l.titleLocale }))).toEqual([
        entryIn(lang),
        goodsIn,
      ]);
      const line = await call<SpotQueueLine>(ctx.app, 'GET', `/api/v1/spot-queues/${setup.entry}?lang=${lang}`);
      expect(line.status).toBe(200);
      expect(line.body.data.queue).toMatchObject(entryIn(lang));
    }
    // Without lang: Korean, as before.
    const plain = await call<SpotQueue[]>(ctx.app, 'GET', `/api/v1/spots/${setup.spotId}/spot-queues`);
    expect(plain.body.data[0]).toMatchObject(entryIn('ko'));
  });

  it('names the lines of my tickets and visits in the asked language', async () => {
    for (const lang of LANGS) {
      const list = await call<QueueTicketList>(ctx.app, 'GET', `/api/v1/users/spot-queues?lang=${lang}`, {
        token: setup.token,
      });
      expect(list.status).toBe(200);
      const byQueue = new Map(list.body.data.content.map((t) => [`${t.queue.id}:${t.status}`, t.queue]));
      expect(byQueue.get(`${setup.entry}:REGISTERED`)).toMatchObject(entryIn(lang));
      expect(byQueue.get(`${setup.goods}:REGISTERED`)).toMatchObject(goodsIn);

      const one = await call<QueueTicket>(ctx.app, 'GET', `/api/v1/users/spot-queues/${setup.ticket}?lang=${lang}`, {
        token: setup.token,
      });
      expect(one.body.data.queue).toMatchObject(entryIn(lang));

      const visits = await call<MyVisitPage>(ctx.app, 'GET', `/api/v1/users/visits?lang=${lang}`, {
        token: setup.token,
      });
      const { title, titleLocale } = entryIn(lang);
      expect(visits.body.data.content.map((v) => [v.queueTitle, v.queueTitleLocale])).toEqual([[title, titleLocale]]);
    }
  });
});

describe('a company names its line in other languages', () => {
  it('stores en/ja/zh names with the line, sets and removes them, and the public pages follow', async () => {
    const { company, domain } = await registeredCompany(ctx.db, '줄이름회사');
    const spot = await popspotSpot(ctx.db, { companyId: company.id, title: '줄 이름 운영 팝업' });
    const manager = await companyMember(ctx.db, company.id, domain, 'MANAGER');
    const staff = await companyMember(ctx.db, company.id, domain, 'STAFF');

    const created = await call<EnterpriseQueueLine>(ctx.app, 'POST', `/api/v1/enterprise/spots/${spot.id}/queues`, {
      token: manager.token,
      body: { title: '입장 대기', titleTranslations: { en: '  Entry line ', ja: '入場待ち' } },
    });
    expect(created.status).toBe(200);
    const line = created.body.data;
    expect(line.titleTranslations).toEqual({ en: 'Entry line', ja: '入場待ち', zh: null });
    const publicName = async (lang: Lang) =>
      (await call<SpotQueue[]>(ctx.app, 'GET', `/api/v1/spots/${spot.id}/spot-queues?lang=${lang}`)).body.data[0];
    expect(await publicName('ja')).toMatchObject({ title: '入場待ち', titleLocale: 'ja' });
    expect(await publicName('zh')).toMatchObject({ title: '입장 대기', titleLocale: 'ko' });

    // A name sets, null removes, a missing key keeps.
    const edited = await call<EnterpriseQueueLine>(ctx.app, 'PATCH', `/api/v1/enterprise/queues/${line.id}`, {
      token: manager.token,
      body: { titleTranslations: { en: null, zh: '入场排队' } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.titleTranslations).toEqual({ en: null, ja: '入場待ち', zh: '入场排队' });
    expect(await publicName('en')).toMatchObject({ title: '입장 대기', titleLocale: 'ko' });
    expect(await publicName('zh')).toMatchObject({ title: '入场排队', titleLocale: 'zh' });
    const listed = await call<{ lines: EnterpriseQueueLine[] }>(
      ctx.app,
      'GET',
      `/api/v1/enterprise/spots/${spot.id}/queues`,
      { token: staff.token },
    );
    expect(listed.body.data.lines[0].titleTranslations).toEqual({ en: null, ja: '入場待ち', zh: '入场排队' });
    // The change is in the line's own log like its other settings.
    const [event] = await ctx.db.select().from(queueEvents).where(eq(queueEvents.queueId, line.id));
    expect(event.detail).toEqual({ titleEn: null, titleZh: '入场排队' });

    // The same bounds as the Korean name; only en, ja and zh; staff may not change them.
    for (const body of [
      { titleTranslations: { en: 'x'.repeat(41) } },
      { titleTranslations: { ja: '  ' } },
      { titleTranslations: { fr: 'Ligne' } },
      { titleTranslations: { en: 'Entry\u0007line' } },
    ]) {
      const res = await call(ctx.app, 'PATCH', `/api/v1/enterprise/queues/${line.id}`, { token: manager.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.result.code).toBe(40000000);
    }
    const refused = await call(ctx.app, 'PATCH', `/api/v1/enterprise/queues/${line.id}`, {
      token: staff.token,
      body: { titleTranslations: { en: 'Staff line' } },
    });
    expect(refused.status).toBe(403);
    expect(
      (await ctx.db.select().from(spotQueueTranslations).where(eq(spotQueueTranslations.queueId, line.id)))
        .map((r) => r.locale)
        .sort(),
    ).toEqual(['ja', 'zh']);
  });
});
