import type { ResultCodeName } from '@/api/error-codes';

/**
 * Short English descriptions sent as `result.desc`, for developers reading the API; the UI
 * never shows them (it shows `errors.<code>` from the locale files).
 */
export const resultDescriptions: Record<ResultCodeName, string> = {
  SUCCESS: 'SUCCESS',

  BAD_REQUEST: 'Bad request',
  UNAVAILABLE: 'This content has been deleted or is unavailable',
  UNAUTHORIZED: 'Log in and try again',
  INVALID_TOKEN: 'The access token is invalid or expired',
  FORBIDDEN: 'You are not allowed to do this',
  CROSS_SITE_REQUEST: 'A cookie-authenticated write must come from this site (Origin / Sec-Fetch-Site)',
  NOT_FOUND: 'Not found',
  METHOD_NOT_ALLOWED: 'Method not allowed',
  CONFLICT: 'The request conflicts with the current state',
  PAYLOAD_TOO_LARGE: 'The request body is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported media type',
  TOO_MANY_REQUESTS: 'Too many requests, try again later',
  SERVER_ERROR: 'Something went wrong!',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable',

  ALREADY_EXISTS_SPOT_REVIEW: 'You already wrote a review for this place',
  REVIEW_SPOT_NOT_OPEN: 'The pop-up has not opened yet: it can be reviewed once it opens',
  REVIEW_IMAGE_LIMIT: 'The review already has the most images allowed',
  REVIEW_IMAGE_UNKNOWN: 'fileIds names images that are not this review’s',
  REVIEW_METRIC_UNAVAILABLE: 'selectedMetricIds names satisfaction items that are not offered',
  REVIEW_OWN_REACTION: 'You cannot react to your own review',
  VISIT_DATE_IN_FUTURE: 'The visit date is after today (Seoul)',
  VISIT_DATE_BEFORE_OPEN: 'The visit date is before the pop-up opened',
  VISIT_DATE_AFTER_CLOSE: 'The visit date is after the pop-up closed',
  REVIEW_NOT_FOUND: 'No such review (or not yours): deleted, expired draft or unknown id',

  COMPANY_ERROR: 'Company information is invalid',
  ALREADY_AUTHENTICATED: 'Already authenticated',
  EMAIL_SEND: 'The email could not be sent',
  AUTHENTICATION_FAILED: 'Authentication failed',
  CODE_DOES_NOT_MATCH: 'The code does not match',
  CODE_HAS_EXPIRED: 'The code has expired',
  COMPANY_LAST_OWNER: 'The company would be left without an owner: make another member owner first',
  COMPANY_DOMAIN_TAKEN: 'This email domain is already registered to a company',
  COMPANY_BRN_TAKEN: 'A company with this business registration number is already registered',
  COMPANY_NAME_TAKEN:
    'A company with this name is already registered (names are compared without case and surrounding spaces)',

  VOTE_CLOSED: 'Voting has closed: the pop-up has ended',
  VOTER_UNKNOWN: 'Sign in, or vote with the visitor cookie this API issues',
  VOTE_ALREADY_CAST: 'Already voted for the other option; a vote is final',

  QUEUE_TICKET_NOT_ACTIVE: 'The ticket is no longer waiting (entered, canceled or left)',
  QUEUE_NOT_TAKING: 'The line is not taking people now (paused, closed, or outside its hours)',
  QUEUE_PARTY_TOO_LARGE: 'The party is larger than this line takes on one ticket',
  QUEUE_ON_SITE_ONLY: 'This line takes people at the store only',
  QUEUE_ALREADY_JOINED: 'Already waiting in this line',
  QUEUE_JOIN_CODE_INVALID: "The store's join code is invalid or has expired: scan the code at the store again",
  QUEUE_STAFF_ONLY: "Only the staff of this pop-up's company run its line",
  QUEUE_TICKET_STATE: 'The ticket is not in a state for this action (someone may have acted on it first)',
  QUEUE_GRACE_NOT_OVER: 'The called team still has time to come: wait for the grace period to end',
  QUEUE_NOBODY_WAITING: 'Nobody is waiting to be called',
  QUEUE_HAS_ACTIVE_TICKETS: 'The line still has waiting or called teams: close it and finish them first',

  RESERVATION_NOT_UPCOMING: 'The pop-up has no upcoming pre-reservation',
  RESERVATION_ALERT_TOO_LATE: 'Some chosen alert times have already passed',
  RESERVATION_ALERT_NOT_FOUND: 'You have no pre-reservation alert for this pop-up',

  CHAT_ROOM_READ_ONLY: 'Only operators post in this room',
  CHAT_ROOM_CLOSED: 'This room is closed: past days are read-only',

  TERMS_REQUIRED: 'The terms of service, the privacy consent and the age declaration must all be agreed to',
  DEMO_ACCOUNT_PROTECTED: 'The shared demo account cannot be deleted',
  UNDER_14: 'Popspot is for people aged 14 or older; the pending account was removed',
  SIGNUP_REQUIRED: 'Finish signing up (terms and nickname) first',
  NICKNAME_TAKEN: 'Another account already uses this nickname (letter case does not matter)',
  ALREADY_SIGNED_UP: 'This account has already signed up',

  RESERVATION_NOT_OFFERED: 'This pop-up does not take reservations on Popspot',
  RESERVATION_SLOT_CLOSED: 'This time slot has started or passed: choose a later one',
  RESERVATION_PARTY_LIMIT: 'The party is larger than one reservation takes',
  RESERVATION_WINDOW_CLOSED: "The pop-up's reservation window is not open (not yet, or no more)",
  RESERVATION_CANCEL_CLOSED: 'Too close to the visit to cancel (up to an hour before the slot)',
  RESERVATION_SLOT_FULL: 'Not enough places left in this time slot',
  RESERVATION_ALREADY_MADE: 'You already have a reservation at this pop-up on that day',
  RESERVATION_NOT_ACTIVE: 'The reservation is no longer active (already cancelled or visited)',
  RESERVATION_ENTRY_INVALID: 'The entry QR or code is not valid (forged, expired or unknown)',
  RESERVATION_NOT_TODAY: 'The reservation is for another day',
  RESERVATION_OTHER_POPUP: 'The reservation is for another pop-up',
  RESERVATION_TOO_MANY_SLOTS: 'Too many slots in one request (at most 500)',
  RESERVATION_ENTRY_CANCELED: 'The reservation was cancelled',
  RESERVATION_ALREADY_VISITED: 'The reservation has already been checked in',
  RESERVATION_CAPACITY_BELOW_RESERVED: 'The capacity cannot be lower than the people already booked',
  RESERVATION_SLOT_HAS_BOOKINGS:
    'The slot has bookings (cancelled ones included) and cannot be deleted; lower its capacity instead',
};
