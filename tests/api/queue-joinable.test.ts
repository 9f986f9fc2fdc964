import { describe, expect, it } from 'vitest';
import type { QueueTicket } from '@/api/contracts/queues';
import type { SpotQueue, SpotQueueLine } from '@/api/contracts/spots';
import { signQueueJoinCode } from '@/server/auth/queue-join-code';
import { spotQueues } from '@/server/db/schema';
import { insertSpot } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

/** Join hours around the Seoul clock now: one window holding it, one well away from it. */
function joinHours() {
  const seoulHour = (new Date().getUTCHours() + 9) % 24;
  return seoulHour < 12
    ? {
        inside: { joinOpensAt: '00:00', joinClosesAt: '12:00' },
        outside: { joinOpensAt: '12:00', joinClosesAt: '23:59' },
      }
    : {
        inside: { joinOpensAt: '12:00', joinClosesAt: '23:59' },
        outside: { joinOpensAt: '00:00', joinClosesAt: '11:59' },
      };
}

function join(token: string, body: unknown) {
  return call<QueueTicket>(ctx.app, 'POST', '/api/v1/users/spot-queues', { token, body });
}

/** What each refusal reason answers when the join is tried anyway. */
const REFUSAL_CODES: Record<NonNullable<SpotQueue['joinable']['reason']>, number> = {
  ALREADY_JOINED: 40900401,
  NOT_TAKING: 40000402,
  OUTSIDE_HOURS: 40000402,
  ON_SITE_ONLY: 40300401,
};

describe('SpotQueue.joinable: what the page offers is what the join answers', () => {
  it('says for each line whether a join from the page and at the door would be taken, and the join agrees', async () => {
    const hours = joinHours();
    const spot = await insertSpot(ctx.db, { title: '줄서기 규칙 팝업' });
    const cases: { title: string; line: Partial<typeof spotQueues.$inferInsert>; joinable: SpotQueue['joinable'] }[] = [
      { title: '진행', line: {}, joinable: { remote: true, onSite: true, reason: null } },
      { title: '접수 시간 안', line: hours.inside, joinable: { remote: true, onSite: true, reason: null } },
      {
        title: '접수 시간 밖',
        line: hours.outside,
        joinable: { remote: false, onSite: false, reason: 'OUTSIDE_HOURS' },
      },
      {
        title: '매장 전용',
        line: { remoteJoinEnabled: false },
        joinable: { remote: false, onSite: true, reason: 'ON_SITE_ONLY' },
      },
      // The line's status comes before its hours and its switch, as the join tells it.
      {
        title: '바로 입장',
        line: { status: 'READY', remoteJoinEnabled: false },
        joinable: { remote: false, onSite: false, reason: 'NOT_TAKING' },
      },
      {
        title: '일시 중지',
        line: { status: 'HOLD', ...hours.outside },
        joinable: { remote: false, onSite: false, reason: 'NOT_TAKING' },
      },
      { title: '마감', line: { status: 'CLOSED' }, joinable: { remote: false, onSite: false, reason: 'NOT_TAKING' } },
    ];
    const lines = await ctx.db
      .insert(spotQueues)
      .values(cases.map((c) => ({ spotId: spot.id, title: c.title, status: 'IN_PROGRESS' as const, ...c.line })))
      .returning();

    const reader = await createUser(ctx.db);
    const listed = await call<SpotQueue[]>(ctx.app, 'GET', `/api/v1/spots/${spot.id}/spot-queues`, {
      token: reader.token,
    });
    expect(listed.body.data.map((q) => [q.title, q.joinable])).toEqual(cases.map((c) => [c.title, c.joinable]));
    // An anonymous reader is told the same (the page asks them to sign in first).
    const anonymous = await call<SpotQueue[]>(ctx.app, 'GET', `/api/v1/spots/${spot.id}/spot-queues`);
    expect(anonymous.body.data.map((q) => q.joinable)).toEqual(cases.map((c) => c.joinable));
    // The door QR's page reads the same line the same way.
    const door = await call<SpotQueueLine>(ctx.app, 'GET', `/api/v1/spot-queues/${lines[3].id}`, {
      token: reader.token,
    });
    expect(door.body.data.queue.joinable).toEqual(cases[3].joinable);

    for (const [i, line] of lines.entries()) {
      const { joinable } = cases[i];
      const remote = await join(reader.token, { queueId: line.id, partySize: 1 });
      expect([line.title, remote.status === 200], 'remote').toEqual([line.title, joinable.remote]);
      if (!joinable.remote) expect(remote.body.result.code, line.title).toBe(REFUSAL_CODES[joinable.reason!]);

      const atTheDoor = await createUser(ctx.db);
      const { code } = await signQueueJoinCode(line.id, new Date());
      const onSite = await join(atTheDoor.token, { queueId: line.id, partySize: 1, joinCode: code });
      expect([line.title, onSite.status === 200], 'on site').toEqual([line.title, joinable.onSite]);
      if (!joinable.onSite) expect(onSite.body.result.code, line.title).toBe(REFUSAL_CODES[joinable.reason!]);
    }

    // Once in, the reader is told so, on the lines they joined only.
    const after = await call<SpotQueue[]>(ctx.app, 'GET', `/api/v1/spots/${spot.id}/spot-queues`, {
      token: reader.token,
    });
    expect(after.body.data.map((q) => q.joinable.reason)).toEqual([
      'ALREADY_JOINED',
      'ALREADY_JOINED',
      'OUTSIDE_HOURS',
      'ON_SITE_ONLY',
      'NOT_TAKING',
      'NOT_TAKING',
      'NOT_TAKING',
    ]);
    const again = await join(reader.token, { queueId: lines[0].id, partySize: 1 });
    expect(again.body.result.code).toBe(REFUSAL_CODES.ALREADY_JOINED);
  });
});
