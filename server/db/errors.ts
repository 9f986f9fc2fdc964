/**
 * Recognising PostgreSQL errors behind Drizzle. The product's uniqueness promises (one pick,
 * one vote, one registered review, one active ticket...) are unique indexes; a service
 * inserts and, on a unique violation, answers the matching API error instead of checking
 * first (which two concurrent requests would both pass).
 *
 * Drizzle 0.45 wraps driver errors in DrizzleQueryError with the driver's error as `cause`
 * (pg's DatabaseError, or PGlite's, which has the same fields), so the chain is walked.
 */

const PG_UNIQUE_VIOLATION = '23505';

export interface PgErrorInfo {
  /** SQLSTATE, e.g. '23505'. */
  code: string;
  /** Name of the violated constraint or unique index, when PostgreSQL reports one. */
  constraint?: string;
  detail?: string;
}

/** The first error in the `cause` chain that carries a SQLSTATE, or undefined. */
export function pgErrorInfo(error: unknown): PgErrorInfo | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object') {
      const candidate = current as { code?: unknown; constraint?: unknown; detail?: unknown };
      if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
        return {
          code: candidate.code,
          constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
          detail: typeof candidate.detail === 'string' ? candidate.detail : undefined,
        };
      }
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * True for a unique violation, optionally of one named index (the names are in
 * server/db/schema, e.g. 'reviews_user_spot_registered_uq'), so an unrelated duplicate is
 * not mistaken for the one the service expects.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const info = pgErrorInfo(error);
  return info?.code === PG_UNIQUE_VIOLATION && (constraint === undefined || info.constraint === constraint);
}
