import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { TRANSLATION_LOCALES } from '../../../lib/locales';
import {
  categories,
  categoryTranslations,
  regions,
  regionTranslations,
  reviewMetrics,
  reviewMetricTranslations,
  spotBenefits,
  spotBenefitTranslations,
  spotCategories,
  spotFiles,
  spots,
  spotTranslations,
  spotWebsites,
  tagTranslations,
} from '../schema';
import { CATEGORY_SEEDS, REVIEW_METRIC_SEEDS } from './data/categories';
import { REGION_NAME_SEEDS, REGION_SEEDS } from './data/regions';
import { SPOT_TRANSLATION_SEEDS } from './data/translations';
import { BENEFIT_TEXT_SEEDS, OPERATION_TIME_LINE_SEEDS, TAG_NAME_SEEDS } from './data/tags';
import { count, type SeedContext, type SeededSpot } from './context';
import { insertAll, insertReturningIds } from './insert';
import { seedImageKey } from './images';
import type { PlannedSpot } from './plan-spots';

/** Regions, categories and review metrics: reference data the spots point at. */
export async function seedReferenceData(ctx: SeedContext): Promise<void> {
  const { tx, clock } = ctx;
  // Parents first (the table references itself); DO NOTHING keeps rows an operator added.
  const byDepth = [1, 2, 3].map((depth) => REGION_SEEDS.filter((r) => r.depth === depth));
  for (const rows of byDepth) await tx.insert(regions).values(rows).onConflictDoNothing();
  count(ctx, 'regions', REGION_SEEDS.length);
  const regionNames = REGION_SEEDS.flatMap((r) =>
    TRANSLATION_LOCALES.map((locale) => ({ regionCode: r.code, locale, name: REGION_NAME_SEEDS[r.code][locale] })),
  );
  await tx.insert(regionTranslations).values(regionNames).onConflictDoNothing();

  const createdAt = clock.ago({ days: 365 });
  await tx
    .insert(categories)
    .values(
      CATEGORY_SEEDS.map((c, i) => ({ name: c.name, slug: c.slug, sortOrder: i, createdAt, updatedAt: createdAt })),
    )
    .onConflictDoNothing();
  const categoryRows = await tx
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(
      inArray(
        categories.slug,
        CATEGORY_SEEDS.map((c) => c.slug),
      ),
    );
  for (const row of categoryRows) ctx.categoryIds.set(row.slug, row.id);
  await tx
    .insert(categoryTranslations)
    .values(
      CATEGORY_SEEDS.flatMap((c) =>
        TRANSLATION_LOCALES.map((locale) => ({ categoryId: ctx.categoryIds.get(c.slug)!, locale, name: c[locale] })),
      ),
    )
    .onConflictDoNothing();
  count(ctx, 'categories', CATEGORY_SEEDS.length);

  // The shared tag vocabulary (decision 057): category names, which every pop-up's tags
  // include, and every other seeded tag and magazine label. Rows an operator added stay.
  const tagNames = [
    ...CATEGORY_SEEDS.map((c) => [c.name, [c.en, c.ja, c.zh]] as const),
    ...Object.entries(TAG_NAME_SEEDS),
  ];
  await tx
    .insert(tagTranslations)
    .values(
      tagNames.flatMap(([tag, names]) => TRANSLATION_LOCALES.map((locale, i) => ({ tag, locale, name: names[i] }))),
    )
    .onConflictDoNothing();
  count(ctx, 'tag_translations', tagNames.length * TRANSLATION_LOCALES.length);

  // Metrics have no natural key: reuse the active ones when an operator already made some.
  const existing = await tx
    .select({ id: reviewMetrics.id })
    .from(reviewMetrics)
    .where(sql`${reviewMetrics.isActive}`)
    .orderBy(reviewMetrics.sortOrder, reviewMetrics.id);
  if (existing.length > 0) {
    ctx.metricIds = existing.map((m) => m.id);
    return;
  }
  ctx.metricIds = await insertReturningIds(
    tx,
    reviewMetrics,
    REVIEW_METRIC_SEEDS.map((m, i) => ({ name: m.name, sortOrder: i, createdAt, updatedAt: createdAt })),
  );
  await insertAll(
    tx,
    reviewMetricTranslations,
    REVIEW_METRIC_SEEDS.flatMap((m, i) =>
      TRANSLATION_LOCALES.map((locale) => ({ metricId: ctx.metricIds[i], locale, name: m[locale] })),
    ),
  );
  count(ctx, 'review_metrics', ctx.metricIds.length);
}

const withId = (path: string, id: number) => path.replace('{id}', String(id));

/** The pop-ups and everything that hangs off them (images, categories, benefits, links, translations). */
export async function seedSpots(ctx: SeedContext, planned: PlannedSpot[]): Promise<void> {
  const { tx } = ctx;
  const ids = await insertReturningIds(
    tx,
    spots,
    planned.map((p) => ({ ...p.row, companyId: p.companyKey ? (ctx.companyIds.get(p.companyKey) ?? null) : null })),
  );
  ctx.spots = planned.map((p, i): SeededSpot => ({ ...p, id: ids[i] }));
  count(ctx, 'spots', ids.length);

  // The Popspot reservation link names the spot's own id, known only now.
  await tx.execute(
    sql`UPDATE ${spots} SET pre_reservation_link = replace(pre_reservation_link, '{id}', id::text) WHERE pre_reservation_link LIKE '%{id}%'`,
  );

  // Images: each base spot gets its own files; extra (benchmark) copies share their base's.
  const keyBase = new Map<number, number>();
  for (const s of ctx.spots) if (!keyBase.has(s.basePosition)) keyBase.set(s.basePosition, s.id);
  const files: (typeof spotFiles.$inferInsert)[] = [];
  for (const s of ctx.spots) {
    const ownerId = keyBase.get(s.basePosition)!;
    const owns = ownerId === s.id;
    const hero = ctx.images.hero.get(s.basePosition);
    const details = ctx.images.details.get(s.basePosition) ?? [];
    if (hero) {
      const key = seedImageKey(`spots/${ownerId}`, 'hero-1', hero);
      if (owns) ctx.files.set(key, hero);
      files.push({
        spotId: s.id,
        kind: 'HERO',
        path: key,
        width: hero.width,
        height: hero.height,
        sortOrder: 0,
        createdAt: s.row.createdAt,
        updatedAt: s.row.createdAt,
      });
    }
    // Benchmark copies carry the hero only: search lists and the map show nothing else.
    if (!s.isExtra)
      details.forEach((image, i) => {
        const key = seedImageKey(`spots/${ownerId}`, `detail-${i + 1}`, image);
        if (owns) ctx.files.set(key, image);
        files.push({
          spotId: s.id,
          kind: 'DETAIL',
          path: key,
          width: image.width,
          height: image.height,
          sortOrder: i,
          createdAt: s.row.createdAt,
          updatedAt: s.row.createdAt,
        });
      });
  }
  count(ctx, 'spot_files', await insertAll(tx, spotFiles, files));

  const categoryRows = ctx.spots.flatMap((s) =>
    s.categorySlugs
      .map((slug) => ({ spotId: s.id, categoryId: ctx.categoryIds.get(slug)! }))
      .filter((c) => c.categoryId !== undefined),
  );
  count(ctx, 'spot_categories', await insertAll(tx, spotCategories, categoryRows));

  const benefits = ctx.spots.flatMap((s) =>
    s.benefits.map((b, i) => ({ spotId: s.id, key: b.key, value: b.value, sortOrder: i })),
  );
  const benefitIds = await insertReturningIds(tx, spotBenefits, benefits);
  count(ctx, 'spot_benefits', benefitIds.length);

  const websites = ctx.spots.flatMap((s) =>
    s.websites.map((w) => ({ spotId: s.id, type: w.type, path: withId(w.path, s.id) })),
  );
  count(ctx, 'spot_websites', await insertAll(tx, spotWebsites, websites));

  const translations = ctx.spots
    .filter((s) => !s.isExtra && SPOT_TRANSLATION_SEEDS[s.position])
    .flatMap((s) =>
      TRANSLATION_LOCALES.map((locale) => {
        const t = SPOT_TRANSLATION_SEEDS[s.position][locale];
        return {
          spotId: s.id,
          locale,
          title: t.title,
          name: t.name,
          content: t.content,
          notice: t.notice ?? null,
          operationTime: translatedLines(s.row.operationTime ?? [], locale),
          createdAt: s.row.createdAt,
          updatedAt: s.row.createdAt,
        };
      }),
    );
  count(ctx, 'spot_translations', await insertAll(tx, spotTranslations, translations));

  // The benefit lines of the translated pop-ups, in the same languages.
  const translatedSpots = new Set(translations.map((t) => t.spotId));
  const benefitTranslations = benefits.flatMap((b, i) => {
    const key = BENEFIT_TEXT_SEEDS[b.key];
    const value = b.value ? BENEFIT_TEXT_SEEDS[b.value] : undefined;
    if (!translatedSpots.has(b.spotId) || !key || !value) return [];
    return TRANSLATION_LOCALES.map((locale, l) => ({
      benefitId: benefitIds[i],
      locale,
      key: key[l],
      value: value[l],
    }));
  });
  count(ctx, 'spot_benefit_translations', await insertAll(tx, spotBenefitTranslations, benefitTranslations));
}

/** A pop-up's opening-hours lines in `locale`, or null (Korean shown) unless every line has one. */
function translatedLines(lines: string[], locale: (typeof TRANSLATION_LOCALES)[number]): string[] | null {
  const index = TRANSLATION_LOCALES.indexOf(locale);
  const out = lines.map((line) => OPERATION_TIME_LINE_SEEDS[line]?.[index]);
  return out.length > 0 && out.every((line) => line !== undefined) ? (out as string[]) : null;
}
