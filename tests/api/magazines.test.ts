import { beforeAll, describe, expect, it } from 'vitest';
import type { MagazineDetail, MagazineList } from '@/api/contracts/magazines';
import {
  magazinePostCategories,
  magazinePostOptions,
  magazinePostOptionTranslations,
  magazinePosts,
  magazinePostTranslations,
  spotFiles,
  spotTranslations,
} from '@/server/db/schema';
import { insertSpot } from '../utils/fixtures';
import { call, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type PostInsert = typeof magazinePosts.$inferInsert;
async function insertPost(values: Partial<PostInsert> & { title: string }) {
  const [row] = await ctx.db
    .insert(magazinePosts)
    .values({ status: 'PUBLISHED', publishedAt: new Date(Date.now() - DAY), ...values })
    .returning();
  return row;
}

/** Published posts of this file, newest first by displayed date: c (today), b, a, and others hidden. */
const posts: Record<string, number> = {};

beforeAll(async () => {
  const a = await insertPost({
    title: '가장 오래된 글',
    displayedDate: '2026-01-01',
    publishedAt: new Date('2026-01-01T00:00:00Z'),
  });
  const b = await insertPost({
    title: '성수 팝업 가이드',
    subTitle: '하루 코스',
    displayedDate: '2026-02-01',
    publishedAt: new Date('2026-02-01T00:00:00Z'),
    updatedAt: new Date('2026-01-30T00:00:00Z'),
    filePath: 'magazine/9/cover.webp',
  });
  // No displayed date: filed under the Korean day it was published (1 Mar 2026 in Seoul).
  const c = await insertPost({ title: '날짜 없는 글', publishedAt: new Date('2026-02-28T16:00:00Z') });
  const draft = await insertPost({ title: '작성 중', status: 'DRAFT', publishedAt: null, displayedDate: '2026-03-05' });
  const hidden = await insertPost({ title: '내린 글', status: 'HIDDEN', displayedDate: '2026-03-06' });
  const future = await insertPost({
    title: '예약 발행',
    displayedDate: '2026-03-07',
    publishedAt: new Date(Date.now() + 3 * DAY),
  });
  Object.assign(posts, { a: a.id, b: b.id, c: c.id, draft: draft.id, hidden: hidden.id, future: future.id });

  await ctx.db.insert(magazinePostCategories).values([
    { postId: b.id, name: '이번 주 팝업' },
    { postId: b.id, name: '가이드' },
  ]);
  await ctx.db.insert(magazinePostTranslations).values({
    postId: b.id,
    locale: 'en',
    title: 'A Seongsu pop-up guide',
    subTitle: 'A one-day route',
    updatedAt: new Date('2026-02-10T00:00:00Z'),
  });
  await ctx.db.insert(magazinePostTranslations).values({ postId: a.id, locale: 'en', title: 'The oldest post' });
});

describe('GET /api/v1/magazines', () => {
  it('lists only public posts, newest first, with cover URL and categories', async () => {
    const res = await call<MagazineList>(ctx.app, 'GET', '/api/v1/magazines');
    expect(res.status).toBe(200);
    expect(res.body.data.content.map((p) => p.id)).toEqual([posts.c, posts.b, posts.a]);
    expect(res.body.data.page).toEqual({ number: 0, size: 12, totalElements: 3, totalPages: 1 });
    expect(res.body.data.content[1]).toEqual({
      id: posts.b,
      title: '성수 팝업 가이드',
      subTitle: '하루 코스',
      displayedDate: '2026-02-01',
      file: { path: '/api/files/magazine/9/cover.webp' },
      categories: [
        { name: '가이드', locale: 'ko' },
        { name: '이번 주 팝업', locale: 'ko' },
      ],
      contentLocale: 'ko',
    });
    expect(res.body.data.content[0]).toMatchObject({ displayedDate: null, file: null, categories: [], subTitle: null });
  });

  it('pages without overlap', async () => {
    const first = await call<MagazineList>(ctx.app, 'GET', '/api/v1/magazines?size=2');
    const second = await call<MagazineList>(ctx.app, 'GET', '/api/v1/magazines?size=2&page=1');
    const third = await call<MagazineList>(ctx.app, 'GET', '/api/v1/magazines?size=2&page=2');
    expect(first.body.data.content.map((p) => p.id)).toEqual([posts.c, posts.b]);
    expect(second.body.data.content.map((p) => p.id)).toEqual([posts.a]);
    expect(third.body.data.content).toEqual([]);
    expect(first.body.data.page).toEqual({ number: 0, size: 2, totalElements: 3, totalPages: 2 });
  });

  it('translates title and subtitle together, and says which language it is', async () => {
    const res = await call<MagazineList>(ctx.app, 'GET', '/api/v1/magazines?lang=en');
    const [c, b, a] = res.body.data.content;
    expect(b).toMatchObject({ title: 'A Seongsu pop-up guide', subTitle: 'A one-day route', contentLocale: 'en' });
    // A translation without a subtitle does not borrow the Korean one.
    expect(a).toMatchObject({ title: 'The oldest post', subTitle: null, contentLocale: 'en' });
    // No Japanese rows: the Korean original, marked as Korean.
    expect(c).toMatchObject({ title: '날짜 없는 글', contentLocale: 'ko' });
    const ja = await call<MagazineList>(ctx.app, 'GET', '/api/v1/magazines?lang=ja');
    expect(ja.body.data.content[1]).toMatchObject({ title: '성수 팝업 가이드', contentLocale: 'ko' });
  });

  it('refuses bad paging and languages with 400', async () => {
    for (const query of ['size=0', 'size=51', 'page=-1', 'lang=fr']) {
      const res = await call(ctx.app, 'GET', `/api/v1/magazines?${query}`);
      expect([res.status, res.body.result.code]).toEqual([400, 40000000]);
    }
  });
});

describe('GET /api/v1/magazines/{id}', () => {
  let blocks: Record<string, number>;
  let publicSpot: number;
  let deletedSpot: number;

  beforeAll(async () => {
    const spot = await insertSpot(ctx.db, { title: '버터바 팝업', region2DepthName: '성동구' });
    await ctx.db.insert(spotFiles).values({ spotId: spot.id, kind: 'HERO', path: 'spots/1/hero-1.webp', sortOrder: 0 });
    await ctx.db.insert(spotTranslations).values({ spotId: spot.id, locale: 'en', title: 'Butter bar pop-up' });
    const gone = await insertSpot(ctx.db, { title: '삭제된 팝업', deletedAt: new Date() });
    publicSpot = spot.id;
    deletedSpot = gone.id;
    const rows = await ctx.db
      .insert(magazinePostOptions)
      .values([
        { postId: posts.b, sortOrder: 0, type: 'TEXT', textContent: '첫 문단\n둘째 줄' },
        { postId: posts.b, sortOrder: 1, type: 'HEADING', textContent: '오전 코스' },
        { postId: posts.b, sortOrder: 5, type: 'DIVIDER' },
        {
          postId: posts.b,
          sortOrder: 2,
          type: 'IMAGE',
          imagePath: 'magazine/9/image-3.webp',
          textContent: '줄 선 사람들',
        },
        { postId: posts.b, sortOrder: 3, type: 'SPOT', spotId: spot.id },
        { postId: posts.b, sortOrder: 4, type: 'SPOT', spotId: gone.id },
        { postId: posts.b, sortOrder: 6, type: 'LINK', linkUrl: 'https://example.com/a', textContent: '더 읽기' },
        { postId: posts.b, sortOrder: 7, type: 'QUOTE', textContent: '“좋아요”' },
      ])
      .returning();
    blocks = Object.fromEntries(rows.map((r) => [`${r.type}${r.sortOrder}`, r.id]));
    await ctx.db.insert(magazinePostOptionTranslations).values([
      { optionId: blocks.TEXT0, locale: 'en', textContent: 'First paragraph\nsecond line' },
      { optionId: blocks.IMAGE2, locale: 'en', textContent: 'People in line' },
    ]);
  });

  it('answers the post with its blocks in order and its neighbours', async () => {
    const res = await call<MagazineDetail>(ctx.app, 'GET', `/api/v1/magazines/${posts.b}`);
    expect(res.status).toBe(200);
    const post = res.body.data;
    expect(post).toMatchObject({
      id: posts.b,
      title: '성수 팝업 가이드',
      contentLocale: 'ko',
      publishedAt: '2026-02-01T00:00:00.000Z',
      // Written before it was published: modified = published.
      updatedAt: '2026-02-01T00:00:00.000Z',
      // previous is older, next is newer.
      previous: { id: posts.a, title: '가장 오래된 글' },
      next: { id: posts.c, title: '날짜 없는 글' },
    });
    expect(post.options.map((o) => o.type)).toEqual([
      'TEXT',
      'HEADING',
      'IMAGE',
      'SPOT',
      'SPOT',
      'DIVIDER',
      'LINK',
      'QUOTE',
    ]);
    expect(post.options[0]).toEqual({
      id: blocks.TEXT0,
      type: 'TEXT',
      textOption: { content: '첫 문단\n둘째 줄' },
      imageOption: null,
      spotOption: null,
      linkOption: null,
      contentLocale: 'ko',
    });
    expect(post.options[2].imageOption).toEqual({
      path: '/api/files/magazine/9/image-3.webp',
      caption: '줄 선 사람들',
    });
    expect(post.options[3].spotOption).toMatchObject({
      id: publicSpot,
      title: '버터바 팝업',
      periodType: 'IN_PROGRESS',
      region2Depth: '성동구',
      file: { path: '/api/files/spots/1/hero-1.webp' },
    });
    // The deleted pop-up's block stays, without a card.
    expect(post.options[4]).toMatchObject({ type: 'SPOT', spotOption: null });
    expect(deletedSpot).toBeGreaterThan(0);
    expect(post.options[5]).toMatchObject({ type: 'DIVIDER', textOption: null, linkOption: null });
    expect(post.options[6].linkOption).toEqual({ url: 'https://example.com/a', text: '더 읽기' });
    expect(post.options[7].textOption).toEqual({ content: '“좋아요”' });
  });

  it('translates blocks that have a translation and keeps the Korean of the others', async () => {
    const res = await call<MagazineDetail>(ctx.app, 'GET', `/api/v1/magazines/${posts.b}?lang=en`);
    const post = res.body.data;
    expect(post).toMatchObject({
      title: 'A Seongsu pop-up guide',
      subTitle: 'A one-day route',
      contentLocale: 'en',
      // The translation changed after publishing.
      updatedAt: '2026-02-10T00:00:00.000Z',
      previous: { id: posts.a, title: 'The oldest post' },
      next: { id: posts.c, title: '날짜 없는 글' },
    });
    expect(post.options[0]).toMatchObject({
      textOption: { content: 'First paragraph\nsecond line' },
      contentLocale: 'en',
    });
    expect(post.options[1]).toMatchObject({ textOption: { content: '오전 코스' }, contentLocale: 'ko' });
    expect(post.options[2]).toMatchObject({ imageOption: { caption: 'People in line' }, contentLocale: 'en' });
    expect(post.options[3].spotOption).toMatchObject({ title: 'Butter bar pop-up', contentLocale: 'en' });

    const zh = await call<MagazineDetail>(ctx.app, 'GET', `/api/v1/magazines/${posts.b}?lang=zh`);
    expect(zh.body.data).toMatchObject({ title: '성수 팝업 가이드', contentLocale: 'ko' });
    expect(zh.body.data.options[0]).toMatchObject({ textOption: { content: '첫 문단\n둘째 줄' }, contentLocale: 'ko' });
  });

  it('has no previous at the oldest and no next at the newest post', async () => {
    const oldest = await call<MagazineDetail>(ctx.app, 'GET', `/api/v1/magazines/${posts.a}`);
    expect(oldest.body.data).toMatchObject({ previous: null, next: { id: posts.b }, options: [] });
    const newest = await call<MagazineDetail>(ctx.app, 'GET', `/api/v1/magazines/${posts.c}`);
    expect(newest.body.data).toMatchObject({ previous: { id: posts.b }, next: null });
  });

  it('answers 404 for unknown, draft, hidden and scheduled posts, 400 for a bad id', async () => {
    for (const id of [posts.draft, posts.hidden, posts.future, 999999]) {
      const res = await call(ctx.app, 'GET', `/api/v1/magazines/${id}`);
      expect([id, res.status, res.body.result.code]).toEqual([id, 404, 40400000]);
    }
    for (const path of ['abc', '0', '1.5']) {
      const res = await call(ctx.app, 'GET', `/api/v1/magazines/${path}`);
      expect([res.status, res.body.result.code]).toEqual([400, 40000000]);
    }
  });

  it('skips hidden posts when picking neighbours', async () => {
    // The hidden and scheduled posts are dated after c, the newest public one.
    const res = await call<MagazineDetail>(ctx.app, 'GET', `/api/v1/magazines/${posts.c}?lang=ko`);
    expect(res.body.data.next).toBeNull();
  });
});
