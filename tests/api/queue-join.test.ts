import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { QueueTicket } from '@/api/contracts/queues';
import { queueTickets, spotQueues } from '@/server/db/schema';
import { insertSpot } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

async function line(values: Partial<typeof spotQueues.$inferInsert> = {}) {
  const spot = await insertSpot(ctx.db, { title: '줄서기 팝업' });
  const [queue] = await ctx.db
    .insert(spotQueues)
    .values({ spotId: spot.id, title: '원격 줄서기', status: 'IN_PROGRESS', ...values })
    .returning();
  return { spot, queue };
}

function join(token: string | undefined, body: unknown) {
  return call<QueueTicket>(ctx.app, 'POST', '/api/v1/users/spot-queues', { token, body });
}

async function counterOf(queueId: number) {
  const [row] = await ctx.db.select().from(spotQueues).where(eq(spotQueues.id, queueId));
  return row.teamCounter;
}

describe('POST /api/v1/users/spot-queues (joining a line)', () => {
  it('hands out the next number with my party and my place in line', async () => {
    const { spot, queue } = await line({ teamCounter: 7 });
    const earlier = await createUser(ctx.db);
    await ctx.db.insert(queueTickets).values({ queueId: queue.id, userId: earlier.user.id, ticketNumber: 7 });
    const me = await createUser(ctx.db);
    const res = await join(me.token, { queueId: queue.id, partySize: 3 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      queue: { id: queue.id, title: '원격 줄서기', status: 'IN_PROGRESS' },
      spot: { id: spot.id, title: '줄서기 팝업' },
      ticketNumber: 8,
      partySize: 3,
      status: 'REGISTERED',
      teamsAhead: 1,
    });
    const mine = await call<QueueTicket>(ctx.app, 'GET', `/api/v1/users/spot-queues/${res.body.data.id}`, {
      token: me.token,
    });
    expect(mine.body.data.ticketNumber).toBe(8);
  });

  it("keeps the store's rules, and a refused join uses no number", async () => {
    const me = await createUser(ctx.db);
    const paused = await line({ status: 'HOLD' });
    expect((await join(me.token, { queueId: paused.queue.id, partySize: 1 })).body.result.code).toBe(40000402);
    const ready = await line({ status: 'READY' });
    expect((await join(me.token, { queueId: ready.queue.id, partySize: 1 })).body.result.code).toBe(40000402);

    // Outside the line's join hours (Seoul time), whatever its status says.
    const seoulHour = (new Date().getUTCHours() + 9) % 24;
    const hours =
      seoulHour < 12
        ? { joinOpensAt: '12:00', joinClosesAt: '23:59' }
        : { joinOpensAt: '00:00', joinClosesAt: '11:59' };
    const after = await line(hours);
    const late = await join(me.token, { queueId: after.queue.id, partySize: 1 });
    expect([late.status, late.body.result.code]).toEqual([400, 40000402]);

    const storeOnly = await line({ remoteJoinEnabled: false });
    const remote = await join(me.token, { queueId: storeOnly.queue.id, partySize: 1 });
    expect([remote.status, remote.body.result.code]).toEqual([403, 40300401]);

    const small = await line({ maxPartySize: 4 });
    const crowd = await join(me.token, { queueId: small.queue.id, partySize: 5 });
    expect([crowd.status, crowd.body.result.code]).toEqual([400, 40000403]);
    expect(crowd.body.data).toMatchObject({ fieldErrors: { 'json.partySize': ['at most 4'] } });
    expect(await counterOf(small.queue.id)).toBe(0);
    const fits = await join(me.token, { queueId: small.queue.id, partySize: 4 });
    expect(fits.body.data.ticketNumber).toBe(1);
  });

  it('takes one active ticket per person and line: again is 409, after leaving it is a new ticket', async () => {
    const { queue } = await line();
    const me = await createUser(ctx.db);
    const first = await join(me.token, { queueId: queue.id, partySize: 2 });
    const again = await join(me.token, { queueId: queue.id, partySize: 2 });
    expect([again.status, again.body.result.code]).toEqual([409, 40900401]);
    expect(await counterOf(queue.id)).toBe(1);
    await call(ctx.app, 'PATCH', `/api/v1/users/spot-queues/${first.body.data.id}`, { token: me.token });
    const rejoined = await join(me.token, { queueId: queue.id, partySize: 2 });
    expect([rejoined.status, rejoined.body.data.ticketNumber]).toEqual([200, 2]);
  });

  it('gives fifty people joining at once fifty different numbers, and one person tapping ten times one ticket', async () => {
    const { queue } = await line();
    const people = await Promise.all(Array.from({ length: 50 }, () => createUser(ctx.db)));
    const results = await Promise.all(people.map((p) => join(p.token, { queueId: queue.id, partySize: 1 })));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(results.map((r) => r.body.data.ticketNumber).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );

    const eager = await createUser(ctx.db);
    const taps = await Promise.all(
      Array.from({ length: 10 }, () => join(eager.token, { queueId: queue.id, partySize: 1 })),
    );
    expect(taps.filter((r) => r.status === 200)).toHaveLength(1);
    expect(taps.filter((r) => r.status === 409)).toHaveLength(9);
    // The refused taps gave their numbers back: no gaps for the next person.
    expect(await counterOf(queue.id)).toBe(51);
  });

  it('answers 401 anonymous, 404 for an unknown line, 400 for a malformed body', async () => {
    const { queue } = await line();
    const anonymous = await join(undefined, { queueId: queue.id, partySize: 1 });
    expect([anonymous.status, anonymous.body.result.code]).toEqual([401, 40100000]);
    const me = await createUser(ctx.db);
    expect((await join(me.token, { queueId: 987_654, partySize: 1 })).status).toBe(404);
    const bad = await join(me.token, { queueId: queue.id, partySize: 0 });
    expect([bad.status, bad.body.result.code]).toEqual([400, 40000000]);
    expect(await counterOf(queue.id)).toBe(0);
  });
});
