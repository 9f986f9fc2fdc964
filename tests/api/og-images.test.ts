import { describe, expect, it } from 'vitest';
import { GET as magazineImage } from '@/app/og/magazine/[id]/route';
import { GET as passImage } from '@/app/og/pass/[id]/route';
import { GET as popupImage } from '@/app/og/popup/[id]/route';
import { printableTitle } from '@/app/og/share-image';
import { magazinePosts, magazinePostTranslations, spotTranslations } from '@/server/db/schema';
import { getMagazineShareCard, getSpotShareCard } from '@/server/services/seo/get-share-card';
import { insertSpot } from '../utils/fixtures';
import { setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;

function get(handler: Handler, kind: string, id: number | string, lang?: string) {
  const query = lang ? `?lang=${lang}` : '';
  return handler(new Request(`http://localhost/og/${kind}/${id}${query}`), {
    params: Promise.resolve({ id: String(id) }),
  });
}

/** Width and height from the PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function expectPng(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('cache-control')).toMatch(/^public, max-age=86400/);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(Array.from(bytes.slice(0, 8))).toEqual(PNG_SIGNATURE);
  expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  // A blank canvas compresses to almost nothing; text in three scripts does not.
  expect(bytes.byteLength).toBeGreaterThan(10_000);
  return bytes;
}

describe('generated share images /og/...', () => {
  it('renders a pop-up in Korean and, with a translation, in Japanese and Chinese', async () => {
    const spot = await insertSpot(ctx.db, {
      title: '성수 팝업스토어 🎄 겨울 마켓',
      region1DepthName: '서울',
      region2DepthName: '성동구',
    });
    await ctx.db.insert(spotTranslations).values([
      { spotId: spot.id, locale: 'ja', title: '渋谷ポップアップ 冬のマーケット' },
      { spotId: spot.id, locale: 'zh', title: '这个冬季快闪店们' },
    ]);
    const ko = await expectPng(await get(popupImage as Handler, 'popup', spot.id));
    const ja = await expectPng(await get(popupImage as Handler, 'popup', spot.id, 'ja'));
    await expectPng(await get(popupImage as Handler, 'popup', spot.id, 'zh'));
    // English has no translation: the Korean title, still readable (Hangul font fallback).
    await expectPng(await get(popupImage as Handler, 'popup', spot.id, 'en'));
    expect(Buffer.from(ko).equals(Buffer.from(ja))).toBe(false);
    // What each card prints: the title in the asked language, the Korean one where none.
    const titles = await Promise.all(
      (['ko', 'ja', 'zh', 'en'] as const).map(
        async (lang) => (await getSpotShareCard(ctx.db, 'popup', spot.id, lang))?.title,
      ),
    );
    expect(titles).toEqual([
      '성수 팝업스토어 🎄 겨울 마켓',
      '渋谷ポップアップ 冬のマーケット',
      '这个冬季快闪店们',
      '성수 팝업스토어 🎄 겨울 마켓',
    ]);
  }, 60_000);

  it('serves pass pop-ups under /og/pass only for PARTNER spots', async () => {
    const pass = await insertSpot(ctx.db, { title: '패스 제휴 팝업', type: 'PARTNER', closeDate: null });
    const store = await insertSpot(ctx.db, { title: '일반 팝업' });
    await expectPng(await get(passImage as Handler, 'pass', pass.id, 'en'));
    expect((await get(passImage as Handler, 'pass', store.id)).status).toBe(404);
  }, 60_000);

  it('renders a published magazine post with its translated title', async () => {
    const [post] = await ctx.db
      .insert(magazinePosts)
      .values({
        title: '이번 주 성수 팝업 5선',
        status: 'PUBLISHED',
        publishedAt: new Date(Date.now() - 3600_000),
        displayedDate: '2026-11-20',
      })
      .returning();
    await ctx.db
      .insert(magazinePostTranslations)
      .values({ postId: post.id, locale: 'en', title: 'Five Seongsu pop-ups this week' });
    const english = await expectPng(await get(magazineImage as Handler, 'magazine', post.id, 'en'));
    const korean = await expectPng(await get(magazineImage as Handler, 'magazine', post.id));
    // The English card prints the English title, not the Korean one.
    expect((await getMagazineShareCard(ctx.db, post.id, 'en'))?.title).toBe('Five Seongsu pop-ups this week');
    expect((await getMagazineShareCard(ctx.db, post.id, 'ko'))?.title).toBe('이번 주 성수 팝업 5선');
    expect(Buffer.from(english).equals(Buffer.from(korean))).toBe(false);
  }, 60_000);

  it('answers 404 for unknown, deleted, unactivated and unpublished content, 400 for a bad lang', async () => {
    const deleted = await insertSpot(ctx.db, { deletedAt: new Date() });
    const inactive = await insertSpot(ctx.db, { activatedAt: null });
    const later = await insertSpot(ctx.db, { activatedAt: new Date(Date.now() + 86_400_000) });
    for (const id of [deleted.id, inactive.id, later.id, 999_999, 'abc', '0']) {
      const res = await get(popupImage as Handler, 'popup', id);
      expect(res.status, String(id)).toBe(404);
    }
    const [draft] = await ctx.db.insert(magazinePosts).values({ title: '초안', status: 'DRAFT' }).returning();
    const [hidden] = await ctx.db
      .insert(magazinePosts)
      .values({ title: '숨김', status: 'HIDDEN', publishedAt: new Date(Date.now() - 1000) })
      .returning();
    const [scheduled] = await ctx.db
      .insert(magazinePosts)
      .values({ title: '예약', status: 'PUBLISHED', publishedAt: new Date(Date.now() + 86_400_000) })
      .returning();
    for (const post of [draft, hidden, scheduled]) {
      expect((await get(magazineImage as Handler, 'magazine', post.id)).status).toBe(404);
    }
    const spot = await insertSpot(ctx.db);
    expect((await get(popupImage as Handler, 'popup', spot.id, 'fr')).status).toBe(400);
  });
});

describe('printableTitle', () => {
  it('drops emoji and cuts long titles with an ellipsis', () => {
    expect(printableTitle('겨울 🎄 마켓 ❤️')).toBe('겨울 마켓');
    expect(printableTitle('가'.repeat(100), 10)).toBe(`${'가'.repeat(9)}…`);
  });
});
