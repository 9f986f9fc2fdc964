/**
 * The product's shared constants (spec section 9), in one place so that the server's
 * validation, the UI and the tests agree on the same numbers. Labels users read are not
 * here: they live in locales/<lang>.json and these constants name their keys.
 */

import type { RegionGroupKey } from './search/search-options';

// Time (SERVICE_TIME_ZONE) is in lib/client-constants.ts, re-exported below; the languages are
// in lib/locales.ts.

// ---------------------------------------------------------------------------------------
// Reviews
// ---------------------------------------------------------------------------------------

export const REVIEW_LIMITS = {
  contentMinLength: 10,
  contentMaxLength: 150,
  scoreMin: 1,
  scoreMax: 5,
  maxImages: 5,
  /** 10 MB per image (10485760 bytes). */
  maxImageBytes: 10 * 1024 * 1024,
  /** Accepted by extension and MIME type; HEIC is converted to JPEG in the browser. */
  imageExtensions: ['png', 'jpg', 'jpeg', 'webp', 'heic'],
  imageMimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/heic', 'image/heif'],
  /** Multipart field name of an upload. */
  uploadFieldName: 'file',
} as const;

export const REVIEW_SORT_OPTIONS = ['created_at', 'score', 'helpful_count'] as const;
export type ReviewSortOption = (typeof REVIEW_SORT_OPTIONS)[number];
/** The reviews tab opens on the newest reviews (and the page prefetches that list). */
export const DEFAULT_REVIEW_SORT: ReviewSortOption = 'created_at';

/** Review metrics (satisfaction items) change rarely: fresh 5 min, kept 10 min. */
export const REVIEW_METRICS_STALE_TIME_MS = 5 * 60 * 1000;
export const REVIEW_METRICS_GC_TIME_MS = 10 * 60 * 1000;

/** COUNT_DISPLAY_CAP (the reviews tab's '999+'): lib/popup-detail-constants.ts. */

// ---------------------------------------------------------------------------------------
// Pre-reservation alerts
// ---------------------------------------------------------------------------------------

// The alert offsets and the alert button's limit: lib/popup-detail-constants.ts, re-exported
// below with the rest the pop-up page's first load needs.

// ---------------------------------------------------------------------------------------
// Toasts and timing, sign-in and flash cookies, query defaults: lib/client-constants.ts
// (every page's browser code needs them; the rest of this file it mostly doesn't)
// ---------------------------------------------------------------------------------------

export * from './client-constants';

// ---------------------------------------------------------------------------------------
// What the pop-up page's first load needs (counts, alerts, the map link, votes):
// lib/popup-detail-constants.ts
// ---------------------------------------------------------------------------------------

export * from './popup-detail-constants';

// ---------------------------------------------------------------------------------------
// Map
// ---------------------------------------------------------------------------------------

/** Default centre (Seongsu-dong area), zoom and the level at which markers cluster. */
export const MAP_DEFAULTS = {
  latitude: 37.5418,
  longitude: 127.0563,
  zoom: 5,
  clusterLevel: 3,
} as const;

/** DEEP_LINK_FALLBACK_MS (the map app, else the web map): lib/popup-detail-constants.ts. */

/** Full-screen image viewer zoom range. */
export const IMAGE_ZOOM = { min: 1, max: 4 } as const;

// ---------------------------------------------------------------------------------------
// Search and list: lib/search/search-options.ts (the list page's first load needs them)
// ---------------------------------------------------------------------------------------

export * from './search/search-options';

/**
 * Region groups for the list and map filters. A group is a set of legal districts
 * (법정동코드, 10 digits: 2 시/도 + 3 시/군/구 + 3 읍/면/동 + 2 리). A code ending in zeros
 * names a whole province or district and matches everything below it. The keys match the
 * `region_group` enum in server/db/schema/regions.ts; labels are `regions.<key>` messages.
 */
export const REGION_GROUPS = [
  // 성동구 성수동1가, 성수동2가
  { key: 'SEONGSU', codes: ['1120011400', '1120011500'] },
  // 송파구 잠실동
  { key: 'JAMSIL', codes: ['1171010100'] },
  // 마포구 서교동 (홍대), 서대문구 창천동 (신촌)
  { key: 'HONGDAE_SINCHON', codes: ['1144012000', '1141011600'] },
  // 강남구 역삼동 (강남역), 신사동 (가로수길)
  { key: 'GANGNAM', codes: ['1168010100', '1168010700'] },
  // 용산구 이태원동, 한남동
  { key: 'YONGSAN', codes: ['1117013000', '1117013100'] },
  // 서울특별시 전체
  { key: 'SEOUL', codes: ['1100000000'] },
  // 경기도, 인천광역시
  { key: 'GYEONGGI_INCHEON', codes: ['4100000000', '2800000000'] },
  // 그 외 지역: everything outside Seoul, Gyeonggi and Incheon (no codes of its own)
  { key: 'ETC', codes: [] },
] as const satisfies readonly { key: RegionGroupKey; codes: readonly string[] }[];

// ---------------------------------------------------------------------------------------
// Votes
// ---------------------------------------------------------------------------------------

// VOTE_OPTIONS and VOTE_LABEL_KEYS: lib/popup-detail-constants.ts.

// ---------------------------------------------------------------------------------------
// Community chat
// ---------------------------------------------------------------------------------------

/**
 * The spec lists chat limits 124 and 48 without saying what they limit. We read them as the
 * longest message a user may send and the number of messages fetched per page; see
 * docs/decisions for this choice.
 */
export const CHAT_MESSAGE_MAX_LENGTH = 124;
export const CHAT_PAGE_SIZE = 48;

// ---------------------------------------------------------------------------------------
// App, share and login
// ---------------------------------------------------------------------------------------

/** Android app versions below this get an update prompt when sharing. */
export const MIN_ANDROID_SHARE_VERSION = '2.0.9';

/** Query parameters appended to shared links. */
export const SHARE_UTM = { utm_source: 'online', utm_medium: 'share-button' } as const;

/** Default return target after login when no origin referer is stored. */
export const DEFAULT_AFTER_LOGIN_PATH = '/mypage';

// ---------------------------------------------------------------------------------------
// Validation patterns
// ---------------------------------------------------------------------------------------

/** 2-32 characters: digits, Latin letters, Hangul syllables, space, hyphen, underscore. */
export const NICKNAME_PATTERN = /^[0-9A-Za-z가-힣 _-]{2,32}$/;

/** Phone digits in three groups of 3, 1-4 and 0-4 digits (a partial number still matches). */
export const PHONE_PATTERN = /^(\d{3})(\d{1,4})(\d{0,4})$/;

/** The brand colour for the browser's own chrome (theme-color, manifest); matches --color-brand. */
export const BRAND_THEME_COLOR = '#e11d58';

/**
 * The most pop-ups one GET /v1/users/me/spot-states call asks about (a page of results). Here,
 * not in api/contracts/users.ts, because the browser needs the number: a value imported from a
 * contract would bring zod into the page's first load (decision 028).
 */
export const SPOT_STATES_MAX_IDS = 100;

// ---------------------------------------------------------------------------------------
// My picks (GET /v1/users/picks)
// ---------------------------------------------------------------------------------------

/**
 * Orders of my picks list, Spring-style `property,direction` as the spec's dotted query
 * suggests: newest pick first (the default), soonest to end, soonest to open.
 */
export const MY_PICK_SORTS = ['pickedAt,desc', 'closeDate,asc', 'openDate,asc'] as const;
export type MyPickSort = (typeof MY_PICK_SORTS)[number];
/** The calendar asks for a whole month at once; one page holds this many. */
export const MY_PICKS_MAX_PAGE_SIZE = 100;

// ---------------------------------------------------------------------------------------
// Notifications
// ---------------------------------------------------------------------------------------

/** What a notification is about (the database enum notification_group). */
export const NOTIFICATION_GROUPS = ['POPUP', 'KEYWORD', 'QUEUE', 'REVIEW', 'COMMUNITY', 'SYSTEM', 'MARKETING'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];
/**
 * The kinds a user can switch off, in the order the settings screen lists them. Service
 * notices (SYSTEM) always arrive; MARKETING follows the marketing consent.
 */
export const SWITCHABLE_NOTIFICATION_GROUPS = [
  'POPUP',
  'KEYWORD',
  'QUEUE',
  'REVIEW',
  'COMMUNITY',
  'MARKETING',
] as const;
/** At most this many ids in one 'mark these read' call. */
export const NOTIFICATION_READ_MAX_IDS = 100;

// ---------------------------------------------------------------------------------------
// Keywords (decision 033)
// ---------------------------------------------------------------------------------------

export const KEYWORD_LIMITS = {
  /** Keywords one user follows. */
  maxKeywords: 20,
  /** Characters of one keyword, after trimming and collapsing spaces. */
  minLength: 1,
  maxLength: 20,
} as const;
