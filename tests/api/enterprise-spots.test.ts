import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  CompanySpotItem,
  EnterpriseSpot,
  EnterpriseSpotImage,
  EnterpriseSpotInput,
  GeocodeResult,
} from '@/api/contracts/enterprise-spots';
import type { SpotSearchResult } from '@/api/contracts/search';
import type { SpotDetail } from '@/api/contracts/spots';
import type { Database } from '@/server/db/client';
import { categories, companyAuditEvents, keywords, notifications, regions, spots } from '@/server/db/schema';
import { makeJpegWithGps, makePng } from '../fixtures/images/make-images';
import { companyMember, registeredCompany } from '../utils/enterprise-kit';
import { seoulDay } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';
import { withTempUploadDir } from './reviews-helpers';

const ctx = setupTestApp();
withTempUploadDir();

const STATE = Symbol.for('popspot.page-cache');
afterEach(() => Reflect.deleteProperty(globalThis, STATE));
function invalidatedTags(): string[] {
  const state = (globalThis as Record<symbol, { tagTimes: Map<string, number> } | undefined>)[STATE];
  return [...(state?.tagTimes.keys() ?? [])].sort();
}

async function seedRegions(db: Database) {
  await db
    .insert(regions)
    .values([
      { code: '1100000000', name: '서울특별시', depth: 1, parentCode: null, groupKey: 'SEOUL' },
      { code: '1120000000', name: '성동구', depth: 2, parentCode: '1100000000', groupKey: null },
      { code: '1120011500', name: '성수동2가', depth: 3, parentCode: '1120000000', groupKey: 'SEONGSU' },
    ])
    .onConflictDoNothing();
}

function input(overrides: Partial<EnterpriseSpotInput> = {}): EnterpriseSpotInput {
  return {
    type: 'STORE',
    title: '콘솔에서 만든 굿즈 팝업',
    name: '굿즈하우스',
    openDate: seoulDay(-1),
    closeDate: seoulDay(20),
    operationTime: ['월-금 11:00-20:00', '토-일 10:00-21:00'],
    address: '서울 성동구 성수동2가 300-1',
    roadAddress: '서울 성동구 연무장길 1',
    addressDetail: '1층',
    latitude: 37.5446,
    longitude: 127.0559,
    regionCode: null,
    region1DepthName: null,
    region2DepthName: null,
    notice: '입장 마감은 19:30입니다.',
    content: '굿즈와 포토존이 있는 팝업입니다.',
    additionalInformation: '주차 불가',
    tags: ['굿즈', '포토존'],
    entryFee: 0,
    categoryIds: [],
    benefits: [{ key: '구매 혜택', value: '3만원 이상 엽서 증정' }],
    websites: [
      { type: 'INSTAGRAM', path: 'https://instagram.com/goods' },
      { type: 'POPSPOT_PASS', path: '/pass' },
    ],
    isPopspotReservation: false,
    preReservationLink: 'https://booking.example/goods',
    preReservationStartedAt: '2026-12-01T10:00:00+09:00',
    preReservationEndedAt: '2026-12-05T18:00:00+09:00',
    translations: {
      en: {
        title: 'Goods pop-up made in the console',
        name: 'Goods House',
        content: 'A pop-up with goods and a photo zone.',
        notice: null,
        additionalInformation: null,
      },
      ja: null,
      zh: null,
    },
    ...overrides,
  };
}

function uploadImage(token: string, spotId: number, bytes: Uint8Array, kind = 'HERO', name = 'a.png') {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  form.set('kind', kind);
  return Promise.resolve(
    ctx.app.request(`/api/v1/enterprise/spots/${spotId}/images`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    }),
  ).then(async (res) => ({
    status: res.status,
    body: (await res.json()) as { data: EnterpriseSpotImage; result: { code: number } },
  }));
}

const updateBody = (record: EnterpriseSpot, changes: Partial<EnterpriseSpotInput> = {}) => {
  const { id, companyId, status, activatedAt, updatedAt, images, ...fields } = record;
  void id;
  void companyId;
  void status;
  void activatedAt;
  void updatedAt;
  return { ...fields, ...changes, images: images.map((i) => ({ id: i.id, kind: i.kind })) };
};

describe('a company manager runs a pop-up from draft to unpublished', () => {
  it('creates every field, uploads an image, publishes, edits, unpublishes and deletes', async () => {
    await seedRegions(ctx.db);
    const [category] = await ctx.db
      .insert(categories)
      .values({ name: '캐릭터', slug: `character${Date.now().toString(36)}` })
      .returning();
    const { company: acme, domain } = await registeredCompany(ctx.db);
    const manager = await companyMember(ctx.db, acme.id, domain, 'MANAGER');
    const follower = await createUser(ctx.db);
    await ctx.db.insert(keywords).values({ userId: follower.user.id, keyword: '굿즈하우스' });

    const created = await call<{ id: number }>(ctx.app, 'POST', `/api/v1/enterprise/companies/${acme.id}/spots`, {
      token: manager.token,
      body: input({ categoryIds: [category.id] }),
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(invalidatedTags()).toEqual([`spot:${id}`, 'spots']);

    // Not public yet: 'deleted content', not found by search, no one notified.
    expect((await call(ctx.app, 'GET', `/api/v1/spots/${id}`)).body.result.code).toBe(40000001);
    const record = await call<EnterpriseSpot>(ctx.app, 'GET', `/api/v1/enterprise/spots/${id}`, {
      token: manager.token,
    });
    expect(record.body.data).toMatchObject({
      status: 'UNPUBLISHED',
      companyId: acme.id,
      title: '콘솔에서 만든 굿즈 팝업',
      operationTime: ['월-금 11:00-20:00', '토-일 10:00-21:00'],
      // Derived from the address: the pin was placed by hand.
      regionCode: '1120011500',
      region1DepthName: '서울',
      region2DepthName: '성동구',
      categoryIds: [category.id],
      benefits: [{ key: '구매 혜택', value: '3만원 이상 엽서 증정' }],
      preReservationStartedAt: '2026-12-01T01:00:00.000Z',
      translations: { en: { title: 'Goods pop-up made in the console', notice: null }, ja: null, zh: null },
    });

    // An image: checked, stripped of its GPS data, re-encoded, with variants.
    const image = await uploadImage(manager.token, id, await makeJpegWithGps(), 'HERO', 'photo.jpg');
    expect(image.status).toBe(200);
    expect(image.body.data).toMatchObject({ kind: 'HERO', path: expect.stringMatching(/\.webp$/) });
    const served = await ctx.app.request(image.body.data.path);
    expect(served.status).toBe(200);
    const storedMeta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([storedMeta.format, storedMeta.exif]).toEqual(['webp', undefined]);
    const text = await ctx.app.request(`/api/v1/enterprise/spots/${id}/images`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${manager.token}` },
      body: (() => {
        const form = new FormData();
        form.set('file', new File(['not an image at all'], 'fake.png', { type: 'image/png' }));
        return form;
      })(),
    });
    expect(text.status).toBe(400);

    const list = await call<CompanySpotItem[]>(ctx.app, 'GET', `/api/v1/enterprise/companies/${acme.id}/spots`, {
      token: manager.token,
    });
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id,
        status: 'UNPUBLISHED',
        thumbnail: image.body.data.path,
        periodType: 'IN_PROGRESS',
      }),
    ]);

    // Publish: public at once, in English too, found by search, the keyword follower told.
    const published = await call<EnterpriseSpot>(ctx.app, 'POST', `/api/v1/enterprise/spots/${id}/publish`, {
      token: manager.token,
    });
    expect(published.body.data.status).toBe('PUBLISHED');
    expect(invalidatedTags()).toEqual([`spot:${id}`, 'spots']);
    const detail = await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${id}?lang=en`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      title: 'Goods pop-up made in the console',
      name: 'Goods House',
      notice: '입장 마감은 19:30입니다.',
      files: [expect.objectContaining({ path: image.body.data.path })],
      website: { INSTAGRAM: 'https://instagram.com/goods', POPSPOT_PASS: '/pass' },
      organizer: { name: acme.name },
    });
    const found = await call<SpotSearchResult>(
      ctx.app,
      'GET',
      `/api/v1/spots?keyword=${encodeURIComponent('콘솔에서')}`,
    );
    expect(found.body.data.content.map((s) => s.id)).toContain(id);
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, follower.user.id), eq(notifications.spotId, id)));
    expect(told).toHaveLength(1);

    // Edit the period (and every array replaced as a whole); the public page follows at once.
    const current = await call<EnterpriseSpot>(ctx.app, 'GET', `/api/v1/enterprise/spots/${id}`, {
      token: manager.token,
    });
    const saved = await call<EnterpriseSpot>(ctx.app, 'PUT', `/api/v1/enterprise/spots/${id}`, {
      token: manager.token,
      body: updateBody(current.body.data, {
        closeDate: seoulDay(30),
        tags: ['한정판'],
        benefits: [],
        translations: {
          en: null,
          ja: { title: 'グッズポップアップ', name: null, content: null, notice: null, additionalInformation: null },
          zh: null,
        },
      }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ closeDate: seoulDay(30), tags: ['한정판'], benefits: [] });
    expect(saved.body.data.translations).toMatchObject({ en: null, ja: { title: 'グッズポップアップ' } });
    expect(invalidatedTags()).toEqual([`spot:${id}`, 'spots']);
    expect((await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${id}`)).body.data.closeDate).toBe(seoulDay(30));
    const [audit] = await ctx.db
      .select()
      .from(companyAuditEvents)
      .where(and(eq(companyAuditEvents.targetId, id), eq(companyAuditEvents.action, 'SPOT_UPDATED')))
      .orderBy(companyAuditEvents.id)
      .then((rows) => rows.slice(-1));
    expect(audit.detail).toEqual({ fields: ['closeDate', 'tags', 'benefits', 'translations'] });

    // Removing the image through the save.
    const noImages = await call<EnterpriseSpot>(ctx.app, 'PUT', `/api/v1/enterprise/spots/${id}`, {
      token: manager.token,
      body: { ...updateBody(saved.body.data), images: [] },
    });
    expect(noImages.body.data.images).toEqual([]);

    // Unpublish: 'deleted content' for the public, still in the console.
    const hidden = await call<EnterpriseSpot>(ctx.app, 'POST', `/api/v1/enterprise/spots/${id}/unpublish`, {
      token: manager.token,
    });
    expect(hidden.body.data.status).toBe('UNPUBLISHED');
    expect((await call(ctx.app, 'GET', `/api/v1/spots/${id}`)).body.result.code).toBe(40000001);

    // Delete: gone from the console too.
    expect((await call(ctx.app, 'DELETE', `/api/v1/enterprise/spots/${id}`, { token: manager.token })).status).toBe(
      200,
    );
    const after = await call<CompanySpotItem[]>(ctx.app, 'GET', `/api/v1/enterprise/companies/${acme.id}/spots`, {
      token: manager.token,
    });
    expect(after.body.data).toEqual([]);
    expect((await call(ctx.app, 'GET', `/api/v1/enterprise/spots/${id}`, { token: manager.token })).status).toBe(404);

    const actions = await ctx.db
      .select({ action: companyAuditEvents.action })
      .from(companyAuditEvents)
      .where(eq(companyAuditEvents.targetId, id))
      .orderBy(companyAuditEvents.id);
    expect(actions.map((a) => a.action)).toEqual([
      'SPOT_CREATED',
      'SPOT_UPDATED',
      'SPOT_PUBLISHED',
      'SPOT_UPDATED',
      'SPOT_UPDATED',
      'SPOT_UNPUBLISHED',
      'SPOT_DELETED',
    ]);
  });
});

/** A translation with only the given texts (the others null). */
const textOnly = (title: string, more: Record<string, unknown> = {}) => ({
  title,
  name: null,
  content: null,
  notice: null,
  additionalInformation: null,
  ...more,
});

describe('opening hours and benefits per translation language (decision 057)', () => {
  it('saves translated hours and benefit lines, shows them on the public page, and clears them', async () => {
    const { company: acme, domain } = await registeredCompany(ctx.db);
    const manager = await companyMember(ctx.db, acme.id, domain, 'MANAGER');
    const english = {
      title: 'Goods pop-up',
      name: null,
      content: null,
      notice: null,
      additionalInformation: null,
      operationTime: ['Mon–Fri 11:00-20:00', '  Sat–Sun 10:00-21:00  '],
      benefits: [{ key: 'Purchase gift', value: 'A postcard with ₩30,000 or more' }],
    };
    const created = await call<{ id: number }>(ctx.app, 'POST', `/api/v1/enterprise/companies/${acme.id}/spots`, {
      token: manager.token,
      body: input({
        benefits: [
          { key: '구매 혜택', value: '3만원 이상 엽서 증정' },
          { key: '현장 이벤트', value: '스티커 증정' },
        ],
        translations: {
          en: english,
          // Japanese: only the second benefit line; no hours (the Korean lines are shown).
          ja: textOnly('グッズ', { benefits: [null, { key: '会場イベント', value: 'ステッカー' }] }),
          zh: null,
        },
      }),
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const record = await call<EnterpriseSpot>(ctx.app, 'GET', `/api/v1/enterprise/spots/${id}`, {
      token: manager.token,
    });
    expect(record.body.data.translations.en).toMatchObject({
      operationTime: ['Mon–Fri 11:00-20:00', 'Sat–Sun 10:00-21:00'],
      benefits: [{ key: 'Purchase gift', value: 'A postcard with ₩30,000 or more' }, null],
    });
    expect(record.body.data.translations.ja).toMatchObject({
      operationTime: null,
      benefits: [null, { key: '会場イベント', value: 'ステッカー' }],
    });

    await call(ctx.app, 'POST', `/api/v1/enterprise/spots/${id}/publish`, { token: manager.token });
    const en = (await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${id}?lang=en`)).body.data;
    expect([en.operationTime, en.textLocales.operationTime]).toEqual([
      ['Mon–Fri 11:00-20:00', 'Sat–Sun 10:00-21:00'],
      'en',
    ]);
    expect(en.benefits).toEqual([
      { key: 'Purchase gift', value: 'A postcard with ₩30,000 or more', locale: 'en' },
      { key: '현장 이벤트', value: '스티커 증정', locale: 'ko' },
    ]);
    const ja = (await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${id}?lang=ja`)).body.data;
    expect([ja.operationTime, ja.textLocales.operationTime]).toEqual([
      ['월-금 11:00-20:00', '토-일 10:00-21:00'],
      'ko',
    ]);
    expect(ja.benefits.map((b) => b.locale)).toEqual(['ko', 'ja']);

    // A save that leaves the record as it is keeps every translated line (written again with the new rows).
    const same = await call<EnterpriseSpot>(ctx.app, 'PUT', `/api/v1/enterprise/spots/${id}`, {
      token: manager.token,
      body: updateBody(record.body.data),
    });
    expect(same.body.data.translations).toEqual(record.body.data.translations);

    // A client that sends the translation without hours or benefits (the older shape) clears them.
    const cleared = await call<EnterpriseSpot>(ctx.app, 'PUT', `/api/v1/enterprise/spots/${id}`, {
      token: manager.token,
      body: updateBody(same.body.data, {
        translations: { en: textOnly('Goods pop-up'), ja: null, zh: null },
      }),
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.translations.en).toMatchObject({ operationTime: null, benefits: [null, null] });
    const after = (await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${id}?lang=en`)).body.data;
    expect([after.operationTime, after.textLocales.operationTime]).toEqual([
      ['월-금 11:00-20:00', '토-일 10:00-21:00'],
      'ko',
    ]);
    expect(after.benefits.map((b) => b.locale)).toEqual(['ko', 'ko']);
  });
});

describe('validation', () => {
  it('answers field errors and stores nothing', async () => {
    const { company: acme, domain } = await registeredCompany(ctx.db);
    const manager = await companyMember(ctx.db, acme.id, domain, 'MANAGER');
    const path = `/api/v1/enterprise/companies/${acme.id}/spots`;
    const cases: Array<[Partial<EnterpriseSpotInput>, string]> = [
      [{ openDate: '2026-12-10', closeDate: '2026-12-01' }, 'json.closeDate'],
      [{ preReservationEndedAt: '2026-11-30T10:00:00+09:00' }, 'json.preReservationEndedAt'],
      [{ preReservationLink: 'http://insecure.example' }, 'json.preReservationLink'],
      [{ preReservationLink: 'javascript:alert(1)' }, 'json.preReservationLink'],
      [{ websites: [{ type: 'WEB', path: '//evil.example' }] }, 'json.websites.0.path'],
      [{ latitude: 91 }, 'json.latitude'],
      [{ longitude: -181 }, 'json.longitude'],
      [{ tags: Array.from({ length: 21 }, (_, i) => `태그${i}`) }, 'json.tags'],
      [{ tags: ['가'.repeat(31)] }, 'json.tags.0'],
      [{ operationTime: ['x'.repeat(101)] }, 'json.operationTime.0'],
      [{ benefits: [{ key: '', value: 'x' }] }, 'json.benefits.0.key'],
      [
        { translations: { en: textOnly('x', { operationTime: ['x'.repeat(101)] }), ja: null, zh: null } },
        'json.translations.en.operationTime.0',
      ],
      [
        { translations: { en: textOnly('x', { benefits: [{ key: 'Gift', value: ' ' }] }), ja: null, zh: null } },
        'json.translations.en.benefits.0.value',
      ],
      [{ title: '  ' }, 'json.title'],
      [{ categoryIds: [2_000_000_000] }, 'json.categoryIds'],
      [{ type: 'POPSPOT_STORE' }, 'json.type'],
    ];
    for (const [change, field] of cases) {
      const res = await call<{ fieldErrors: Record<string, string[]> }>(ctx.app, 'POST', path, {
        token: manager.token,
        body: input(change),
      });
      expect([res.status, Object.keys(res.body.data?.fieldErrors ?? {})], JSON.stringify(change)).toEqual([
        400,
        [field],
      ]);
    }
    const list = await call<CompanySpotItem[]>(ctx.app, 'GET', path, { token: manager.token });
    expect(list.body.data).toEqual([]);
  });
});

describe('addresses without address search', () => {
  it('saves a pop-up with only its road address (no 지번 주소), and needs one of the two', async () => {
    await seedRegions(ctx.db);
    const { company: acme, domain } = await registeredCompany(ctx.db);
    const manager = await companyMember(ctx.db, acme.id, domain, 'MANAGER');
    const path = `/api/v1/enterprise/companies/${acme.id}/spots`;

    const created = await call<{ id: number }>(ctx.app, 'POST', path, {
      token: manager.token,
      body: input({ address: null, roadAddress: '서울 성동구 연무장길 1' }),
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const record = await call<EnterpriseSpot>(ctx.app, 'GET', `/api/v1/enterprise/spots/${id}`, {
      token: manager.token,
    });
    // The editor gets the lot-number field back as it was left: empty.
    expect(record.body.data).toMatchObject({ address: '', roadAddress: '서울 성동구 연무장길 1' });
    // Readers of the row (calendars, tickets) still find an address, and the region was found from it.
    const [row] = await ctx.db.select().from(spots).where(eq(spots.id, id));
    expect(row).toMatchObject({ address: '서울 성동구 연무장길 1', region2DepthName: '성동구' });
    // Saved again as the editor sends it (the empty field), it stays as it was.
    const again = await call<EnterpriseSpot>(ctx.app, 'PUT', `/api/v1/enterprise/spots/${id}`, {
      token: manager.token,
      body: updateBody(record.body.data, { address: '' }),
    });
    expect([again.status, again.body.data?.address, again.body.data?.roadAddress]).toEqual([
      200,
      '',
      '서울 성동구 연무장길 1',
    ]);

    const neither = await call<{ fieldErrors: Record<string, string[]> }>(ctx.app, 'POST', path, {
      token: manager.token,
      body: input({ address: ' ', roadAddress: null }),
    });
    expect([neither.status, neither.body.result.code, Object.keys(neither.body.data?.fieldErrors ?? {})]).toEqual([
      400,
      40000000,
      ['json.address'],
    ]);
  });
});

describe('an unpublished pop-up seen by its company', () => {
  it('is previewed by the company’s members; to anyone else it does not exist', async () => {
    const { company: acme, domain } = await registeredCompany(ctx.db);
    const manager = await companyMember(ctx.db, acme.id, domain, 'MANAGER');
    const staff = await companyMember(ctx.db, acme.id, domain, 'STAFF');
    const rival = await registeredCompany(ctx.db);
    const stranger = await companyMember(ctx.db, rival.company.id, rival.domain, 'OWNER');
    const someone = await createUser(ctx.db);
    const created = await call<{ id: number }>(ctx.app, 'POST', `/api/v1/enterprise/companies/${acme.id}/spots`, {
      token: manager.token,
      body: input({ title: '공개 전 팝업' }),
    });
    const id = created.body.data.id;
    const path = `/api/v1/enterprise/spots/${id}/preview`;

    for (const member of [manager, staff]) {
      const seen = await call<SpotDetail>(ctx.app, 'GET', `${path}?lang=en`, { token: member.token });
      expect(seen.status).toBe(200);
      expect(seen.body.data).toMatchObject({ id, title: 'Goods pop-up made in the console', name: 'Goods House' });
    }
    for (const other of [stranger, someone]) {
      const refused = await call(ctx.app, 'GET', path, { token: other.token });
      expect([refused.status, refused.body.result.code]).toEqual([404, 40400000]);
    }
    expect((await call(ctx.app, 'GET', path)).status).toBe(401);
    // The public answer stays the same for everyone, the company's own members too.
    for (const token of [manager.token, undefined]) {
      const publicAnswer = await call(ctx.app, 'GET', `/api/v1/spots/${id}`, { token });
      expect([publicAnswer.status, publicAnswer.body.result.code]).toEqual([400, 40000001]);
    }
    // Once deleted there is nothing to preview.
    await call(ctx.app, 'DELETE', `/api/v1/enterprise/spots/${id}`, { token: manager.token });
    const gone = await call(ctx.app, 'GET', path, { token: manager.token });
    expect([gone.status, gone.body.result.code]).toEqual([404, 40400000]);
  });
});

describe('who may do what', () => {
  it('lets STAFF read but not write, refuses other companies and anonymous callers, lets an admin do all', async () => {
    const { company: acme, domain } = await registeredCompany(ctx.db);
    const rival = await registeredCompany(ctx.db);
    const manager = await companyMember(ctx.db, acme.id, domain, 'MANAGER');
    const owner = await companyMember(ctx.db, acme.id, domain, 'OWNER');
    const staff = await companyMember(ctx.db, acme.id, domain, 'STAFF');
    const rivalManager = await companyMember(ctx.db, rival.company.id, rival.domain, 'MANAGER');
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const plain = await createUser(ctx.db);

    const listPath = `/api/v1/enterprise/companies/${acme.id}/spots`;
    const byOwner = await call<{ id: number }>(ctx.app, 'POST', listPath, { token: owner.token, body: input() });
    expect(byOwner.status).toBe(200);
    const byAdmin = await call<{ id: number }>(ctx.app, 'POST', listPath, { token: admin.token, body: input() });
    expect(byAdmin.status).toBe(200);
    const id = byAdmin.body.data.id;

    // STAFF: reads the list and the record, writes nothing.
    expect((await call(ctx.app, 'GET', listPath, { token: staff.token })).status).toBe(200);
    const record = await call<EnterpriseSpot>(ctx.app, 'GET', `/api/v1/enterprise/spots/${id}`, { token: staff.token });
    expect(record.status).toBe(200);
    const writes = [
      () => call(ctx.app, 'POST', listPath, { token: staff.token, body: input() }),
      () =>
        call(ctx.app, 'PUT', `/api/v1/enterprise/spots/${id}`, {
          token: staff.token,
          body: updateBody(record.body.data),
        }),
      () => call(ctx.app, 'POST', `/api/v1/enterprise/spots/${id}/publish`, { token: staff.token }),
      () => call(ctx.app, 'DELETE', `/api/v1/enterprise/spots/${id}`, { token: staff.token }),
      () => uploadImage(staff.token, id, new Uint8Array([1, 2, 3])),
    ];
    for (const write of writes) expect((await write()).body.result.code).toBe(40300000);

    // Another company's manager and a plain user: 403 everywhere.
    for (const outsider of [rivalManager, plain]) {
      expect((await call(ctx.app, 'GET', listPath, { token: outsider.token })).status).toBe(403);
      expect((await call(ctx.app, 'GET', `/api/v1/enterprise/spots/${id}`, { token: outsider.token })).status).toBe(
        403,
      );
      expect(
        (await call(ctx.app, 'POST', `/api/v1/enterprise/spots/${id}/publish`, { token: outsider.token })).status,
      ).toBe(403);
      const rivalList = await call<CompanySpotItem[]>(
        ctx.app,
        'GET',
        `/api/v1/enterprise/companies/${rival.company.id}/spots`,
        {
          token: outsider.token,
        },
      );
      if (outsider === rivalManager) expect(rivalList.body.data).toEqual([]);
    }
    // Anonymous: 401.
    expect((await call(ctx.app, 'GET', listPath)).status).toBe(401);
    expect((await call(ctx.app, 'POST', `/api/v1/enterprise/spots/${id}/publish`)).status).toBe(401);

    // The manager and the admin write; an unknown company or pop-up is 404 for the admin.
    expect(
      (await call(ctx.app, 'POST', `/api/v1/enterprise/spots/${id}/publish`, { token: manager.token })).status,
    ).toBe(200);
    expect(
      (await call(ctx.app, 'POST', `/api/v1/enterprise/spots/${id}/unpublish`, { token: admin.token })).status,
    ).toBe(200);
    expect(
      (await call(ctx.app, 'GET', '/api/v1/enterprise/companies/2000000000/spots', { token: admin.token })).status,
    ).toBe(404);
    expect((await call(ctx.app, 'GET', '/api/v1/enterprise/spots/2000000000', { token: admin.token })).status).toBe(
      404,
    );

    // An image id of another pop-up can't be moved in by a save.
    const other = await uploadImage(manager.token, byOwner.body.data.id, await makePng());
    const stolen = await call(ctx.app, 'PUT', `/api/v1/enterprise/spots/${id}`, {
      token: manager.token,
      body: { ...updateBody(record.body.data), images: [{ id: other.body.data.id, kind: 'HERO' }] },
    });
    expect([stolen.status, Object.keys((stolen.body.data as { fieldErrors: object }).fieldErrors)]).toEqual([
      400,
      ['json.images'],
    ]);
  });

  it("answers the geocoder's 'none' provider to managers, 403 to staff", async () => {
    const { company: acme, domain } = await registeredCompany(ctx.db);
    const manager = await companyMember(ctx.db, acme.id, domain, 'MANAGER');
    const staff = await companyMember(ctx.db, acme.id, domain, 'STAFF');
    const q = `/api/v1/enterprise/geocode?query=${encodeURIComponent('성수동2가 300')}`;
    const res = await call<GeocodeResult>(ctx.app, 'GET', q, { token: manager.token });
    expect(res.body.data).toEqual({ provider: 'none', candidates: [] });
    expect((await call(ctx.app, 'GET', q, { token: staff.token })).status).toBe(403);
    expect((await call(ctx.app, 'GET', q)).status).toBe(401);
  });
});
