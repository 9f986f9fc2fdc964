/**
 * Next calls register() once when a server process starts (next start, server/serve.mjs,
 * next dev). The Node.js runtime starts the background jobs (server/jobs/scheduler.ts); the
 * import is dynamic so that nothing of the server reaches the edge bundle.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { serverEnv } = await import('./server/env');
  if (serverEnv().JOBS_ENABLED !== '1') return;
  const { startScheduler } = await import('./server/jobs/scheduler');
  startScheduler();
}
