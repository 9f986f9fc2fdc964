/**
 * The one error catalogue, shared by the server (which answers with these codes) and the
 * browser (which turns a code into words from the locale files: `errors.<code>`).
 * Codes follow the spec's 8-digit scheme: the first three digits are the HTTP status.
 */
export const ResultCode = {
  SUCCESS: 20000000,
  BAD_REQUEST: 40000000,
  UNAVAILABLE: 40000001,
  ALREADY_EXISTS_SPOT_REVIEW: 40000102,
  COMPANY_ERROR: 40000201,
  ALREADY_AUTHENTICATED: 40000202,
  EMAIL_SEND: 40000203,
  AUTHENTICATION_FAILED: 40000204,
  CODE_DOES_NOT_MATCH: 40000206,
  CODE_HAS_EXPIRED: 40000207,
  UNAUTHORIZED: 40100000,
  INVALID_TOKEN: 40100001,
  FORBIDDEN: 40300000,
  NOT_FOUND: 40400000,
  METHOD_NOT_ALLOWED: 40500000,
  CONFLICT: 40900000,
  PAYLOAD_TOO_LARGE: 41300000,
  UNSUPPORTED_MEDIA_TYPE: 41500000,
  TOO_MANY_REQUESTS: 42900000,
  SERVER_ERROR: 50000000,
  SERVICE_UNAVAILABLE: 50300000,
} as const;

export type ResultCodeName = keyof typeof ResultCode;
export type ResultCodeValue = (typeof ResultCode)[ResultCodeName];

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

/** Short English descriptions sent as `result.desc`; the UI shows localized text instead. */
export const resultDescriptions: Record<ResultCodeName, string> = {
  SUCCESS: 'SUCCESS',
  BAD_REQUEST: 'Bad request',
  UNAVAILABLE: 'This content has been deleted or is unavailable',
  ALREADY_EXISTS_SPOT_REVIEW: 'You already wrote a review for this place',
  COMPANY_ERROR: 'Company information is invalid',
  ALREADY_AUTHENTICATED: 'Already authenticated',
  EMAIL_SEND: 'The email could not be sent',
  AUTHENTICATION_FAILED: 'Authentication failed',
  CODE_DOES_NOT_MATCH: 'The code does not match',
  CODE_HAS_EXPIRED: 'The code has expired',
  UNAUTHORIZED: 'Log in and try again',
  INVALID_TOKEN: 'The access token is invalid or expired',
  FORBIDDEN: 'You are not allowed to do this',
  NOT_FOUND: 'Not found',
  METHOD_NOT_ALLOWED: 'Method not allowed',
  CONFLICT: 'The request conflicts with the current state',
  PAYLOAD_TOO_LARGE: 'The request body is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported media type',
  TOO_MANY_REQUESTS: 'Too many requests, try again later',
  SERVER_ERROR: 'Something went wrong!',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable',
};
