import { eq, sql } from 'drizzle-orm';
import type { EnterpriseSpotInput } from '@/api/contracts/enterprise-spots';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobWatermarks, searchTerms } from '@/server/db/schema';
import { REGION_NAME_SEEDS } from '@/server/db/seed/data/regions';
import { notifyNewlyPublicSpots } from '@/server/jobs/notify-newly-public-spots';
import { refreshSearchTermsWhenDue } from '@/server/jobs/refresh-search-terms';
import { refreshSearchTerms } from '@/server/services/search/refresh-search-terms';
import { companyMember, registeredCompany } from '../utils/enterprise-kit';
import { insertSeedRegions, insertSpot, seoulDay } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();
const HOUR = 60 * 60 * 1000;
const SEONGSU_1GA = '1120011400';
const JAMSIL = '1171010100';

async function terms(kind?: 'REGION' | 'BRAND' | 'TAG' | 'WORD') {
  const rows = await ctx.db.select().from(searchTerms);
  return rows.filter((r) => !kind || r.kind === kind);
}
const texts = async (kind: 'REGION' | 'BRAND' | 'TAG' | 'WORD', locale = 'ko') =>
  (await terms(kind))
    .filter((t) => t.locale === locale)
    .map((t) => t.text)
    .sort();

let admin = '';
const ids: Record<string, number> = {};

beforeAll(async () => {
  await insertSeedRegions(ctx.db);
  const seongsu = { regionCode: SEONGSU_1GA, region1DepthName: '서울', region2DepthName: '성동구' };
  ids.store = (
    await insertSpot(ctx.db, {
      ...seongsu,
      title: '성수 팝업스토어 2호점',
      name: '디올',
      tags: ['성수', '굿즈', '성수'],
      viewCount: 50,
    })
  ).id;
  // Ids far apart, so the refresh reads them in different slices and adds up across them.
  await ctx.db.execute(sql`ALTER TABLE spots ALTER COLUMN id RESTART WITH 20000`);
  ids.festival = (
    await insertSpot(ctx.db, {
      regionCode: JAMSIL,
      title: '잠실 캐릭터 페스티벌 2026',
      name: 'DIOR',
      tags: ['캐릭터', '굿즈'],
      viewCount: 7,
    })
  ).id;
  ids.draft = (
    await insertSpot(ctx.db, {
      ...seongsu,
      title: '비밀 신제품 런칭',
      name: '시크릿브랜드',
      tags: ['엠바고'],
      activatedAt: null,
    })
  ).id;
  ids.scheduled = (
    await insertSpot(ctx.db, { title: '예정 팝업', name: '예정브랜드', activatedAt: new Date(Date.now() + 2 * HOUR) })
  ).id;
  ids.ended = (
    await insertSpot(ctx.db, {
      title: '지난 전시',
      name: '종료브랜드',
      openDate: seoulDay(-9),
      closeDate: seoulDay(-1),
    })
  ).id;
  ids.deleted = (await insertSpot(ctx.db, { title: '삭제 팝업', name: '삭제브랜드', deletedAt: new Date() })).id;
  admin = (await createUser(ctx.db, { role: 'ADMIN' })).token;
});

describe('the search dictionary', () => {
  it('holds the regions, brands, tags and title words of live pop-ups only', async () => {
    const result = await refreshSearchTerms(ctx.db);
    console.info(
      `refreshSearchTerms on ${Object.keys(ids).length} fixtures: ${result.durationMs} ms, ${result.total} terms`,
    );
    expect(result).toMatchObject({ inserted: result.total, updated: 0, deleted: 0 });

    // Districts (depth 2–3) with live pop-ups, not the province, in Korean and in translation.
    expect(await texts('REGION')).toEqual(['성동구', '성수동1가', '송파구', '잠실동']);
    expect(await texts('REGION', 'en')).toContain(REGION_NAME_SEEDS[SEONGSU_1GA].en);
    expect(await texts('REGION', 'ja')).toContain(REGION_NAME_SEEDS[SEONGSU_1GA].ja);
    expect(await texts('REGION', 'zh')).toContain(REGION_NAME_SEEDS[JAMSIL].zh);
    // 'DIOR' and '디올' are different words; spellings that only differ in case merge.
    expect(await texts('BRAND')).toEqual(['DIOR', '디올']);
    expect(await texts('TAG')).toEqual(['굿즈', '성수', '캐릭터']);
    const words = await texts('WORD');
    expect(words).toEqual(expect.arrayContaining(['성수', '팝업스토어', '잠실', '캐릭터', '페스티벌']));
    expect(words.filter((w) => /\d/.test(w))).toEqual([]);

    // Nothing of a draft, a scheduled, an ended or a deleted pop-up.
    const all = (await terms()).map((t) => t.text).join(' ');
    for (const secret of ['시크릿', '엠바고', '비밀', '예정', '종료', '지난', '삭제'])
      expect(all).not.toContain(secret);
  });

  it('stores the normalised form, the jamo and the initials of each term', async () => {
    const [seongsu] = (await terms('TAG')).filter((t) => t.text === '성수');
    expect(seongsu).toMatchObject({ norm: '성수', jamo: 'ㅅㅓㅇㅅㅜ', choseong: 'ㅅㅅ', spotCount: 1 });
    const [goods] = (await terms('TAG')).filter((t) => t.text === '굿즈');
    expect(goods).toMatchObject({ spotCount: 2, weight: 57 });
    const [dior] = (await terms('BRAND')).filter((t) => t.text === 'DIOR');
    expect(dior).toMatchObject({ norm: 'dior', jamo: 'dior', choseong: '' });
    const [region] = (await terms('REGION')).filter((t) => t.text === '성동구');
    expect(region).toMatchObject({ choseong: 'ㅅㄷㄱ', spotCount: 1, weight: 50 });
  });

  it('writes nothing when nothing changed', async () => {
    expect(await refreshSearchTerms(ctx.db)).toMatchObject({ inserted: 0, updated: 0, deleted: 0 });
  });

  it('follows publishing and deleting through the scheduled job', async () => {
    // A first round rebuilds (the job has never run); the next has nothing to do.
    expect(await refreshSearchTermsWhenDue()).not.toBeNull();
    expect(await refreshSearchTermsWhenDue()).toBeNull();

    const publish = await call(ctx.app, 'PATCH', `/api/v1/admin/spots/${ids.draft}`, {
      token: admin,
      body: { published: true },
    });
    expect(publish.status).toBe(200);
    // Marked dirty: the next round rebuilds, in one process only.
    const rounds = await Promise.all([refreshSearchTermsWhenDue(), refreshSearchTermsWhenDue()]);
    expect(rounds.filter(Boolean)).toEqual([expect.objectContaining({ deleted: 0 })]);
    expect(await texts('BRAND')).toContain('시크릿브랜드');
    expect(await texts('TAG')).toContain('엠바고');
    expect(await refreshSearchTermsWhenDue()).toBeNull();

    const remove = await call(ctx.app, 'DELETE', `/api/v1/admin/spots/${ids.draft}`, { token: admin });
    expect(remove.status).toBe(200);
    expect(await refreshSearchTermsWhenDue()).toMatchObject({ inserted: 0 });
    expect(await texts('BRAND')).not.toContain('시크릿브랜드');
    expect(await texts('TAG')).not.toContain('엠바고');
    // 성수동1가 still has the store; the tags that only the deleted pop-up had are gone.
    expect(await texts('REGION')).toContain('성수동1가');
  });

  it('keeps a console draft out until it is published, and follows the console’s edits', async () => {
    const { company, domain } = await registeredCompany(ctx.db);
    const manager = await companyMember(ctx.db, company.id, domain, 'MANAGER');
    const body: EnterpriseSpotInput = {
      type: 'STORE',
      title: '콘솔 신상 런칭 팝업',
      name: '콘솔브랜드',
      openDate: seoulDay(-1),
      closeDate: seoulDay(20),
      operationTime: [],
      address: '서울 성동구 성수동1가 10',
      roadAddress: null,
      addressDetail: null,
      latitude: 37.5446,
      longitude: 127.0559,
      regionCode: SEONGSU_1GA,
      region1DepthName: '서울',
      region2DepthName: '성동구',
      notice: null,
      content: null,
      additionalInformation: null,
      tags: ['콘솔태그'],
      entryFee: null,
      categoryIds: [],
      benefits: [],
      websites: [],
      isPopspotReservation: false,
      preReservationLink: null,
      preReservationStartedAt: null,
      preReservationEndedAt: null,
      translations: { en: null, ja: null, zh: null },
    };
    const as = (method: string, path: string, json?: unknown) =>
      call<{ id: number }>(ctx.app, method, path, { token: manager.token, body: json });
    const created = await as('POST', `/api/v1/enterprise/companies/${company.id}/spots`, body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id;
    await refreshSearchTermsWhenDue();
    expect(await texts('BRAND')).not.toContain('콘솔브랜드');

    expect((await as('POST', `/api/v1/enterprise/spots/${id}/publish`)).status).toBe(200);
    expect(await refreshSearchTermsWhenDue()).not.toBeNull();
    expect(await texts('BRAND')).toContain('콘솔브랜드');
    expect(await texts('TAG')).toContain('콘솔태그');

    expect((await as('DELETE', `/api/v1/enterprise/spots/${id}`)).status).toBe(200);
    expect(await refreshSearchTermsWhenDue()).not.toBeNull();
    expect(await texts('BRAND')).not.toContain('콘솔브랜드');
  });

  it('rebuilds every ten minutes without any write (pop-ups end and go public by the calendar)', async () => {
    await ctx.db
      .update(jobWatermarks)
      .set({ watermark: sql`now() - interval '11 minutes'` })
      .where(eq(jobWatermarks.name, 'search-terms-refresh'));
    expect(await refreshSearchTermsWhenDue()).toMatchObject({ inserted: 0, updated: 0, deleted: 0 });
    expect(await refreshSearchTermsWhenDue()).toBeNull();
  });

  it('takes a pop-up that goes public by its scheduled time at the next round, not ten minutes later', async () => {
    const goesPublicAt = new Date(Date.now() + 1500);
    const spot = await insertSpot(ctx.db, { title: '곧 공개 팝업', name: '곧공개브랜드', activatedAt: goesPublicAt });
    // The activation job's first round (it looks a day back), then the dictionary settles.
    await notifyNewlyPublicSpots();
    await refreshSearchTermsWhenDue();
    expect(await texts('BRAND')).not.toContain('곧공개브랜드');
    expect(await refreshSearchTermsWhenDue()).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, goesPublicAt.getTime() - Date.now() + 100));
    // The activation job (the keyword alerts' scheduler round) marks the dictionary dirty.
    expect(await notifyNewlyPublicSpots()).toEqual([spot.id]);
    expect(await refreshSearchTermsWhenDue()).not.toBeNull();
    expect(await texts('BRAND')).toContain('곧공개브랜드');
  });
});
