import 'server-only';
import { sql } from 'drizzle-orm';
import { TRANSLATION_LOCALES } from '../../../lib/locales';
import {
  magazinePostCategories,
  magazinePostOptions,
  magazinePostOptionTranslations,
  magazinePosts,
  magazinePostTranslations,
  notices,
  noticeTranslations,
  partners,
  partnerTranslations,
} from '../schema';
import {
  MAGAZINE_SEEDS,
  NOTICE_SEEDS,
  NOTICE_TRANSLATION_SEEDS,
  PARTNER_SEEDS,
  PARTNER_TRANSLATION_SEEDS,
} from './data/editorial';
import { AREAS } from './data/regions';
import { count, spotAt, type SeedContext } from './context';
import { seedImageKey } from './images';
import { insertAll, insertReturningIds } from './insert';
import { slugOf } from './plan-spots';
import { randomFor } from './random';

type OptionInsert = typeof magazinePostOptions.$inferInsert;

/** Popspot Pass partner businesses with cover images, and their names and texts in en/ja/zh. */
export async function seedPartners(ctx: SeedContext): Promise<void> {
  const { tx, clock } = ctx;
  const r = randomFor('partners');
  const rows = PARTNER_SEEDS.map((p) => {
    const area = AREAS[p.area];
    const createdAt = clock.ago({ days: r.int(30, 200) });
    return {
      name: p.name,
      categories: p.categories,
      description: p.description,
      passBenefit: p.passBenefit,
      website: `https://${slugOf(p.latin)}.example`,
      phone: p.phone,
      operationTime: p.operationTime,
      address: `${area.depth1} ${area.depth2} ${area.dong} ${area.lotBase + r.int(0, 60)}-${r.int(1, 80)}`,
      roadAddress: `${area.depth1} ${area.depth2} ${r.pick(area.roads)} ${r.int(3, 120)}`,
      addressDetail: r.pick(['1층', '2층', '지하 1층', null]),
      latitude: Number((area.latitude + r.float(-area.spread, area.spread)).toFixed(6)),
      longitude: Number((area.longitude + r.float(-area.spread, area.spread) * 1.25).toFixed(6)),
      regionCode: area.regionCode,
      region1DepthName: area.depth1,
      region2DepthName: area.depth2,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const ids = await insertReturningIds(tx, partners, rows);
  count(ctx, 'partners', ids.length);
  const translations = PARTNER_SEEDS.flatMap((p, i) =>
    TRANSLATION_LOCALES.flatMap((locale) => {
      const text = PARTNER_TRANSLATION_SEEDS[p.latin]?.[locale];
      return text ? [{ partnerId: ids[i], locale, ...text }] : [];
    }),
  );
  count(ctx, 'partner_translations', await insertAll(tx, partnerTranslations, translations));
  // The cover key names the id, so it is filled in after the insert, in one statement.
  const covers = ids.map((id, i) => {
    const image = ctx.images.partnerCovers[i % ctx.images.partnerCovers.length];
    const key = seedImageKey(`partners/${id}`, 'cover', image);
    ctx.files.set(key, image);
    return { id, key };
  });
  await setFilePaths(ctx, 'partners', covers);
}

/**
 * Sets `file_path` of rows by id in one statement, keeping `updated_at` as inserted
 * (Drizzle's $onUpdate would stamp the wall clock).
 */
async function setFilePaths(
  ctx: SeedContext,
  table: 'partners' | 'magazine_posts',
  rows: { id: number; key: string }[],
) {
  if (!rows.length) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::int, ${r.key}::text)`),
    sql`, `,
  );
  await ctx.tx.execute(sql`
    UPDATE ${sql.identifier(table)} AS t SET file_path = v.path, updated_at = t.created_at
    FROM (VALUES ${values}) AS v(id, path) WHERE t.id = v.id`);
}

/** Editorial posts with every block type, two of them translated, and service notices. */
export async function seedEditorial(ctx: SeedContext): Promise<void> {
  const { tx, clock } = ctx;
  const posts = MAGAZINE_SEEDS.map((m) => {
    const displayedDate = clock.day(-m.daysAgo);
    const publishedAt = m.status === 'PUBLISHED' ? clock.clampPast(clock.at(displayedDate, 9)) : null;
    const createdAt = clock.clampPast(clock.at(displayedDate, 8));
    return {
      title: m.title,
      subTitle: m.subTitle || null,
      displayedDate,
      status: m.status,
      publishedAt,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const postIds = await insertReturningIds(tx, magazinePosts, posts);
  count(ctx, 'magazine_posts', postIds.length);

  const covers = postIds.map((id, i) => {
    const image = ctx.images.magazineCovers[i % ctx.images.magazineCovers.length];
    const key = seedImageKey(`magazine/${id}`, 'cover', image);
    ctx.files.set(key, image);
    return { id, key };
  });
  await setFilePaths(ctx, 'magazine_posts', covers);

  const options: OptionInsert[] = [];
  const textOptionIndex: { post: number; optionIndex: number }[] = [];
  let inline = 0;
  MAGAZINE_SEEDS.forEach((m, pi) => {
    m.blocks.forEach((block, sortOrder) => {
      const base: OptionInsert = { postId: postIds[pi], sortOrder, type: block.type };
      if (block.type === 'TEXT' || block.type === 'HEADING' || block.type === 'QUOTE') {
        if (block.type === 'TEXT') textOptionIndex.push({ post: pi, optionIndex: options.length });
        options.push({ ...base, textContent: block.text });
      } else if (block.type === 'IMAGE') {
        const image = ctx.images.magazineInline[inline++ % ctx.images.magazineInline.length];
        const key = seedImageKey(`magazine/${postIds[pi]}`, `image-${sortOrder + 1}`, image);
        ctx.files.set(key, image);
        options.push({ ...base, imagePath: key, textContent: block.caption });
      } else if (block.type === 'SPOT') {
        const spot = spotAt(ctx, block.spotIndex);
        if (spot) options.push({ ...base, spotId: spot.id });
      } else if (block.type === 'LINK') {
        options.push({ ...base, linkUrl: block.url, textContent: block.text ?? null });
      } else {
        options.push(base);
      }
    });
  });
  const optionIds = await insertReturningIds(tx, magazinePostOptions, options);
  count(ctx, 'magazine_post_options', optionIds.length);

  const categories = MAGAZINE_SEEDS.flatMap((m, i) => m.categories.map((name) => ({ postId: postIds[i], name })));
  count(ctx, 'magazine_post_categories', await insertAll(tx, magazinePostCategories, categories));

  const translations: (typeof magazinePostTranslations.$inferInsert)[] = [];
  const optionTranslations: (typeof magazinePostOptionTranslations.$inferInsert)[] = [];
  MAGAZINE_SEEDS.forEach((m, pi) => {
    if (!m.translations) return;
    const texts = textOptionIndex.filter((t) => t.post === pi);
    for (const locale of TRANSLATION_LOCALES) {
      const t = m.translations[locale];
      translations.push({
        postId: postIds[pi],
        locale,
        title: t.title,
        subTitle: t.subTitle,
        createdAt: posts[pi].createdAt,
        updatedAt: posts[pi].createdAt,
      });
      texts.forEach((entry, k) => {
        if (t.texts[k])
          optionTranslations.push({ optionId: optionIds[entry.optionIndex], locale, textContent: t.texts[k] });
      });
    }
  });
  count(ctx, 'magazine_post_translations', await insertAll(tx, magazinePostTranslations, translations));
  count(
    ctx,
    'magazine_post_option_translations',
    await insertAll(tx, magazinePostOptionTranslations, optionTranslations),
  );

  const noticeRows = NOTICE_SEEDS.map((n) => {
    const publishedAt = n.daysAgo >= 0 ? clock.ago({ days: n.daysAgo }) : clock.later({ days: -n.daysAgo });
    const createdAt = n.daysAgo >= 0 ? publishedAt : clock.ago({ hours: 3 });
    return { title: n.title, content: n.content, isPinned: n.pinned, publishedAt, createdAt, updatedAt: createdAt };
  });
  const noticeIds = await insertReturningIds(tx, notices, noticeRows);
  count(ctx, 'notices', noticeIds.length);
  const noticeTexts = NOTICE_SEEDS.flatMap((n, i) =>
    TRANSLATION_LOCALES.flatMap((locale) => {
      const text = NOTICE_TRANSLATION_SEEDS[n.title]?.[locale];
      return text ? [{ noticeId: noticeIds[i], locale, ...text }] : [];
    }),
  );
  count(ctx, 'notice_translations', await insertAll(tx, noticeTranslations, noticeTexts));
}
