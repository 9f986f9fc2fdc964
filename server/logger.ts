import 'server-only';
import { errorReport } from './db/errors';
import { serverEnv } from './env';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/**
 * Structured logs: one JSON object per line on stdout/stderr, so a log collector can index
 * request ids and fields without parsing prose.
 *
 * Lines name what failed, never what a caller sent: callers pass ids, methods and paths
 * (never bodies or query strings), and an Error is written as server/db/errors.ts's
 * errorReport (the driver's reason and the cause chain, without SQL parameters or the values
 * PostgreSQL quotes back), so nobody can fill the error log with their own text.
 */
function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  if (order[level] < order[serverEnv().LOG_LEVEL]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }, errorReplacer);
  if (level === 'error' || level === 'warn') process.stderr.write(line + '\n');
  else process.stdout.write(line + '\n');
}

function errorReplacer(_key: string, value: unknown) {
  if (value instanceof Error) return errorReport(value);
  return value;
}

export const logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => write('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
};
