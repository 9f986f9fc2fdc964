import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { CompanySpotStatus, EnterpriseSpot, enterpriseSpotInputSchema } from '@/api/contracts/enterprise-spots';
import { TRANSLATION_LOCALES } from '@/lib/locales';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import {
  categories,
  spotBenefits,
  spotBenefitTranslations,
  spotCategories,
  spotFiles,
  spots,
  spotTranslations,
  spotWebsites,
} from '../../db/schema';
import { resolveSpotRegion } from '../../geo/resolve-spot-region';
import { publicFileUrl } from '../../storage/file-storage';

/** The write body after zod (trimmed, blanks as null). */
export type SpotInput = z.output<typeof enterpriseSpotInputSchema>;

export function spotStatusOf(activatedAt: Date | null, now = Date.now()): CompanySpotStatus {
  if (!activatedAt) return 'UNPUBLISHED';
  return activatedAt.getTime() > now ? 'SCHEDULED' : 'PUBLISHED';
}

/** The whole editable record of a pop-up (deleted ones included: the caller decides). */
export async function readCompanySpot(tx: Executor, spotId: number): Promise<EnterpriseSpot> {
  const [spot] = await tx.select().from(spots).where(eq(spots.id, spotId)).limit(1);
  if (!spot) throw apiError('NOT_FOUND');
  const [cats, benefits, websites, files, translations] = await Promise.all([
    tx
      .select({ id: spotCategories.categoryId })
      .from(spotCategories)
      .innerJoin(categories, eq(categories.id, spotCategories.categoryId))
      .where(eq(spotCategories.spotId, spotId))
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    tx
      .select({ id: spotBenefits.id, key: spotBenefits.key, value: spotBenefits.value })
      .from(spotBenefits)
      .where(eq(spotBenefits.spotId, spotId))
      .orderBy(asc(spotBenefits.sortOrder), asc(spotBenefits.id)),
    tx
      .select({ type: spotWebsites.type, path: spotWebsites.path })
      .from(spotWebsites)
      .where(eq(spotWebsites.spotId, spotId))
      .orderBy(asc(spotWebsites.type)),
    tx
      .select()
      .from(spotFiles)
      .where(eq(spotFiles.spotId, spotId))
      .orderBy(asc(spotFiles.kind), asc(spotFiles.sortOrder), asc(spotFiles.id)),
    tx.select().from(spotTranslations).where(eq(spotTranslations.spotId, spotId)),
  ]);
  const benefitTranslations =
    benefits.length > 0
      ? await tx
          .select()
          .from(spotBenefitTranslations)
          .where(
            inArray(
              spotBenefitTranslations.benefitId,
              benefits.map((b) => b.id),
            ),
          )
      : [];
  const translationOf = (locale: (typeof TRANSLATION_LOCALES)[number]) => {
    const t = translations.find((row) => row.locale === locale);
    const benefitOf = (benefitId: number) => {
      const b = benefitTranslations.find((row) => row.benefitId === benefitId && row.locale === locale);
      return b?.value ? { key: b.key, value: b.value } : null;
    };
    return t
      ? {
          title: t.title,
          name: t.name,
          content: t.content,
          notice: t.notice,
          additionalInformation: t.additionalInformation,
          operationTime: t.operationTime && t.operationTime.length > 0 ? t.operationTime : null,
          benefits: benefits.map((b) => benefitOf(b.id)),
        }
      : null;
  };
  return {
    id: spot.id,
    companyId: spot.companyId,
    status: spotStatusOf(spot.activatedAt),
    activatedAt: spot.activatedAt?.toISOString() ?? null,
    updatedAt: spot.updatedAt.toISOString(),
    type: spot.type,
    title: spot.title,
    name: spot.name,
    openDate: spot.openDate,
    closeDate: spot.closeDate,
    operationTime: spot.operationTime,
    // Stored as the road address when no lot-number one was given (see spotColumns): the
    // editor shows that as the empty field it was.
    address: spot.address === spot.roadAddress ? '' : spot.address,
    roadAddress: spot.roadAddress,
    addressDetail: spot.addressDetail,
    latitude: spot.latitude,
    longitude: spot.longitude,
    regionCode: spot.regionCode,
    region1DepthName: spot.region1DepthName,
    region2DepthName: spot.region2DepthName,
    notice: spot.notice,
    content: spot.content,
    additionalInformation: spot.additionalInformation,
    tags: spot.tags,
    entryFee: spot.entryFee,
    categoryIds: cats.map((c) => c.id),
    benefits: benefits.map((b) => ({ key: b.key, value: b.value })),
    websites,
    isPopspotReservation: spot.isPopspotReservation,
    preReservationLink: spot.preReservationLink,
    preReservationStartedAt: spot.preReservationStartedAt?.toISOString() ?? null,
    preReservationEndedAt: spot.preReservationEndedAt?.toISOString() ?? null,
    images: files.map((f) => ({
      id: f.id,
      kind: f.kind,
      path: publicFileUrl(f.path),
      width: f.width,
      height: f.height,
    })),
    translations: { en: translationOf('en'), ja: translationOf('ja'), zh: translationOf('zh') },
  };
}

/**
 * The spots row's columns from the write body, with the region resolved. A member may not
 * give a pop-up one of Popspot's own types (PARTNER, POPSPOT_STORE) unless it already has it.
 */
export async function spotColumns(tx: Executor, input: SpotInput, rules: { isAdmin: boolean; currentType?: string }) {
  if (!rules.isAdmin && ['PARTNER', 'POPSPOT_STORE'].includes(input.type) && input.type !== rules.currentType) {
    throw apiError('BAD_REQUEST', { 'json.type': ['this type is reserved for Popspot'] });
  }
  // The column every reader shows (lib/address.ts prefers the road address anyway) is never
  // empty: without a lot-number address it holds the road address (the schema needs one).
  const address = input.address ?? input.roadAddress ?? '';
  const region = await resolveSpotRegion(tx, { ...input, address });
  return {
    type: input.type,
    title: input.title,
    name: input.name,
    openDate: input.openDate,
    closeDate: input.closeDate,
    operationTime: input.operationTime,
    address,
    roadAddress: input.roadAddress,
    addressDetail: input.addressDetail,
    latitude: input.latitude,
    longitude: input.longitude,
    ...region,
    notice: input.notice,
    content: input.content,
    additionalInformation: input.additionalInformation,
    tags: input.tags,
    entryFee: input.entryFee,
    isPopspotReservation: input.isPopspotReservation,
    preReservationLink: input.preReservationLink,
    preReservationStartedAt: input.preReservationStartedAt ? new Date(input.preReservationStartedAt) : null,
    preReservationEndedAt: input.preReservationEndedAt ? new Date(input.preReservationEndedAt) : null,
  };
}

/**
 * Replaces the pop-up's categories, benefits, websites and translations with the body's. The
 * benefit lines are new rows each time, so their translations (by position in the body) are
 * written with them.
 */
export async function replaceSpotChildren(tx: Executor, spotId: number, input: SpotInput): Promise<void> {
  if (input.categoryIds.length > 0) {
    const known = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, input.categoryIds));
    if (known.length !== input.categoryIds.length) {
      throw apiError('BAD_REQUEST', { 'json.categoryIds': ['unknown category'] });
    }
  }
  await tx.delete(spotCategories).where(eq(spotCategories.spotId, spotId));
  if (input.categoryIds.length > 0) {
    await tx.insert(spotCategories).values(input.categoryIds.map((categoryId) => ({ spotId, categoryId })));
  }
  // Their translations go with them (the foreign key cascades).
  await tx.delete(spotBenefits).where(eq(spotBenefits.spotId, spotId));
  const benefitIds =
    input.benefits.length > 0
      ? (
          await tx
            .insert(spotBenefits)
            .values(input.benefits.map((b, i) => ({ spotId, key: b.key, value: b.value, sortOrder: i })))
            .returning({ id: spotBenefits.id })
        ).map((row) => row.id)
      : [];
  await tx.delete(spotWebsites).where(eq(spotWebsites.spotId, spotId));
  if (input.websites.length > 0) {
    await tx.insert(spotWebsites).values(input.websites.map((w) => ({ spotId, type: w.type, path: w.path })));
  }
  for (const locale of TRANSLATION_LOCALES) {
    const t = input.translations[locale];
    if (!t) {
      await tx
        .delete(spotTranslations)
        .where(and(eq(spotTranslations.spotId, spotId), eq(spotTranslations.locale, locale)));
      continue;
    }
    const { benefits, ...text } = t;
    await tx
      .insert(spotTranslations)
      .values({ spotId, locale, ...text })
      .onConflictDoUpdate({
        target: [spotTranslations.spotId, spotTranslations.locale],
        set: { ...text, updatedAt: sql`now()` },
      });
    const lines = benefitIds.flatMap((benefitId, i) => {
      const line = benefits[i];
      return line ? [{ benefitId, locale, key: line.key, value: line.value }] : [];
    });
    if (lines.length > 0) await tx.insert(spotBenefitTranslations).values(lines);
  }
}

/** Names of the editable fields whose value differs between two records (the audit's detail). */
export function changedFields(before: EnterpriseSpot, after: EnterpriseSpot): string[] {
  const skip = new Set(['id', 'companyId', 'status', 'activatedAt', 'updatedAt']);
  const normalise = (key: string, value: unknown) =>
    key === 'images' ? (value as EnterpriseSpot['images']).map((i) => [i.id, i.kind]) : value;
  return Object.keys(after).filter(
    (key) =>
      !skip.has(key) &&
      JSON.stringify(normalise(key, before[key as keyof EnterpriseSpot])) !==
        JSON.stringify(normalise(key, after[key as keyof EnterpriseSpot])),
  );
}
