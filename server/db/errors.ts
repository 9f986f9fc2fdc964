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

/** What a log line says about an error (server/logger.ts writes every Error through this). */
export interface ErrorReport {
  name: string;
  message: string;
  /** The driver's reason, when it is a PostgreSQL error: SQLSTATE and the objects involved. */
  code?: string;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  routine?: string;
  /** A failed Drizzle query's SQL text, with its $1… placeholders and never its parameters. */
  query?: string;
  stack?: string;
  cause?: ErrorReport;
}

const MAX_MESSAGE = 500;
const MAX_QUERY = 2000;
const MAX_CAUSES = 4;
const DRIVER_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;

/**
 * PostgreSQL quotes the value it could not take in a few messages (`invalid input syntax for
 * type integer: "…"`, `value "…" is out of range for type integer`, `malformed array literal:
 * "…"`): that value is the caller's text, so it is left out. Object names (constraints,
 * relations, columns, types) are quoted elsewhere in the message and stay.
 */
function withoutValues(message: string): string {
  const cut = message
    .replace(/: ".*"$/s, ': "…"')
    .replace(/\bvalue ".*?" is out of range/s, 'value "…" is out of range');
  return cut.length > MAX_MESSAGE ? `${cut.slice(0, MAX_MESSAGE)}…` : cut;
}

/** The SQL text an error carries: Drizzle's DrizzleQueryError has it, and so does PGlite's own error. */
function queryOf(error: Error): string | undefined {
  const query = (error as { query?: unknown }).query;
  return typeof query === 'string' ? query : undefined;
}

/**
 * An error as a log line may carry it: the driver's reason (message, SQLSTATE, schema, table,
 * column, data type, constraint) and the cause chain, without what callers sent. Drizzle's
 * DrizzleQueryError says "Failed query: <sql>\nparams: <values>" in its message and its stack;
 * here the SQL stays as `query` and the values go. `detail` (which repeats row values, e.g.
 * "Key (nickname)=(…) already exists") and `hint` are left out for the same reason.
 */
export function errorReport(error: Error, depth = 0, parentQuery?: string): ErrorReport {
  const query = queryOf(error);
  const drizzle = query !== undefined && error.message.startsWith('Failed query: ');
  const message = drizzle ? 'Failed query' : withoutValues(error.message);
  const report: ErrorReport = { name: error.name, message };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of DRIVER_FIELDS) {
    if (typeof fields[field] === 'string' && fields[field]) report[field] = fields[field] as string;
  }
  if (query !== undefined && query !== parentQuery) {
    report.query = query.length > MAX_QUERY ? `${query.slice(0, MAX_QUERY)}…` : query;
  }
  if (error.stack) {
    // The stack's first lines repeat the message: keep only the frames.
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    report.stack = [`${error.name}: ${message}`, ...frames].join('\n');
  }
  const cause = (error as { cause?: unknown }).cause;
  if (cause !== undefined && depth < MAX_CAUSES) {
    report.cause =
      cause instanceof Error
        ? errorReport(cause, depth + 1, query ?? parentQuery)
        : { name: typeof cause, message: '(not an Error)' };
  }
  return report;
}
