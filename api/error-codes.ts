/**
 * The one error catalogue, shared by the server (which answers with these codes) and the
 * browser (which turns a code into words from the locale files: `errors.<code>`). The
 * English `result.desc` for developers lives with the server (server/http/result-descriptions.ts),
 * so the browser bundle carries codes only.
 *
 * Codes are 8 digits, `SSS GGG NN`: the HTTP status, a group, and a number within it. The
 * spec's codes fix the first groups (000 general, 001 reviews, 002 company verification);
 * decision 020 lists the rest and how to add one. A business rule that refuses a request
 * gets its own code here, so the UI can say which rule in the reader's language; plain
 * BAD_REQUEST is left for input the contract (zod) or the image check refuses.
 */
export const ResultCode = {
  SUCCESS: 20000000,

  // 000: general (spec section 8 and decision 002)
  BAD_REQUEST: 40000000,
  UNAVAILABLE: 40000001,
  UNAUTHORIZED: 40100000,
  INVALID_TOKEN: 40100001,
  FORBIDDEN: 40300000,
  CROSS_SITE_REQUEST: 40300001,
  NOT_FOUND: 40400000,
  METHOD_NOT_ALLOWED: 40500000,
  CONFLICT: 40900000,
  PAYLOAD_TOO_LARGE: 41300000,
  UNSUPPORTED_MEDIA_TYPE: 41500000,
  TOO_MANY_REQUESTS: 42900000,
  SERVER_ERROR: 50000000,
  SERVICE_UNAVAILABLE: 50300000,

  // 001: reviews (40000102 is the spec's)
  ALREADY_EXISTS_SPOT_REVIEW: 40000102,
  REVIEW_SPOT_NOT_OPEN: 40000103,
  REVIEW_IMAGE_LIMIT: 40000104,
  REVIEW_IMAGE_UNKNOWN: 40000105,
  REVIEW_METRIC_UNAVAILABLE: 40000106,
  REVIEW_OWN_REACTION: 40000107,
  VISIT_DATE_IN_FUTURE: 40000108,
  VISIT_DATE_BEFORE_OPEN: 40000109,
  VISIT_DATE_AFTER_CLOSE: 40000110,
  REVIEW_NOT_FOUND: 40400101,

  // 002: company verification (400 ones the spec's) and membership (decision 044)
  COMPANY_ERROR: 40000201,
  ALREADY_AUTHENTICATED: 40000202,
  EMAIL_SEND: 40000203,
  AUTHENTICATION_FAILED: 40000204,
  CODE_DOES_NOT_MATCH: 40000206,
  CODE_HAS_EXPIRED: 40000207,
  COMPANY_LAST_OWNER: 40900201,
  COMPANY_DOMAIN_TAKEN: 40900202,
  COMPANY_BRN_TAKEN: 40900203,
  COMPANY_NAME_TAKEN: 40900204,

  // 003: votes
  VOTE_CLOSED: 40000301,
  VOTER_UNKNOWN: 40000302,
  VOTE_ALREADY_CAST: 40900301,

  // 004: waiting queues
  QUEUE_TICKET_NOT_ACTIVE: 40000401,
  QUEUE_NOT_TAKING: 40000402,
  QUEUE_PARTY_TOO_LARGE: 40000403,
  QUEUE_JOIN_CODE_INVALID: 40000404,
  QUEUE_ON_SITE_ONLY: 40300401,
  QUEUE_STAFF_ONLY: 40300402,
  QUEUE_ALREADY_JOINED: 40900401,
  QUEUE_TICKET_STATE: 40900402,
  QUEUE_GRACE_NOT_OVER: 40900403,
  QUEUE_NOBODY_WAITING: 40900404,
  QUEUE_HAS_ACTIVE_TICKETS: 40900405,

  // 005: pre-reservation alerts
  RESERVATION_NOT_UPCOMING: 40000501,
  RESERVATION_ALERT_TOO_LATE: 40000502,
  RESERVATION_ALERT_NOT_FOUND: 40400501,

  // 006: community chat
  CHAT_ROOM_READ_ONLY: 40300601,
  CHAT_ROOM_CLOSED: 40300602,

  // 007: account
  TERMS_REQUIRED: 40000701,
  DEMO_ACCOUNT_PROTECTED: 40300701,
  UNDER_14: 40300702,
  SIGNUP_REQUIRED: 40300703,
  NICKNAME_TAKEN: 40900701,
  ALREADY_SIGNED_UP: 40900702,

  // 008: Popspot reservations (decision 043)
  RESERVATION_NOT_OFFERED: 40000801,
  RESERVATION_SLOT_CLOSED: 40000802,
  RESERVATION_PARTY_LIMIT: 40000803,
  RESERVATION_WINDOW_CLOSED: 40000804,
  RESERVATION_CANCEL_CLOSED: 40000805,
  RESERVATION_SLOT_FULL: 40900801,
  RESERVATION_ALREADY_MADE: 40900802,
  RESERVATION_NOT_ACTIVE: 40900803,
  // 008 too: the company console's slots and door check-in (decision 047)
  RESERVATION_ENTRY_INVALID: 40000806,
  RESERVATION_NOT_TODAY: 40000807,
  RESERVATION_OTHER_POPUP: 40000808,
  RESERVATION_TOO_MANY_SLOTS: 40000809,
  RESERVATION_ENTRY_CANCELED: 40900804,
  RESERVATION_ALREADY_VISITED: 40900805,
  RESERVATION_CAPACITY_BELOW_RESERVED: 40900806,
  RESERVATION_SLOT_HAS_BOOKINGS: 40900807,
} as const;

export type ResultCodeName = keyof typeof ResultCode;

const nameByCode = new Map<number, ResultCodeName>(
  Object.entries(ResultCode).map(([name, code]) => [code, name as ResultCodeName]),
);

export function resultCodeName(code: number): ResultCodeName | undefined {
  return nameByCode.get(code);
}

/** HTTP status for a code: its first three digits (a 50000000 is a 500). */
export function httpStatusOf(code: number): number {
  const status = Math.floor(code / 100000);
  return status >= 200 && status < 600 ? status : 500;
}
