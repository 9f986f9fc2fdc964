import 'server-only';
import { and, asc, count, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { SpotDetail } from '@/api/contracts/spots';
import { periodType } from '@/lib/period-type';
import { type Locale, translationLocaleOf } from '@/lib/locales';
import { getDb } from '../../db/client';
import {
  companies,
  picks,
  reservationNotifications,
  spotBenefits,
  spotFiles,
  spotQueues,
  spots,
  spotTranslations,
  spotWebsites,
} from '../../db/schema';
import { isPublicSpot } from '../../db/sql/spot-visibility';
import { publicFileUrl } from '../../storage/file-storage';
import { earliestAfter } from '../../cache/page-cache';
import { categoriesBySpot } from './spot-categories';
import { regionLabelsFor } from '../regions/region-labels';
import { benefitTranslationsIn, operationTimeIn, tagLabelsOf, tagNamesIn } from './spot-text-translations';

/** "Recent" for the recent-pick toast: picks made in the last 7 days. */
const RECENT_PICK_WINDOW = sql`now() - interval '7 days'`;

/**
 * When a scheduled pop-up (not deleted, activated_at in the future) goes public, in epoch
 * milliseconds; null for any other pop-up.
 */
export async function scheduledActivation(spotId: number): Promise<number | null> {
  const db = await getDb();
  const [spot] = await db
    .select({ activatedAt: spots.activatedAt, deletedAt: spots.deletedAt })
    .from(spots)
    .where(eq(spots.id, spotId))
    .limit(1);
  const at = spot?.activatedAt?.getTime();
  return spot && !spot.deletedAt && at !== undefined && at > Date.now() ? at : null;
}

/**
 * A pop-up's detail as the detail page shows it. Unknown ids are NOT_FOUND; a spot that is
 * not public (isPublicSpot, the one condition the lists, the map and the sitemap use:
 * soft-deleted, or not yet activated) is UNAVAILABLE (40000001), which the page turns into
 * the 'deleted content' dialog. `preview` (its company's preview, whose caller is checked
 * there) shows a pop-up that is not public yet too.
 */
export async function getSpotDetail(input: {
  spotId: number;
  viewerId: number | null;
  lang: Locale;
  preview?: boolean;
}): Promise<SpotDetail> {
  const db = await getDb();
  const locale = translationLocaleOf(input.lang);
  const [spot] = await db
    .select({ ...getTableColumns(spots), isPublic: sql<boolean>`${isPublicSpot()}` })
    .from(spots)
    .where(eq(spots.id, input.spotId))
    .limit(1);
  if (!spot) throw apiError('NOT_FOUND');
  // Public is the lists' and the sitemap's condition (isPublicSpot); the preview also shows
  // a pop-up not yet published, never a deleted one.
  if (!spot.isPublic && (!input.preview || spot.deletedAt)) throw apiError('UNAVAILABLE');

  // Started first so its two small queries overlap the others; the no-op catch keeps a
  // failure from being unhandled while Promise.all below is still pending (it is awaited later).
  const regionLabels = regionLabelsFor(db, [spot], input.lang);
  regionLabels.catch(() => {});
  const tagNames = tagNamesIn(db, spot.tags, input.lang);
  tagNames.catch(() => {});
  const [files, cats, benefits, websites, translation, recentPicks, queueCount, myPick, myAlerts, company] =
    await Promise.all([
      db
        .select({ id: spotFiles.id, path: spotFiles.path, width: spotFiles.width, height: spotFiles.height })
        .from(spotFiles)
        .where(eq(spotFiles.spotId, spot.id))
        .orderBy(asc(spotFiles.kind), asc(spotFiles.sortOrder), asc(spotFiles.id)),
      categoriesBySpot(db, [spot.id], input.lang).then((bySpot) => bySpot.get(spot.id) ?? []),
      db
        .select({ id: spotBenefits.id, key: spotBenefits.key, value: spotBenefits.value })
        .from(spotBenefits)
        .where(eq(spotBenefits.spotId, spot.id))
        .orderBy(asc(spotBenefits.sortOrder), asc(spotBenefits.id))
        .then(async (rows) => {
          // The spec drops benefits whose value is blank.
          const shown = rows.filter((b): b is typeof b & { value: string } => Boolean(b.value?.trim()));
          const translated = await benefitTranslationsIn(
            db,
            shown.map((b) => b.id),
            input.lang,
          );
          return shown.map((b) => {
            const t = translated.get(b.id);
            return t ? { ...t, locale: input.lang } : { key: b.key, value: b.value, locale: 'ko' as const };
          });
        }),
      db
        .select({ type: spotWebsites.type, path: spotWebsites.path })
        .from(spotWebsites)
        .where(eq(spotWebsites.spotId, spot.id)),
      locale
        ? db
            .select()
            .from(spotTranslations)
            .where(and(eq(spotTranslations.spotId, spot.id), eq(spotTranslations.locale, locale)))
            .limit(1)
            .then((rows) => rows[0])
        : Promise.resolve(undefined),
      db
        .select({ n: count() })
        .from(picks)
        .where(and(eq(picks.type, 'POPUP'), eq(picks.referenceId, spot.id), gte(picks.createdAt, RECENT_PICK_WINDOW)))
        .then((rows) => rows[0]?.n ?? 0),
      db
        .select({ n: count() })
        .from(spotQueues)
        .where(eq(spotQueues.spotId, spot.id))
        .then((rows) => rows[0]?.n ?? 0),
      input.viewerId
        ? db
            .select({ id: picks.id })
            .from(picks)
            .where(and(eq(picks.userId, input.viewerId), eq(picks.type, 'POPUP'), eq(picks.referenceId, spot.id)))
            .limit(1)
            .then((rows) => rows[0]?.id ?? null)
        : Promise.resolve(null),
      input.viewerId
        ? db
            .select({ n: count() })
            .from(reservationNotifications)
            .where(
              and(eq(reservationNotifications.userId, input.viewerId), eq(reservationNotifications.spotId, spot.id)),
            )
            .then((rows) => (rows[0]?.n ?? 0) > 0)
        : Promise.resolve(false),
      spot.companyId
        ? db
            .select({ name: companies.name })
            .from(companies)
            .where(eq(companies.id, spot.companyId))
            .limit(1)
            .then((rows) => rows[0] ?? null)
        : Promise.resolve(null),
    ]);

  const hours = operationTimeIn(spot.operationTime, translation?.operationTime, input.lang);
  return {
    id: spot.id,
    title: translation?.title ?? spot.title,
    name: translation?.name ?? spot.name,
    type: spot.type,
    periodType: periodType(spot.openDate, spot.closeDate),
    openDate: spot.openDate,
    closeDate: spot.closeDate,
    operationTime: hours.lines,
    files: files.map((f) => ({ id: f.id, path: publicFileUrl(f.path), width: f.width, height: f.height })),
    categories: cats,
    address: spot.address,
    roadAddress: spot.roadAddress,
    addressDetail: spot.addressDetail,
    latitude: spot.latitude,
    longitude: spot.longitude,
    region: await regionLabels.then(([r]) => ({
      code: spot.regionCode ?? '',
      depth1: r.depth1.name,
      depth2: r.depth2.name,
      depth1Locale: r.depth1.locale,
      depth2Locale: r.depth2.locale,
    })),
    notice: translation?.notice ?? spot.notice,
    content: translation?.content ?? spot.content,
    additionalInformation: translation?.additionalInformation ?? spot.additionalInformation,
    tags: spot.tags,
    tagLabels: tagLabelsOf(spot.tags, await tagNames, input.lang),
    benefits,
    website: Object.fromEntries(websites.map((w) => [w.type, w.path])),
    pickId: myPick,
    recentPickCount: recentPicks,
    isPopspotReservation: spot.isPopspotReservation,
    preReservationLink: spot.preReservationLink,
    preReservationStartedAt: spot.preReservationStartedAt?.toISOString() ?? null,
    preReservationEndedAt: spot.preReservationEndedAt?.toISOString() ?? null,
    isReservationNotificationRegistered: myAlerts,
    hasQueueConfig: queueCount > 0,
    entryFee: spot.entryFee,
    organizer: company,
    contentLocale: translation ? input.lang : 'ko',
    textLocales: {
      title: translation ? input.lang : 'ko',
      content: translation?.content ? input.lang : 'ko',
      notice: translation?.notice ? input.lang : 'ko',
      additionalInformation: translation?.additionalInformation ? input.lang : 'ko',
      operationTime: hours.locale,
    },
  };
}

/**
 * The next instant at which something the detail shows changes by itself: the
 * pre-reservation window opening or closing (statuses change at Seoul midnight, which every
 * pop-up read adds). Null when no such instant is ahead.
 */
export function spotFreshUntil(
  spot: Pick<SpotDetail, 'preReservationStartedAt' | 'preReservationEndedAt'>,
  now: number,
): number | null {
  const at = (iso: string | null) => (iso ? Date.parse(iso) : null);
  return earliestAfter(now, [at(spot.preReservationStartedAt), at(spot.preReservationEndedAt)]);
}
