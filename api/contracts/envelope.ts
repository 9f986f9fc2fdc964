import { z } from 'zod';

/**
 * Every answer is `{ data, result: { code, desc } }`. Contracts use plain zod (with `.meta()`
 * for the OpenAPI document) so the browser can share them without the OpenAPI tooling.
 */
const resultSchema = z
  .object({
    code: z.number().int().meta({ example: 20000000 }),
    desc: z.string().meta({ example: 'SUCCESS' }),
  })
  .meta({ id: 'Result' });

const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, result: resultSchema });
}

export const errorEnvelopeSchema = z
  .object({
    data: z.union([
      z.null(),
      z.object({ fieldErrors: fieldErrorsSchema.optional(), requestId: z.string().optional() }),
    ]),
    result: resultSchema,
  })
  .meta({ id: 'ErrorEnvelope' });

/** The spec's paged response: content plus page (number, size, totalElements, totalPages). */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    page: z.object({
      number: z.number().int(),
      size: z.number().int(),
      totalElements: z.number().int(),
      totalPages: z.number().int(),
    }),
  });
}

export type Paged<T> = {
  content: T[];
  page: { number: number; size: number; totalElements: number; totalPages: number };
};

/** The database's integer range: a larger id or page is refused with 400, never sent to SQL. */
export const INT_MAX = 2147483647;

/**
 * A page number: lists start at 0; bounded so that page × size stays a plain number and the
 * offset never overflows the database's integers.
 */
export const pageNumber = z.coerce.number().int().min(0).max(100_000).default(0);

/** Lists start at page 0; the size is bounded so one request can't ask for the whole table. */
export const pageQuerySchema = z.object({
  page: pageNumber,
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/** A positive integer id in a JSON body (0, 1.5 and ids past the database's range are 400). */
export const idValue = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(INT_MAX, 'is too large');

/** A positive integer id taken from the path or the query ("abc" and "0" are refused with 400). */
export const idParam = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(INT_MAX, 'is too large');

/**
 * A latitude (limit 90) or longitude (limit 180) from the query, rounded to 7 decimals (about
 * a centimetre): a subnormal such as 1e-323 passes the range check but underflows in the
 * database's distance formula, which would answer 500.
 */
export const coordinateParam = (limit: 90 | 180) =>
  z.coerce
    .number()
    .min(-limit)
    .max(limit)
    .transform((value) => Math.round(value * 1e7) / 1e7 || 0);
