import { z } from 'zod';
import { localeSchema } from './locale';
import { spotTypes } from '@/lib/spot-types';
import { idParam } from './envelope';

export { spotTypes };
const periodTypes = ['READY', 'IN_PROGRESS', 'ENDED'] as const;
const websiteTypes = ['WEB', 'INSTAGRAM', 'FACEBOOK', 'POPSPOT_PASS'] as const;

export const spotTypeSchema = z.enum(spotTypes);
export const periodTypeSchema = z.enum(periodTypes);

export const spotFileSchema = z
  .object({
    id: z.number().int(),
    path: z.string(),
    /** Pixel size when known (the detail answer has it), so a client can reserve the image's space. */
    width: z.number().int().nullable().optional(),
    height: z.number().int().nullable().optional(),
  })
  .meta({ id: 'SpotFile' });

export const spotDetailSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    name: z.string().nullable(),
    type: spotTypeSchema,
    periodType: periodTypeSchema,
    /** ISO 8601 instants (UTC); the product's day boundaries are Asia/Seoul. */
    openDate: z.string(),
    closeDate: z.string().nullable(),
    /** Opening-hours lines in the request's language when translated (textLocales.operationTime says which). */
    operationTime: z.array(z.string()),
    files: z.array(spotFileSchema),
    categories: z.array(z.object({ name: z.string() })),
    address: z.string(),
    roadAddress: z.string().nullable(),
    addressDetail: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    /** Names in the request's language; depth1Locale/depth2Locale say which ('ko' when untranslated). */
    region: z.object({
      code: z.string(),
      depth1: z.string(),
      depth2: z.string(),
      depth1Locale: localeSchema,
      depth2Locale: localeSchema,
    }),
    notice: z.string().nullable(),
    content: z.string().nullable(),
    additionalInformation: z.string().nullable(),
    /** The stored (Korean) tags: what search and the tag filter take, so links use these. */
    tags: z.array(z.string()),
    /**
     * The same tags, in the same order, named in the request's language where the shared tag
     * vocabulary has a translation; `locale` is 'ko' where it has none. Always sent; optional
     * so hand-written details (tests, mocks) without it show `tags` as Korean.
     */
    tagLabels: z.array(z.object({ tag: z.string(), name: z.string(), locale: localeSchema })).optional(),
    /**
     * Benefit lines in the request's language where translated; `locale` says which ('ko'
     * when the line has no translation; absent reads as Korean).
     */
    benefits: z.array(z.object({ key: z.string(), value: z.string(), locale: localeSchema.optional() })),
    website: z.partialRecord(z.enum(websiteTypes), z.string()),
    pickId: z.number().int().nullable(),
    recentPickCount: z.number().int(),
    isPopspotReservation: z.boolean(),
    preReservationLink: z.string().nullable(),
    preReservationStartedAt: z.string().nullable(),
    preReservationEndedAt: z.string().nullable(),
    isReservationNotificationRegistered: z.boolean(),
    hasQueueConfig: z.boolean(),
    /** Admission in KRW: 0 free entry, null unknown. */
    entryFee: z.number().int().nullable(),
    /** The company running the pop-up, when known. */
    organizer: z.object({ name: z.string() }).nullable(),
    /** The language the title and content are in (a translation, or Korean). */
    contentLocale: localeSchema,
    /**
     * The language each translatable text is really in: a translation may cover only some
     * fields, and the rest falls back to Korean. Benefits and tags say theirs per item
     * (benefits[].locale, tagLabels[].locale). operationTime is always sent; optional so
     * hand-written details read as Korean.
     */
    textLocales: z.object({
      title: z.string(),
      content: z.string(),
      notice: z.string(),
      additionalInformation: z.string(),
      operationTime: z.string().optional(),
    }),
  })
  .meta({ id: 'SpotDetail' });

export type SpotDetail = z.infer<typeof spotDetailSchema>;

export const localeQuerySchema = z.object({
  lang: localeSchema.optional(),
});

// ---- Queue status on the detail page (GET /v1/spots/{id}/spot-queues) ----
export const queueStatuses = ['READY', 'IN_PROGRESS', 'HOLD', 'CLOSED'] as const;
/**
 * Whether POST /v1/users/spot-queues would take this reader into the line now, decided by the
 * server with the rules the join itself applies (decision 039), so the page shows what the
 * join answers and computes nothing.
 */
const queueJoinableSchema = z
  .object({
    /** A join from the page (no door code) would be taken; an anonymous reader signs in first. */
    remote: z.boolean(),
    /** A join at the door, with the store's QR code, would be taken. */
    onSite: z.boolean(),
    /**
     * Why `remote` is false, null when it is true: ALREADY_JOINED the reader holds an active
     * ticket here (hasMine; 409 40900401), NOT_TAKING the line is not in progress (READY walk
     * in now, HOLD, CLOSED; 40000402), OUTSIDE_HOURS outside its join hours (40000402),
     * ON_SITE_ONLY remote joining is off (403 40300401; `onSite` is true). `onSite` is false
     * for the other reasons.
     */
    reason: z.enum(['ALREADY_JOINED', 'NOT_TAKING', 'OUTSIDE_HOURS', 'ON_SITE_ONLY']).nullable(),
  })
  .meta({ id: 'QueueJoinable' });
const spotQueueSchema = z
  .object({
    id: z.number().int(),
    /** The line's name in the asked language where the store gave one, else its Korean name. */
    title: z.string(),
    /** The language title is in ('ko' when the line has no name in the asked language). */
    titleLocale: localeSchema,
    status: z.enum(queueStatuses),
    /** Teams waiting now (REGISTERED or CALLED tickets). */
    currentTeamCount: z.number().int(),
    /**
     * Minutes someone joining now would wait to be called, from the line's recent calls
     * (decision 041): 0 when the line says 'walk in now' (READY), null while paused or closed
     * or when the line has too little recent history to tell.
     */
    estimatedWaitMinutes: z.number().int().nullable(),
    /** The caller holds an active ticket in this queue ('my position' link). */
    hasMine: z.boolean(),
    /** The caller's active ticket in this queue (the 'my position' link target); null when none. */
    myTicketId: z.number().int().nullable(),
    /**
     * The store's switch: people may join from this page; false: at the store only. What a
     * reader may do now is `joinable`, which also holds the status and the join hours.
     */
    remoteJoinEnabled: z.boolean(),
    /** The largest party one ticket may bring. */
    maxPartySize: z.number().int(),
    joinable: queueJoinableSchema,
  })
  .meta({ id: 'SpotQueue' });
export type SpotQueue = z.infer<typeof spotQueueSchema>;
export const spotQueueListSchema = z.array(spotQueueSchema);

/** GET /v1/spot-queues/{id}: one line with its pop-up (the door QR's join page). */
export const spotQueueLineSchema = z
  .object({
    spot: z.object({ id: z.number().int(), title: z.string() }),
    queue: spotQueueSchema,
  })
  .meta({ id: 'SpotQueueLine' });
export type SpotQueueLine = z.infer<typeof spotQueueLineSchema>;
export const spotQueueLineQuerySchema = z.object({ lang: localeSchema.optional() });

// ---- Review count (GET /v1/spots/{id}/reviews/count) ----
export const reviewCountSchema = z.object({ count: z.number().int() }).meta({ id: 'ReviewCount' });
export type ReviewCount = z.infer<typeof reviewCountSchema>;

// ---- Recommendations (GET /v1/spots/recommendations) ----
export const recommendationTypes = ['SIMILAR', 'NEARBY'] as const;
export const recommendationQuerySchema = z.object({
  recommendationType: z.enum(recommendationTypes),
  excludedSpotId: idParam,
  size: z.coerce.number().int().min(1).max(20).default(6),
  lang: localeSchema.optional(),
});
const recommendationItemSchema = z
  .object({
    id: z.number().int(),
    type: spotTypeSchema,
    title: z.string(),
    /** The language the title is in (a translation, or 'ko'). */
    contentLocale: z.string(),
    area: z.object({
      latitude: z.number(),
      longitude: z.number(),
      region2Depth: z.string(),
      /** The language region2Depth is in ('ko' when the district has no translation). */
      region2DepthLocale: localeSchema,
    }),
    periodType: periodTypeSchema,
    openDate: z.string(),
    closeDate: z.string().nullable(),
    file: z.object({ path: z.string() }).nullable(),
    /** Metres from the excluded (current) spot. */
    distance: z.number().nullable(),
  })
  .meta({ id: 'RecommendationItem' });
export type RecommendationItem = z.infer<typeof recommendationItemSchema>;
export const recommendationListSchema = z.array(recommendationItemSchema);

// ---- Votes (POST /v1/spots/{id}/vote, GET /v1/spots/{id}/vote-result) ----
const voteOptionTypes = ['LEFT', 'RIGHT'] as const;
export const voteBodySchema = z.object({ optionType: z.enum(voteOptionTypes) }).meta({ id: 'VoteBody' });
export const voteResultSchema = z
  .object({
    /** The caller's vote (user, or anonymous visitor cookie), null when not voted. */
    myOptionType: z.enum(voteOptionTypes).nullable(),
    /**
     * Percentages 0-100 of the signed-in votes (decision 049), adding up to 100 once anyone
     * signed in voted (both 0 before).
     */
    leftOptionRatio: z.number(),
    rightOptionRatio: z.number(),
    /** How many votes the ratios count (signed-in ones). */
    totalCount: z.number().int(),
    /** Whether the caller's own vote is among them: false for an anonymous vote, counted once its visitor signs in. */
    myVoteCounted: z.boolean(),
  })
  .meta({ id: 'VoteResult' });
export type VoteResult = z.infer<typeof voteResultSchema>;
