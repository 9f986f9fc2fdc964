import 'server-only';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { SpotList, SpotListQuery } from '@/api/contracts/spots';
import { periodType } from '@/lib/period-type';
import { getDb } from '../db/client';
import { spotFiles, spots, spotTranslations } from '../db/schema';
import { publicFileUrl } from '../storage/file-storage';
import { periodTypeIs } from '../db/sql/period-type';
import { isPublicSpot } from '../db/sql/spot-visibility';
import { translationLocaleOf, type Lang } from './content-locale';
import { categoriesBySpot } from './spot-categories';

type Input = Required<Pick<SpotListQuery, 'page' | 'size'>> & Pick<SpotListQuery, 'periodType'> & { lang: Lang };

/**
 * Public pop-ups page by page, newest activation first (ties by id so pages never overlap).
 * One query for the page, then one each for hero images, categories and translations of
 * just those ids: no N+1.
 */
export async function listSpots(input: Input): Promise<SpotList> {
  const db = await getDb();
  const where = and(isPublicSpot(), input.periodType ? periodTypeIs(input.periodType) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(spots)
      .where(where)
      .orderBy(desc(spots.activatedAt), desc(spots.id))
      .limit(input.size)
      .offset(input.page * input.size),
    db.select({ total: count() }).from(spots).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const locale = translationLocaleOf(input.lang);
  // Empty pages skip the follow-up queries.
  const [heroes, cats, translations] = ids.length
    ? await Promise.all([
        db
          .selectDistinctOn([spotFiles.spotId], { spotId: spotFiles.spotId, id: spotFiles.id, path: spotFiles.path })
          .from(spotFiles)
          .where(and(inArray(spotFiles.spotId, ids), eq(spotFiles.kind, 'HERO')))
          .orderBy(spotFiles.spotId, asc(spotFiles.sortOrder), asc(spotFiles.id)),
        categoriesBySpot(db, ids, input.lang),
        locale
          ? db
              .select({ spotId: spotTranslations.spotId, title: spotTranslations.title })
              .from(spotTranslations)
              .where(and(inArray(spotTranslations.spotId, ids), eq(spotTranslations.locale, locale)))
          : [],
      ])
    : [[], new Map<number, { name: string }[]>(), []];

  const heroBySpot = new Map(heroes.map((h) => [h.spotId, { id: h.id, path: publicFileUrl(h.path) }]));
  const titleBySpot = new Map(translations.map((t) => [t.spotId, t.title]));

  return {
    content: rows.map((s) => ({
      id: s.id,
      type: s.type,
      title: titleBySpot.get(s.id) ?? s.title,
      periodType: periodType(s.openDate, s.closeDate),
      area: { latitude: s.latitude, longitude: s.longitude, region2Depth: s.region2DepthName ?? '' },
      openDate: s.openDate,
      closeDate: s.closeDate,
      operationTime: s.operationTime,
      file: heroBySpot.get(s.id) ?? null,
      categories: cats.get(s.id) ?? [],
    })),
    page: { number: input.page, size: input.size, totalElements: total, totalPages: Math.ceil(total / input.size) },
  };
}
