import { httpStatusOf, ResultCode, resultCodeName, type ResultCodeName } from './error-codes';

export type FieldErrors = Record<string, string[]>;

/**
 * The one error type of the API, on both sides: services throw it with a catalogue name,
 * the HTTP layer turns it into the envelope, and the client turns an envelope back into it.
 */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly fieldErrors?: FieldErrors;
  /** The server's Retry-After of a 503 or 429, in milliseconds, when it sent one. */
  retryAfterMs?: number;

  constructor(code: number, message?: string, options?: { status?: number; fieldErrors?: FieldErrors }) {
    // The message is for developers (logs, the console): the envelope's English desc when
    // there is one, else the catalogue name. Users read `errors.<code>` from the locale files.
    super(message ?? resultCodeName(code) ?? `API error ${code}`);
    this.name = 'ApiError';
    this.code = code;
    this.status = options?.status ?? httpStatusOf(code);
    this.fieldErrors = options?.fieldErrors;
  }

  get codeName(): ResultCodeName | undefined {
    return resultCodeName(this.code);
  }

  static is(error: unknown, codeName?: ResultCodeName): error is ApiError {
    if (!(error instanceof ApiError)) return false;
    return codeName === undefined || error.codeName === codeName;
  }
}

/**
 * `throw apiError('NOT_FOUND')`: an ApiError from a catalogue name. There is no message
 * argument on purpose: the code says what went wrong, the catalogue describes it for
 * developers and the locale files word it for users. Field errors name the inputs at fault.
 */
export function apiError(name: ResultCodeName, fieldErrors?: FieldErrors): ApiError {
  return new ApiError(ResultCode[name], undefined, { fieldErrors });
}

/**
 * A failure the query client consumes itself: the server no longer accepts the session, so it
 * opens the login modal (decision 023), and useApiMutation keeps it from every screen's
 * handler. Here rather than beside useApiMutation, so the root layout's query provider can ask
 * without loading the mutation code on every page.
 */
export function isSessionFailure(error: unknown): boolean {
  return ApiError.is(error) && error.status === 401;
}
