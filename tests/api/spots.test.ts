import { describe, expect, it } from 'vitest';
import type { SpotSearchResult } from '@/api/contracts/search';
import type { SpotDetail } from '@/api/contracts/spots';
import {
  categories,
  companies,
  categoryTranslations,
  picks,
  reservationNotifications,
  spotBenefits,
  spotCategories,
  spotFiles,
  spotQueues,
  spotTranslations,
  spotWebsites,
} from '@/server/db/schema';
import { insertSpot, seoulDay } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

describe('GET /api/v1/spots/{id}', () => {
  it("answers a pop-up's detail with derived period, files, categories, benefits and websites", async () => {
    const spot = await insertSpot(ctx.db, {
      title: '성수 향수 팝업',
      tags: ['향수', '성수'],
      operationTime: ['매일 11:00 - 20:00'],
    });
    const [category] = await ctx.db.insert(categories).values({ name: '뷰티', slug: 'beauty-detail' }).returning();
    await ctx.db.insert(spotCategories).values({ spotId: spot.id, categoryId: category.id });
    await ctx.db.insert(spotFiles).values([
      { spotId: spot.id, kind: 'DETAIL', path: 'spots/x/detail-1.webp', sortOrder: 0, width: 720, height: 1080 },
      { spotId: spot.id, kind: 'HERO', path: 'spots/x/hero-1.webp', sortOrder: 0 },
    ]);
    await ctx.db.insert(spotBenefits).values([
      { spotId: spot.id, key: '구매 혜택', value: '엽서 증정', sortOrder: 0 },
      { spotId: spot.id, key: '빈 혜택', value: '   ', sortOrder: 1 },
    ]);
    await ctx.db.insert(spotWebsites).values([
      { spotId: spot.id, type: 'WEB', path: 'https://example.com' },
      { spotId: spot.id, type: 'INSTAGRAM', path: 'https://instagram.com/example' },
    ]);
    await ctx.db.insert(spotQueues).values({ spotId: spot.id, title: '현장 대기' });

    const res = await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${spot.id}`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      id: spot.id,
      title: '성수 향수 팝업',
      type: 'STORE',
      periodType: 'IN_PROGRESS',
      openDate: seoulDay(-3),
      closeDate: seoulDay(10),
      tags: ['향수', '성수'],
      operationTime: ['매일 11:00 - 20:00'],
      categories: [{ name: '뷰티' }],
      benefits: [{ key: '구매 혜택', value: '엽서 증정' }],
      website: { WEB: 'https://example.com', INSTAGRAM: 'https://instagram.com/example' },
      pickId: null,
      isReservationNotificationRegistered: false,
      hasQueueConfig: true,
      contentLocale: 'ko',
    });
    // Hero images come first and are served through the files route.
    expect(d.files.map((f) => f.path)).toEqual(['/api/files/spots/x/hero-1.webp', '/api/files/spots/x/detail-1.webp']);
    // Their pixel size where known, so a page can reserve the space of a tall detail image.
    expect(d.files.map((f) => [f.width, f.height])).toEqual([
      [null, null],
      [720, 1080],
    ]);
  });

  it('derives READY and ENDED from Korean calendar days, and keeps an open-ended pop-up running', async () => {
    const ready = await insertSpot(ctx.db, { openDate: seoulDay(1), closeDate: seoulDay(5) });
    const ended = await insertSpot(ctx.db, { openDate: seoulDay(-10), closeDate: seoulDay(-1) });
    const lastDay = await insertSpot(ctx.db, { openDate: seoulDay(-10), closeDate: seoulDay(0) });
    const tba = await insertSpot(ctx.db, { openDate: seoulDay(-10), closeDate: null });
    const period = async (id: number) =>
      (await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${id}`)).body.data.periodType;
    expect(await period(ready.id)).toBe('READY');
    expect(await period(ended.id)).toBe('ENDED');
    expect(await period(lastDay.id)).toBe('IN_PROGRESS');
    expect(await period(tba.id)).toBe('IN_PROGRESS');
  });

  it("shows the signed-in viewer's own pick and alert state, and nobody else's", async () => {
    const spot = await insertSpot(ctx.db);
    const me = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const [pick] = await ctx.db
      .insert(picks)
      .values({ userId: me.user.id, type: 'POPUP', referenceId: spot.id })
      .returning();
    await ctx.db
      .insert(reservationNotifications)
      .values({ userId: me.user.id, spotId: spot.id, remindOffsetMinutes: 60 });

    const mine = await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${spot.id}`, { token: me.token });
    expect(mine.body.data.pickId).toBe(pick.id);
    expect(mine.body.data.isReservationNotificationRegistered).toBe(true);
    expect(mine.body.data.recentPickCount).toBe(1);

    const theirs = await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${spot.id}`, { token: other.token });
    expect(theirs.body.data.pickId).toBeNull();
    expect(theirs.body.data.isReservationNotificationRegistered).toBe(false);

    const anonymous = await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${spot.id}`);
    expect(anonymous.body.data.pickId).toBeNull();
  });

  it('reads an expired or forged token as anonymous on this public route', async () => {
    const spot = await insertSpot(ctx.db);
    const res = await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${spot.id}`, { token: 'not.a.token' });
    expect(res.status).toBe(200);
    expect(res.body.data.pickId).toBeNull();
  });

  it('shows a translation in the asked language, with categories translated too', async () => {
    const spot = await insertSpot(ctx.db, { title: '한국어 제목', content: '한국어 본문' });
    const [category] = await ctx.db.insert(categories).values({ name: '푸드', slug: 'food-tr' }).returning();
    await ctx.db.insert(categoryTranslations).values({ categoryId: category.id, locale: 'en', name: 'Food' });
    await ctx.db.insert(spotCategories).values({ spotId: spot.id, categoryId: category.id });
    await ctx.db
      .insert(spotTranslations)
      .values({ spotId: spot.id, locale: 'en', title: 'English title', content: 'English body' });

    const en = await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${spot.id}?lang=en`);
    expect(en.body.data).toMatchObject({
      title: 'English title',
      content: 'English body',
      contentLocale: 'en',
      categories: [{ name: 'Food' }],
    });
    // The translation has no notice, detail info or hours: those Korean texts say they are Korean.
    expect(en.body.data.textLocales).toEqual({
      title: 'en',
      content: 'en',
      notice: 'ko',
      additionalInformation: 'ko',
      operationTime: 'ko',
    });
    const ja = await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${spot.id}?lang=ja`);
    expect(ja.body.data).toMatchObject({
      title: '한국어 제목',
      content: '한국어 본문',
      contentLocale: 'ko',
      categories: [{ name: '푸드' }],
    });
  });

  it('answers a deleted or not yet activated pop-up with 400 UNAVAILABLE', async () => {
    const deleted = await insertSpot(ctx.db, { deletedAt: new Date() });
    const hidden = await insertSpot(ctx.db, { activatedAt: null });
    const later = await insertSpot(ctx.db, { activatedAt: new Date(Date.now() + 3600_000) });
    for (const spot of [deleted, hidden, later]) {
      const res = await call(ctx.app, 'GET', `/api/v1/spots/${spot.id}`);
      expect(res.status).toBe(400);
      expect(res.body.result.code).toBe(40000001);
    }
  });

  it('names the organizing company and the admission fee when known', async () => {
    const [company] = await ctx.db
      .insert(companies)
      .values({ name: '페이퍼문 스튜디오', businessRegistrationNumber: '1234567890', email: 'hello@papermoon.example' })
      .returning();
    const priced = await insertSpot(ctx.db, { type: 'EXHIBITION', companyId: company.id, entryFee: 15000 });
    const unknown = await insertSpot(ctx.db);
    const a = await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${priced.id}`);
    expect(a.body.data).toMatchObject({ entryFee: 15000, organizer: { name: '페이퍼문 스튜디오' } });
    const b = await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${unknown.id}`);
    expect(b.body.data).toMatchObject({ entryFee: null, organizer: null });
  });

  it('answers an unknown id with 404 NOT_FOUND', async () => {
    const res = await call(ctx.app, 'GET', '/api/v1/spots/987654');
    expect(res.status).toBe(404);
    expect(res.body.result.code).toBe(40400000);
  });
});

describe('GET /api/v1/spots (the search without filters; tests/api/search-spots.test.ts has the rest)', () => {
  it('lists public pop-ups page by page with hero image and categories, filtered by period', async () => {
    const running = await insertSpot(ctx.db, { title: '리스트 진행중', activatedAt: new Date(Date.now() - 1000) });
    await ctx.db.insert(spotFiles).values({ spotId: running.id, kind: 'HERO', path: 'spots/list/hero.webp' });
    const soon = await insertSpot(ctx.db, { title: '리스트 오픈예정', openDate: seoulDay(2), closeDate: seoulDay(9) });
    await insertSpot(ctx.db, { title: '리스트 삭제됨', deletedAt: new Date() });

    const all = await call<SpotSearchResult>(ctx.app, 'GET', '/api/v1/spots?size=50');
    const titles = all.body.data.content.map((s) => s.title);
    expect(titles).toContain('리스트 진행중');
    expect(titles).not.toContain('리스트 삭제됨');
    expect(all.body.data.page).toMatchObject({ number: 0, size: 50 });
    expect(all.body.data.page.totalElements).toBe(all.body.data.content.length);

    const inProgress = await call<SpotSearchResult>(ctx.app, 'GET', '/api/v1/spots?size=50&periodType=IN_PROGRESS');
    const item = inProgress.body.data.content.find((s) => s.id === running.id);
    expect(item?.file?.path).toBe('/api/files/spots/list/hero.webp');
    expect(inProgress.body.data.content.every((s) => s.periodType === 'IN_PROGRESS')).toBe(true);
    expect(inProgress.body.data.content.map((s) => s.id)).not.toContain(soon.id);

    const ready = await call<SpotSearchResult>(ctx.app, 'GET', '/api/v1/spots?periodType=READY');
    expect(ready.body.data.content.map((s) => s.id)).toContain(soon.id);
  });

  it('pages without overlap: next page = current + 1 while below totalPages', async () => {
    const seen = new Set<number>();
    let page = 0;
    let totalPages = 1;
    while (page < totalPages) {
      const res = await call<SpotSearchResult>(ctx.app, 'GET', `/api/v1/spots?size=3&page=${page}`);
      for (const s of res.body.data.content) {
        expect(seen.has(s.id)).toBe(false);
        seen.add(s.id);
      }
      totalPages = res.body.data.page.totalPages;
      page += 1;
    }
    const all = await call<SpotSearchResult>(ctx.app, 'GET', '/api/v1/spots?size=50');
    expect(seen.size).toBe(all.body.data.page.totalElements);
  });
});
