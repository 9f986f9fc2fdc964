import 'server-only';
import { serverEnv } from '../env';
import { logger } from '../logger';
import { sweepExpiredSessions } from './delete-expired-sessions';
import { dispatchReservationAlerts } from './dispatch-reservation-alerts';
import { eraseBookerDetails } from './erase-booker-details';
import { notifyNewlyPublicSpots } from './notify-newly-public-spots';
import { refreshSearchTermsWhenDue } from './refresh-search-terms';
import { sendReservationReminders } from './send-reservation-reminders';
import { sweepRateLimitCountersWhenDue } from './sweep-rate-limit-counters';

type Scheduler = { stop: () => void };
const key = Symbol.for('popspot.jobs.scheduler');
const store = globalThis as typeof globalThis & { [key]?: Scheduler };

/**
 * Runs the periodic jobs in this app process every JOBS_INTERVAL_MS (15 s by default), one
 * round at a time. Every app process may run it: the jobs claim their work in the database
 * (SKIP LOCKED), so nothing is done twice, and if one process stops the others carry on. The
 * timer does not keep the process alive, and a failed round is logged and tried again at the
 * next tick. Started once per process (instrumentation.ts); API tests call the jobs directly.
 */
export function startScheduler(): Scheduler {
  if (store[key]) return store[key];
  const env = serverEnv();
  let running = false;
  let stopped = false;
  const round = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await dispatchReservationAlerts();
      await notifyNewlyPublicSpots();
      await sendReservationReminders();
      await eraseBookerDetails();
      await sweepRateLimitCountersWhenDue();
      await sweepExpiredSessions();
      await refreshSearchTermsWhenDue();
    } catch (error) {
      logger.error('scheduled jobs failed', { error });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void round(), env.JOBS_INTERVAL_MS);
  timer.unref();
  // A first round soon after start: alerts that fell due while no process was running.
  setTimeout(() => void round(), 1_000).unref();
  const scheduler = {
    stop: () => {
      stopped = true;
      clearInterval(timer);
      delete store[key];
    },
  };
  store[key] = scheduler;
  logger.info('scheduler started', { intervalMs: env.JOBS_INTERVAL_MS });
  return scheduler;
}
