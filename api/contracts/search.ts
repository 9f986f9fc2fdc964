import { z } from 'zod';
import { daySchema } from './day';
import { CATEGORY_FILTERS, DATE_FILTERS, LIST_SORT_OPTIONS, REGION_GROUP_KEYS } from '@/lib/constants';
import { coordinateParam, pageNumber, paged } from './envelope';
import { periodTypeSchema, spotFileSchema, spotTypes, spotTypeSchema } from './spots';
import { localeSchema } from './locale';

/**
 * The search list and map (GET /v1/spots, GET /v1/spots/map) and the keyword ranking
 * (GET /v1/rank/search-keywords). Multi-valued filters travel as comma-separated values
 * (`categories=BENEFIT,WAITING`), the same form the page URL uses, so a shared link maps
 * one-to-one onto an API call.
 */

/** `a,b,c` → ['a','b','c'] validated against `values`; empty parts are ignored. */
function csvOf<const T extends readonly [string, ...string[]]>(values: T) {
  const pattern = new RegExp(`^(${values.join('|')})(,(${values.join('|')}))*$`);
  return z
    .string()
    .regex(pattern, `Comma-separated values of: ${values.join(', ')}`)
    .optional()
    .meta({ description: `Comma-separated, any of ${values.join(', ')}` });
}

/**
 * Filters shared by the list and the map. `dateFilter` all = not ended yet (running or
 * opening later); today = running today; range = running on any day between startDate and
 * endDate (inclusive, Korean days, at most 366 days apart).
 */
export const spotFilterQueryShape = {
  keyword: z.string().trim().min(1).max(50).optional(),
  dateFilter: z.enum(DATE_FILTERS).default('all'),
  startDate: daySchema.optional(),
  endDate: daySchema.optional(),
  categories: csvOf(CATEGORY_FILTERS),
  regionGroups: csvOf(REGION_GROUP_KEYS),
  types: csvOf(spotTypes),
  periodType: periodTypeSchema.optional(),
  lang: localeSchema.optional(),
};

/** GET /v1/spots */
export const spotSearchQuerySchema = z
  .object({
    ...spotFilterQueryShape,
    page: pageNumber,
    size: z.coerce.number().int().min(1).max(50).default(20),
    sort: z.enum(LIST_SORT_OPTIONS).default('score'),
    /** The visitor's position; both or neither. Items then carry `distance` in metres. */
    latitude: coordinateParam(90).optional(),
    longitude: coordinateParam(180).optional(),
  })
  .meta({ id: 'SpotSearchQuery' });
export type SpotSearchQuery = Partial<z.output<typeof spotSearchQuerySchema>>;
export type SpotSearchParams = z.output<typeof spotSearchQuerySchema>;

/**
 * A number a query must carry. z.coerce.number() alone reads an empty value (`swLat=`) as 0
 * and, since it takes null, is documented as optional and nullable; here an empty or blank
 * value counts as missing, and the document says `required: true, type: number`.
 */
function requiredQueryNumber(min: number, max: number) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z.coerce.number().min(min).max(max),
  );
}

/** GET /v1/spots/map: the map's viewport (south-west and north-east corners), all four required. */
export const spotMapQuerySchema = z
  .object({
    ...spotFilterQueryShape,
    swLat: requiredQueryNumber(-90, 90),
    swLng: requiredQueryNumber(-180, 180),
    neLat: requiredQueryNumber(-90, 90),
    neLng: requiredQueryNumber(-180, 180),
  })
  .meta({ id: 'SpotMapQuery' });
export type SpotMapQuery = Partial<z.output<typeof spotMapQuerySchema>> &
  Pick<z.output<typeof spotMapQuerySchema>, 'swLat' | 'swLng' | 'neLat' | 'neLng'>;
export type SpotMapParams = z.output<typeof spotMapQuerySchema>;

const filterCategorySchema = z.enum(CATEGORY_FILTERS);

/**
 * The open waiting line a card shows ("12팀 · 약 25분"): of the pop-up's lines taking people
 * (READY or IN_PROGRESS), the one with the most teams waiting.
 */
const spotQueueSummarySchema = z
  .object({
    status: z.enum(['READY', 'IN_PROGRESS']),
    /** Teams waiting now (REGISTERED or CALLED tickets). */
    teamCount: z.number().int(),
    /** As SpotQueue.estimatedWaitMinutes: 0 for READY, null without enough recent history. */
    estimatedWaitMinutes: z.number().int().nullable(),
  })
  .meta({ id: 'SpotQueueSummary' });
export type SpotQueueSummary = z.infer<typeof spotQueueSummarySchema>;

/** The spec's popup search item. */
export const spotSearchItemSchema = z
  .object({
    id: z.number().int(),
    type: spotTypeSchema,
    title: z.string(),
    periodType: periodTypeSchema,
    area: z.object({
      latitude: z.number(),
      longitude: z.number(),
      region2Depth: z.string(),
      /**
       * The language region2Depth is in ('ko' when the district has no translation). Always
       * sent; optional so hand-written items (tests, mocks) without it read as Korean.
       */
      region2DepthLocale: localeSchema.optional(),
    }),
    openDate: z.string(),
    closeDate: z.string().nullable(),
    /** Opening-hours lines, in the request's language when translated. */
    operationTime: z.array(z.string()),
    /**
     * The language operationTime is in ('ko' when untranslated). Always sent; optional so
     * hand-written items (tests, mocks) without it read as Korean.
     */
    operationTimeLocale: localeSchema.optional(),
    file: spotFileSchema.nullable(),
    categories: z.array(z.object({ name: z.string() })),
    /** Which of the four feature filters this pop-up satisfies. */
    filterCategories: z.array(filterCategorySchema),
    /** The caller's pick of this pop-up, null when not picked or anonymous. */
    pickId: z.number().int().nullable(),
    /** Metres from the given latitude/longitude, null without them. */
    distance: z.number().nullable(),
    /** The first benefit line ('구매 혜택: 엽서 증정'), in the request's language when translated; null without benefits. */
    benefit: z.string().nullable(),
    /** The language `benefit` is in ('ko' when untranslated); null without benefits, absent reads as Korean. */
    benefitLocale: localeSchema.nullable().optional(),
    hasBenefit: z.boolean(),
    hasQueueConfig: z.boolean(),
    /** Its open waiting line now, null when none is taking people. */
    queue: spotQueueSummarySchema.nullable(),
    hasPreReservation: z.boolean(),
    reviewCount: z.number().int(),
    /** The language the title is in (a translation, or 'ko'). */
    contentLocale: localeSchema,
  })
  .meta({ id: 'SpotSearchItem' });
export type SpotSearchItem = z.infer<typeof spotSearchItemSchema>;

/**
 * Matches are counted up to this many: an exact count of tens of thousands of rows costs
 * more than the page itself, and nobody scrolls through 50 pages. Past the cap the list
 * ends there, `totalElements` is the cap and `totalCapped` is true ('1,000+ pop-ups':
 * narrow the search).
 */
export const SEARCH_COUNT_CAP = 1000;

export const spotSearchResultSchema = paged(spotSearchItemSchema)
  .extend({
    /** More than SEARCH_COUNT_CAP pop-ups match; totalElements is the cap. */
    totalCapped: z.boolean(),
    /**
     * Set when the results are those of another keyword than the one typed: a one-typo
     * correction when the keyword found nothing ('팝업스토아' → '팝업스토어'), or the keyword
     * read on the Korean keyboard layout ('tjdtn' → '성수'). Null otherwise.
     */
    correctedKeyword: z.string().nullable(),
    /** Which of the two correctedKeyword is (decision 068); null with it. */
    correctionKind: z.enum(['TYPO', 'KEYBOARD']).nullable(),
  })
  .meta({ id: 'SpotSearchResult' });
export type SpotSearchResult = z.infer<typeof spotSearchResultSchema>;

/** At most this many markers per map answer (most popular first); `truncated` says more exist. */
export const MAP_MARKER_LIMIT = 200;

export const spotMapResultSchema = z
  .object({
    content: z.array(spotSearchItemSchema),
    truncated: z.boolean(),
    /** As on the list: the keyword whose results these are, when not the one typed (decision 068). */
    correctedKeyword: z.string().nullable(),
    correctionKind: z.enum(['TYPO', 'KEYBOARD']).nullable(),
  })
  .meta({ id: 'SpotMapResult' });
export type SpotMapResult = z.infer<typeof spotMapResultSchema>;

/** GET /v1/rank/search-keywords: the most searched keywords of the last 7 days. */
export const searchKeywordRankSchema = z
  .object({
    /** When the ranking was computed (ISO instant). */
    rankedAt: z.string(),
    keywords: z.array(z.object({ rank: z.number().int(), keyword: z.string() })),
  })
  .meta({ id: 'SearchKeywordRank' });
export type SearchKeywordRank = z.infer<typeof searchKeywordRankSchema>;

// ---- Suggestions while typing (GET /v1/search/suggestions) ----

export const searchSuggestionKinds = ['REGION', 'BRAND', 'TAG', 'TITLE'] as const;
/** How the text matched: the whole term, its start, inside it, its 초성, or within one typo. */
export const searchSuggestionMatches = ['EXACT', 'PREFIX', 'CONTAINS', 'CHOSEONG', 'TYPO'] as const;

export const SEARCH_SUGGESTION_MAX = 10;

export const searchSuggestionQuerySchema = z
  .object({
    keyword: z.string().trim().min(1).max(50),
    size: z.coerce.number().int().min(1).max(SEARCH_SUGGESTION_MAX).default(8),
    lang: localeSchema.optional(),
  })
  .meta({ id: 'SearchSuggestionQuery' });
export type SearchSuggestionQuery = z.input<typeof searchSuggestionQuerySchema>;

const searchSuggestionSchema = z
  .object({
    /** What is shown, and what a REGION/BRAND/TAG suggestion searches for when chosen. */
    text: z.string(),
    kind: z.enum(searchSuggestionKinds),
    match: z.enum(searchSuggestionMatches),
    /** TITLE: the pop-up it opens; null for the other kinds. */
    spotId: z.number().int().nullable(),
    /** The language text is in ('ko' for a Korean brand or tag on an English page). */
    lang: localeSchema,
  })
  .meta({ id: 'SearchSuggestion' });
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchSuggestionsSchema = z
  .object({ keyword: z.string(), items: z.array(searchSuggestionSchema) })
  .meta({ id: 'SearchSuggestions' });
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
