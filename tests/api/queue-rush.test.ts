import { describe, expect, it } from 'vitest';
import { runRush, type FetchLike } from '@/scripts/rush-driver';
import { staffedLine } from '../utils/queue-kit';
import { setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

const ACCOUNTS = 50;
const CALLS = 3;

/**
 * The bench's rush (scripts/rush-driver.ts, `npm run bench -- --only=rush`) in miniature and
 * in-process: 50 fresh accounts join one line in the same instant with the door's code, each
 * keeps its ticket's live stream open as the ticket page does, and staff call three teams.
 * Only correctness is asserted here; the bench measures the times.
 */
describe('the opening rush of a waiting line', () => {
  it('numbers every join once and in order, and tells every open page its new place after each call', async () => {
    const { queue, staff } = await staffedLine(ctx.db);
    // The app in-process: `request` takes a full URL and the init as fetch does.
    const fetchFn: FetchLike = (input, init) => Promise.resolve(ctx.app.request(input, init));
    const result = await runRush(fetchFn, {
      bases: ['http://localhost'],
      accounts: ACCOUNTS,
      calls: CALLS,
      line: { queueId: queue.id, staffToken: staff.token },
      settleTimeoutMs: 5_000,
    });
    const check = (name: string) => result.checks.find((c) => c.name.startsWith(name));

    expect(result.joins.succeeded).toBe(ACCOUNTS);
    expect(result.joins.statuses).toEqual({ 200: ACCOUNTS });
    expect(check('ticket numbers distinct and gap-free')).toMatchObject({ ok: true });
    expect(result.joins.firstNumber).toBe(1);
    expect(result.calls.map((c) => c.called)).toEqual([1, 2, 3]);
    expect(check('called in number order')).toMatchObject({ ok: true });
    // After k calls, the ticket numbered j+1 (j >= k) has j-k REGISTERED teams ahead, k called.
    expect(result.streams.initialRight).toBe(ACCOUNTS);
    expect(result.calls.map((c) => ({ wrong: c.wrong, sample: c.wrongSample }))).toEqual(
      Array.from({ length: CALLS }, () => ({ wrong: 0, sample: [] })),
    );
    expect(result.calls.map((c) => c.reached)).toEqual(Array.from({ length: CALLS }, () => ACCOUNTS));
    expect(check('each ticket reloaded says what its stream showed')).toMatchObject({ ok: true });
    expect(result.checks.filter((c) => !c.ok)).toEqual([]);
    expect(result.errors).toBe(0);
  }, 60_000);
});
