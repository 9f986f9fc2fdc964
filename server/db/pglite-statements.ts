import 'server-only';
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

type RowDescriptionMessage = InstanceType<typeof protocol.messages.RowDescriptionMessage>;

/**
 * Named prepared statements for PGlite, as node-postgres gives PostgreSQL: each statement text
 * is parsed and described once per database, then every later call is Bind + Execute + Sync in
 * a single message to the WASM backend (decision 065).
 *
 * PGlite's own `query` sends an unnamed statement each time: Parse, Describe, Bind, Describe,
 * Execute and Sync, six trips into WASM, and the planner plans the statement from scratch
 * (0.4–0.9 ms for a two-table read, most of it opening every index of `spots`). Measured on
 * the demo data: `select 1` 0.28 → 0.07 ms, my picks' rows 1.10 → 0.53 ms (issue 30).
 * PostgreSQL's plan cache then decides per statement whether a generic plan is as good as a
 * custom one, exactly as it does for any prepared statement.
 */

/** Statements kept per database; the least recently used is closed beyond this. */
export const MAX_PREPARED_STATEMENTS = 400;

/** A kept statement that is gone (DISCARD, DEALLOCATE) or whose result type changed under it (DDL). */
function staleStatement(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '26000' || (code === '0A000' && /cached plan must not change result type/.test(message ?? ''));
}

type Queryable = Pick<Transaction, 'query'>;

interface Prepared {
  name: string;
  paramTypes: number[];
  /** The statement's row description, or null for one that returns no rows. */
  rowDescription: RowDescriptionMessage | null;
}

interface StatementCache {
  byText: Map<string, Prepared>;
  /** Names evicted but not yet closed: closed with the next Parse, in the same message. */
  toClose: string[];
  next: number;
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Whether a call can take the prepared path: PGlite's per-call extras fall back to its own query. */
function plainOptions(options: QueryOptions | undefined, knownParsers: Record<number, unknown>): boolean {
  if (!options) return true;
  if (options.blob || options.serializers || options.paramTypes || options.onNotice) return false;
  if (options.parsers) for (const oid in options.parsers) if (!(oid in knownParsers)) return false;
  return true;
}

/** The instance has the known parsers already; passed per call, PGlite would copy its whole table. */
function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  return options?.parsers ? { ...options, parsers: undefined } : options;
}

function asPgliteError(error: unknown, query: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error && typeof error === 'object' && 'code' in error) {
    // The same fields PGlite's own query adds, so callers and logs see one error shape.
    Object.assign(error, { query, params, queryOptions: options });
  }
  return error;
}

/**
 * Gives `client` (and every transaction it opens) a `query` that keeps named statements.
 * `knownParsers` are parsers the instance already has: a call that passes exactly those
 * (Drizzle passes its identity parsers with every query) still takes the prepared path.
 */
export function withPreparedStatements(client: PGlite, knownParsers: Record<number, unknown>): PGlite {
  const cache: StatementCache = { byText: new Map(), toClose: [], next: 0 };
  const rawQuery = client.query.bind(client);

  async function prepare(text: string): Promise<Prepared> {
    const name = `popspot_s${++cache.next}`;
    const parts = cache.toClose.map((old) => serialize.close({ type: 'S', name: old }));
    cache.toClose = [];
    parts.push(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync());
    const messages = await client.execProtocolStream(concat(parts), { syncToFs: false });
    let paramTypes: number[] = [];
    let rowDescription: Prepared['rowDescription'] = null;
    for (const message of messages) {
      if (message instanceof protocol.messages.ParameterDescriptionMessage) paramTypes = message.dataTypeIDs;
      else if (message instanceof protocol.messages.RowDescriptionMessage) rowDescription = message;
    }
    const prepared = { name, paramTypes, rowDescription };
    cache.byText.set(text, prepared);
    if (cache.byText.size > MAX_PREPARED_STATEMENTS) {
      const [oldestText, oldest] = cache.byText.entries().next().value!;
      cache.byText.delete(oldestText);
      cache.toClose.push(oldest.name);
    }
    return prepared;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    let prepared = cache.byText.get(text);
    if (prepared) {
      // Most recently used last: Map keeps insertion order.
      cache.byText.delete(text);
      cache.byText.set(text, prepared);
    } else {
      prepared = await prepare(text);
    }
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = client.serializers[prepared.paramTypes[i]];
      return serializer ? serializer(param) : String(param);
    });
    const messages = await client.execProtocolStream(
      concat([serialize.bind({ statement: prepared.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    const all = prepared.rowDescription ? [prepared.rowDescription, ...messages] : messages;
    return parse.parseResults(all, client.parsers, options)[0] as Results<T>;
  }

  async function query<T>(
    text: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    try {
      return await run<T>(text, params, options);
    } catch (error) {
      // A statement dropped or invalidated under us (DISCARD, DDL that changed its result) is
      // parsed again once; inside a transaction the error has already aborted it.
      if (!inTransaction && staleStatement(error) && cache.byText.delete(text)) {
        try {
          return await run<T>(text, params, options);
        } catch (retryError) {
          throw asPgliteError(retryError, text, params, options);
        }
      }
      throw asPgliteError(error, text, params, options);
    }
  }

  client.query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (!plainOptions(options, knownParsers)) return rawQuery<T>(text, params, options);
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const result = await query<T>(text, params, withoutParsers(options), false);
        await client.syncToFs();
        return result;
      }),
    );
  };

  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      (tx as Queryable).query = <T>(text: string, params?: unknown[], options?: QueryOptions) =>
        tx.closed || !plainOptions(options, knownParsers)
          ? txQuery<T>(text, params, options)
          : client._runExclusiveQuery(() => query<T>(text, params, withoutParsers(options), true));
      return callback(tx);
    });
  return client;
}
