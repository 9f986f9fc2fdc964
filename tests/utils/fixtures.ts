import type { Database } from '@/server/db/client';
import { partners, regionTranslations, regions, spots } from '@/server/db/schema';
import { REGION_NAME_SEEDS, REGION_SEEDS } from '@/server/db/seed/data/regions';
import { TRANSLATION_LOCALES } from '@/lib/locales';
import { seoulDayKey } from '@/lib/period-type';

const DAY = 24 * 60 * 60 * 1000;

/** A Korean calendar day `offset` days from today, as the date columns store it. */
export function seoulDay(offset: number): string {
  return seoulDayKey(Date.now() + offset * DAY);
}

type SpotInsert = typeof spots.$inferInsert;

/** A public, running pop-up in Seongsu unless told otherwise. */
export async function insertSpot(db: Database, overrides: Partial<SpotInsert> = {}) {
  const [spot] = await db
    .insert(spots)
    .values({
      title: '테스트 팝업스토어',
      type: 'STORE',
      openDate: seoulDay(-3),
      closeDate: seoulDay(10),
      address: '서울 성동구 성수동2가 300-1',
      latitude: 37.5446,
      longitude: 127.0559,
      activatedAt: new Date(Date.now() - DAY),
      ...overrides,
    })
    .returning();
  return spot;
}

type PartnerInsert = typeof partners.$inferInsert;

/** A partner business (the pass's places), in Seongsu unless told otherwise. */
export async function insertPartner(db: Database, overrides: Partial<PartnerInsert> = {}) {
  const [partner] = await db
    .insert(partners)
    .values({
      name: '제휴 카페',
      address: '서울 성동구 성수동2가 1',
      latitude: 37.5446,
      longitude: 127.0559,
      ...overrides,
    })
    .returning();
  return partner;
}

/** The seed's regions (parents first: the table references itself) and their en/ja/zh names. */
export async function insertSeedRegions(db: Database): Promise<void> {
  for (const depth of [1, 2, 3]) await db.insert(regions).values(REGION_SEEDS.filter((r) => r.depth === depth));
  await db
    .insert(regionTranslations)
    .values(
      REGION_SEEDS.flatMap((r) =>
        TRANSLATION_LOCALES.map((locale) => ({ regionCode: r.code, locale, name: REGION_NAME_SEEDS[r.code][locale] })),
      ),
    );
}
