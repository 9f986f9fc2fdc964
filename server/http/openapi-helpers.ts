import { z } from 'zod';
import { envelope, errorEnvelopeSchema } from '@/api/contracts/envelope';
import { httpStatusOf, ResultCode, type ResultCodeName } from '@/api/error-codes';

/** A JSON success response in the envelope, for createRoute's `responses`. */
export function jsonOk<T extends z.ZodType>(data: T, description = 'Success') {
  const schema = envelope(data);
  return { 200: { description, content: { 'application/json': { schema } } } };
}

/** Error responses a route can answer, documented with the shared error envelope. */
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503;
type ErrorResponse = { description: string; content: { 'application/json': { schema: typeof errorEnvelopeSchema } } };

export function jsonErrors<S extends ErrorStatus>(...statuses: S[]): Record<S, ErrorResponse> {
  const descriptions: Record<number, string> = {
    400: 'Invalid input (40000000), unavailable content (40000001) or a business rule (400xxxxx, see the description)',
    401: 'Sign-in needed (40100000) or the token is invalid (40100001)',
    403: 'Not yours (40300000) or a rule that forbids it (403xxxxx, see the description)',
    404: 'Not found (40400000, or 404xxxxx naming what, see the description)',
    409: 'Conflicts with the current state (40900000, or 409xxxxx, see the description)',
    413: 'Body too large (41300000)',
    429: 'Too many requests (42900000)',
    500: 'Server error (50000000)',
    503: 'Unavailable (50300000)',
  };
  return Object.fromEntries(
    statuses.map((s) => [
      s,
      { description: descriptions[s], content: { 'application/json': { schema: errorEnvelopeSchema } } },
    ]),
  ) as Record<S, ErrorResponse>;
}

export const bearerSecurity = [{ bearerAuth: [] }];

/**
 * "400 / 40000301 VOTE_CLOSED": a catalogue code as a route description names it, read from
 * the catalogue so the document cannot drift from what the service throws.
 */
export function codeDoc(name: ResultCodeName): string {
  const code = ResultCode[name];
  return `${httpStatusOf(code)} / ${code} ${name}`;
}

/**
 * The spec's upload field: one file in the multipart field `file` (review images, the
 * profile picture). Its bytes are checked by the service, not by the declared type.
 */
export const uploadFileField = () =>
  z.custom<File>((v) => v instanceof File, 'must be one file').meta({ type: 'string', format: 'binary' });
