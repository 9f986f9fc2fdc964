import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueTicket } from '@/api/contracts/queues';
import { signQueueJoinCode } from '@/server/auth/queue-join-code';
import { queueEvents, queueTickets, spotQueues } from '@/server/db/schema';
import { resetServerEnvForTests } from '@/server/env';
import { staffedLine } from '../utils/queue-kit';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

// The test sign-in (a fresh account joining lines) is one of the ways a ticket is made.
const BASE = 'http://localhost:3000';
const saved = { PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL, AUTH_DEV_LOGIN: process.env.AUTH_DEV_LOGIN };
beforeAll(() => {
  process.env.PUBLIC_BASE_URL = BASE;
  process.env.AUTH_DEV_LOGIN = '1';
  resetServerEnvForTests();
});
afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetServerEnvForTests();
});

describe('ticket numbers', () => {
  it('come from one sequence per line, whichever way the ticket is made, all at once', async () => {
    const { queue, staff } = await staffedLine(ctx.db);
    const [remote, door] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, () => createUser(ctx.db))),
      Promise.all(Array.from({ length: 6 }, () => createUser(ctx.db))),
    ]);
    const { code } = await signQueueJoinCode(queue.id, new Date());

    const joinPath = '/api/v1/users/spot-queues';
    const requests = [
      ...remote.map((p) =>
        call<QueueTicket>(ctx.app, 'POST', joinPath, { token: p.token, body: { queueId: queue.id, partySize: 1 } }),
      ),
      ...door.map((p) =>
        call<QueueTicket>(ctx.app, 'POST', joinPath, {
          token: p.token,
          body: { queueId: queue.id, partySize: 2, joinCode: code },
        }),
      ),
      ...Array.from({ length: 6 }, (_, i) =>
        call(ctx.app, 'POST', `/api/v1/console/queues/${queue.id}/walk-ins`, {
          token: staff.token,
          body: { partySize: 3, note: `현장 ${i}` },
        }),
      ),
      ...Array.from({ length: 3 }, () =>
        call(ctx.app, 'POST', '/api/v1/auth/demo', {
          headers: { Origin: BASE },
          body: { fresh: { joinQueues: [queue.id] } },
        }),
      ),
    ];
    const answers = await Promise.all(requests);
    expect(answers.map((a) => a.status)).toEqual(Array(answers.length).fill(200));

    // 23 tickets numbered 1 to 23: no number twice, none skipped, the counter at the last.
    const tickets = await ctx.db
      .select()
      .from(queueTickets)
      .where(eq(queueTickets.queueId, queue.id))
      .orderBy(asc(queueTickets.ticketNumber));
    expect(tickets.map((t) => t.ticketNumber)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    const sources = tickets.reduce<Record<string, number>>(
      (n, t) => ({ ...n, [t.source]: (n[t.source] ?? 0) + 1 }),
      {},
    );
    expect(sources).toEqual({ REMOTE: 8 + 3, ON_SITE: 6, WALK_IN: 6 });
    const [line] = await ctx.db.select().from(spotQueues).where(eq(spotQueues.id, queue.id));
    expect(line.teamCounter).toBe(23);

    // Each ticket's event names the number it was given (the live feed and the console log read it).
    const events = await ctx.db.select().from(queueEvents).where(eq(queueEvents.queueId, queue.id));
    const numbered = new Map(events.map((e) => [e.ticketId, (e.detail as { ticketNumber?: number }).ticketNumber]));
    expect(tickets.map((t) => numbered.get(t.id))).toEqual(tickets.map((t) => t.ticketNumber));
  });
});
