import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { ConsoleQueue } from '@/api/contracts/queue-console';
import { staffedLine, waitingVisitors } from '../utils/queue-kit';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

type Sse = { event: string; id?: string; data: string };

/** An open server-sent events stream read the way EventSource does (comments skipped). */
async function openStream(path: string, token: string, lastEventId?: string) {
  const abort = new AbortController();
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  const res = await ctx.app.request(path, { headers, signal: abort.signal });
  if (res.status !== 200) return { status: res.status, next: undefined, close: async () => undefined };
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (timeoutMs = 8_000): Promise<Sse> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = block.split('\n').filter((line) => !line.startsWith(':'));
        if (fields.length === 0) continue;
        const get = (name: string) =>
          fields.filter((l) => l.startsWith(`${name}: `)).map((l) => l.slice(name.length + 2));
        return { event: get('event')[0] ?? 'message', id: get('id')[0], data: get('data').join('\n') };
      }
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('no event in time')), Math.max(1, deadline - Date.now())),
        ),
      ]);
      if (chunk.done) throw new Error('stream ended');
      buffer += chunk.value;
    }
  };
  return {
    status: res.status,
    headers: res.headers,
    next,
    close: async () => {
      abort.abort();
      await reader.cancel().catch(() => undefined);
    },
  };
}

const ticketLive = (ticketId: number) => `/api/v1/users/spot-queues/${ticketId}/live`;
const callNext = (token: string, queueId: number) =>
  call<ConsoleQueue>(ctx.app, 'POST', `/api/v1/console/queues/${queueId}/call-next`, { token });

describe('live updates of a waiting ticket (server-sent events)', () => {
  it('sends my open page my new place with every call, and my own ticket when it changes', async () => {
    const { queue, staff } = await staffedLine(ctx.db);
    const [first, second] = await waitingVisitors(ctx.db, queue.id, 2);
    const stream = await openStream(ticketLive(second.ticket.id), second.token);
    expect(stream.status).toBe(200);
    expect(stream.headers?.get('content-type')).toContain('text/event-stream');
    const ready = await stream.next!();
    expect(ready.event).toBe('ready');
    expect(JSON.parse(ready.data).ticket).toMatchObject({ status: 'REGISTERED', teamsAhead: 1, calledAhead: 0 });

    // The team ahead is called: my place moves (one fewer waiting, one called ahead), my ticket did not change.
    await callNext(staff.token, queue.id);
    const moved = await stream.next!();
    expect(moved.event).toBe('change');
    expect(JSON.parse(moved.data)).toMatchObject({
      mine: false,
      ticket: { status: 'REGISTERED', teamsAhead: 0, calledAhead: 1, arriveBy: null },
    });
    // Now me: called, with the end of the line's arrival window.
    await callNext(staff.token, queue.id);
    const mine = await stream.next!();
    const called = JSON.parse(mine.data);
    expect(called).toMatchObject({ mine: true, ticket: { status: 'CALLED', teamsAhead: 0, calledAhead: 0 } });
    expect(Date.parse(called.ticket.arriveBy) - Date.parse(called.ticket.calledAt)).toBe(
      queue.noShowGraceMinutes * 60_000,
    );
    expect(Number(mine.id)).toBeGreaterThan(Number(moved.id));
    // The page's own reload says the same as the stream.
    const reloaded = await call<Record<string, unknown>>(
      ctx.app,
      'GET',
      `/api/v1/users/spot-queues/${second.ticket.id}`,
      {
        token: second.token,
      },
    );
    const { queueStatus, ...fields } = called.ticket;
    expect(reloaded.body.data).toMatchObject({ ...fields, queue: { status: queueStatus } });
    await stream.close();

    // Reconnecting with the last id it saw, a page is told what it missed, and only that.
    const admitted = await call(ctx.app, 'PATCH', `/api/v1/console/queues/${queue.id}/tickets/${second.ticket.id}`, {
      token: staff.token,
      body: { action: 'ADMIT' },
    });
    expect(admitted.status).toBe(200);
    const back = await openStream(ticketLive(second.ticket.id), second.token, mine.id);
    expect((await back.next!()).event).toBe('ready');
    const missed = await back.next!();
    expect(JSON.parse(missed.data)).toMatchObject({ mine: true, ticket: { status: 'CALLED' } });
    expect(JSON.parse(missed.data).ticket.admittedAt).not.toBeNull();
    await back.close();

    // The first visitor's stream says nothing about the second's ticket: only its own state.
    const firstStream = await openStream(ticketLive(first.ticket.id), first.token, moved.id);
    await firstStream.next!();
    const own = JSON.parse((await firstStream.next!()).data);
    expect(own.mine).toBe(false);
    expect(own.ticket).toMatchObject({ status: 'CALLED', teamsAhead: 0 });
    await firstStream.close();
  });

  it("keeps streams to their owners: someone else's ticket is not found, the console is staff-only", async () => {
    const { queue, staff } = await staffedLine(ctx.db);
    const [visitor] = await waitingVisitors(ctx.db, queue.id, 1);
    const stranger = await createUser(ctx.db);
    expect((await openStream(ticketLive(visitor.ticket.id), stranger.token)).status).toBe(404);
    const anonymous = await ctx.app.request(ticketLive(visitor.ticket.id));
    expect(anonymous.status).toBe(401);
    expect((await openStream(`/api/v1/console/queues/${queue.id}/live`, visitor.token)).status).toBe(403);

    const consoleStream = await openStream(`/api/v1/console/queues/${queue.id}/live`, staff.token);
    expect((await consoleStream.next!()).event).toBe('ready');
    const join = await call(ctx.app, 'PATCH', `/api/v1/users/spot-queues/${visitor.ticket.id}`, {
      token: visitor.token,
    });
    expect(join.status).toBe(200);
    expect(JSON.parse((await consoleStream.next!()).data)).toEqual({ actions: ['LEAVE'] });
    await consoleStream.close();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'crosses app processes: a call made by another process reaches the page open on this one',
    async () => {
      const { queue, staff } = await staffedLine(ctx.db);
      const [visitor] = await waitingVisitors(ctx.db, queue.id, 1);
      const stream = await openStream(ticketLive(visitor.ticket.id), visitor.token);
      expect((await stream.next!()).event).toBe('ready');
      const { stdout } = await promisify(execFile)(
        'npx',
        [
          'tsx',
          '--conditions=react-server',
          'tests/utils/call-next-elsewhere.ts',
          String(queue.id),
          String(staff.user.id),
        ],
        { env: { ...process.env, DATABASE_URL: ctx.databaseUrl! }, timeout: 60_000 },
      );
      expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({ called: [1] });
      const change = await stream.next!(15_000);
      expect(JSON.parse(change.data)).toMatchObject({ mine: true, ticket: { status: 'CALLED' } });
      await stream.close();
    },
    90_000,
  );
});
