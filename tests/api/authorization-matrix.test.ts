import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@/server/db/schema';
import { jwtSecret } from '@/server/env';
import { makePng } from '../fixtures/images/make-images';
import { startFakePushService } from '../utils/fake-push-service';
import { insertSpot } from '../utils/fixtures';
import { CONSOLE_ROUTE, loadOpenApiDocument, operationsOf } from '../utils/openapi-document';
import { staffedLine, waitingVisitors } from '../utils/queue-kit';
import { BOOKER, book, popspotSpot, slotOf } from '../utils/reservation-kit';
import { overrideServerEnv } from '../utils/server-env';
import { call, createUser, setupTestApp } from '../utils/test-app';
import { createDraft, insertMetrics, validForm, withTempUploadDir, writeReview } from './reviews-helpers';

/*
 * The authorization matrix (issue 14, decision 050), generated from the OpenAPI document:
 * every operation whose `security` requires a bearer token is called
 *   - anonymously, with a forged token (another secret), an expired token and a revoked one
 *     (signed out through POST /v1/auth/logout): 401 each;
 *   - by Bob against Alice's resources (her review, draft, pick, ticket, reservation,
 *     notification, setting, chat message, the line she operates, a pop-up only an admin
 *     may edit): 403 or 404 where an id of hers is in the path ("foreign" rows); and for
 *     every row, Alice's data read back before and after is unchanged and Bob's answer
 *     carries nothing of hers.
 * The company console and the operator's company routes are the enterprise permission
 * matrix's (tests/api/enterprise-permission-matrix.test.ts); together the two cover every
 * route with security, and a new user route fails this file until it has a row below.
 */

const ctx = setupTestApp();
withTempUploadDir();

const vapid = webpush.generateVAPIDKeys();
let push: Awaited<ReturnType<typeof startFakePushService>>;
let restoreEnv: (() => void) | undefined;
beforeAll(async () => {
  push = await startFakePushService();
  restoreEnv = overrideServerEnv({
    WEB_PUSH_VAPID_PUBLIC_KEY: vapid.publicKey,
    WEB_PUSH_VAPID_PRIVATE_KEY: vapid.privateKey,
    WEB_PUSH_EXTRA_HOSTS: push.host,
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
  });
});
afterAll(async () => {
  restoreEnv?.();
  await push?.close();
});

const ORIGIN = 'http://localhost:3000';
const MARK = `alice${Date.now().toString(36)}`;

type World = Awaited<ReturnType<typeof aliceWorld>>;

/** Alice and everything of hers the routes can name; the line she operates; a pop-up for the admin routes. */
async function aliceWorld() {
  const metricIds = await insertMetrics(ctx.db, ['친절해요', '굿즈가 많아요']);
  // Alice is staff of the company that runs `operated`; she waits in `joined`, run by another company.
  const operated = await staffedLine(ctx.db, { remoteJoinEnabled: true });
  const alice = operated.staff;
  const [waiting] = await waitingVisitors(ctx.db, operated.queue.id, 1);
  const joined = await staffedLine(ctx.db, { remoteJoinEnabled: true });
  const carol = await createUser(ctx.db);
  const as = (method: string, path: string, body?: unknown) =>
    call<never>(ctx.app, method, path, { token: alice.token, body });
  const must = async <T>(promise: Promise<{ status: number; body: { data: T } }>) => {
    const res = await promise;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };

  const spot = await popspotSpot(ctx.db, {
    preReservationStartedAt: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000),
    preReservationEndedAt: new Date(Date.now() + 9 * 24 * 60 * 60 * 1000),
  });
  const bookable = await popspotSpot(ctx.db);
  const slot = await slotOf(ctx.db, bookable.id);
  const reservation = (await book(ctx.app, alice.token, { slotId: slot.id, bookerName: `${MARK}예약` })).body.data;
  const ticket = await must<{ id: number }>(
    as('POST', '/api/v1/users/spot-queues', { queueId: joined.queue.id, partySize: 2 }),
  );
  const review = await writeReview(
    ctx.app,
    alice.token,
    spot.id,
    validForm(metricIds, { content: `${MARK} 리뷰 내용입니다` }),
  );
  const draft = (await createDraft(ctx.app, alice.token, bookable.id)).body.data.reviewId;
  const carolReview = await writeReview(ctx.app, carol.token, bookable.id, validForm(metricIds));
  await must(as('POST', `/api/v1/users/reviews/${carolReview}/reaction`, { reactionType: 'HELPFUL' }));
  const pick = await must<{ pickId: number }>(
    as('POST', '/api/v1/users/picks', { referenceId: spot.id, type: 'POPUP' }),
  );
  await must(as('PUT', '/api/v1/users/keywords', { keywords: [`${MARK}키워드`] }));
  await must(as('POST', '/api/v1/users/calendar-feed'));
  await as('POST', `/api/v1/users/spots/${spot.id}/reservation-notifications`, { remindOffsetMinutes: [60] });
  const browser = push.browser(`/push/${MARK}`);
  await must(as('PUT', '/api/v1/users/push-subscriptions', browser.subscription));
  const [notification] = await ctx.db
    .insert(notifications)
    .values({ userId: alice.user.id, group: 'SYSTEM', title: `${MARK} 알림` })
    .returning();
  const settings = await must<{ id: number }[]>(as('GET', '/api/v1/users/notifications/settings'));
  const group = {
    id: (await must<{ messageGroupId: number }>(as('GET', '/api/v1/message-groups/today'))).messageGroupId,
  };
  const message = await must<{ id: number }>(
    as('POST', `/api/v1/message-groups/${group.id}/messages`, { content: `${MARK} 채팅` }),
  );
  // Only the admin routes name this one, so no other row's counters move it.
  const adminSpot = await insertSpot(ctx.db, { title: '운영자만 고치는 팝업' });
  return {
    alice,
    metricIds,
    adminSpot: adminSpot.id,
    spot: spot.id,
    bookable: bookable.id,
    slot: slot.id,
    reservation: reservation.id,
    ticket: ticket.id,
    review,
    draft,
    carolReview,
    pick: pick.pickId,
    notification: notification.id,
    setting: settings[0].id,
    endpoint: browser.subscription.endpoint,
    group: group.id,
    message: message.id,
    operatedQueue: operated.queue.id,
    operatedTicket: waiting.ticket.id,
    joinedQueue: joined.queue.id,
    /** Text that only Alice's own answers may contain. */
    secrets: [alice.user.nickname, `${MARK} 리뷰`, `${MARK}키워드`, `${MARK}예약`, `${MARK} 알림`, `/push/${MARK}`],
  };
}

/**
 * Alice's data as the database holds it: every row with her user id, her account, her
 * reviews' files, the line she operates with its tickets, and the pop-up of the admin rows.
 */
async function stateOf(w: World): Promise<string> {
  const id = w.alice.user.id;
  const tables = await ctx.db.execute<{ table_name: string }>(sql`
    SELECT table_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name = 'user_id' ORDER BY table_name`);
  const parts: string[] = [];
  const rows = async (label: string, query: ReturnType<typeof sql>) => {
    const result = await ctx.db.execute<{ j: string }>(query);
    parts.push(`${label}: ${result.rows.map((r) => r.j).join('\n')}`);
  };
  for (const { table_name: table } of tables.rows) {
    await rows(
      table,
      sql`SELECT row_to_json(t)::text AS j FROM ${sql.identifier(table)} t WHERE user_id = ${id} ORDER BY 1`,
    );
  }
  await rows('users', sql`SELECT row_to_json(t)::text AS j FROM users t WHERE id = ${id}`);
  await rows(
    'review_files',
    sql`SELECT row_to_json(t)::text AS j FROM review_files t WHERE review_id IN (${w.review}, ${w.draft}) ORDER BY 1`,
  );
  await rows(
    'reviews',
    sql`SELECT row_to_json(t)::text AS j FROM reviews t WHERE id IN (${w.review}, ${w.draft}) ORDER BY 1`,
  );
  await rows('spot_queues', sql`SELECT row_to_json(t)::text AS j FROM spot_queues t WHERE id = ${w.operatedQueue}`);
  await rows(
    'queue_tickets',
    sql`SELECT row_to_json(t)::text AS j FROM queue_tickets t WHERE queue_id = ${w.operatedQueue} ORDER BY 1`,
  );
  await rows('spots', sql`SELECT row_to_json(t)::text AS j FROM spots t WHERE id = ${w.adminSpot}`);
  return parts.join('\n');
}

type Row = {
  path: (w: World) => string;
  body?: (w: World) => unknown;
  form?: () => Promise<FormData>;
  /** An id of Alice's is in the path: Bob must be refused with 403 or 404. */
  foreign?: true;
};

const pngForm =
  (field = 'file') =>
  async () => {
    const form = new FormData();
    form.set(field, new File([new Uint8Array(await makePng())], 'a.png', { type: 'image/png' }));
    return form;
  };

/** Keyed by "METHOD /openapi/path". Rows without `foreign` act on the caller's own data. */
const ROWS: Record<string, Row> = {
  'POST /v1/users/reviews/temp': { path: () => '/api/v1/users/reviews/temp', body: (w) => ({ spotId: w.spot }) },
  'DELETE /v1/users/reviews/temp/{id}': { path: (w) => `/api/v1/users/reviews/temp/${w.draft}`, foreign: true },
  'POST /v1/users/reviews/{id}/files': {
    path: (w) => `/api/v1/users/reviews/${w.draft}/files`,
    form: pngForm(),
    foreign: true,
  },
  'PUT /v2/users/me/reviews/{id}': {
    path: (w) => `/api/v2/users/me/reviews/${w.review}`,
    body: (w) => validForm(w.metricIds, { score: 1, content: '남의 리뷰를 바꿔 봅니다, 열 글자는 넘게' }),
    foreign: true,
  },
  'DELETE /v1/users/reviews/{id}': { path: (w) => `/api/v1/users/reviews/${w.review}`, foreign: true },
  'PUT /v1/users/reviews/{reviewId}/visit-date': {
    path: (w) => `/api/v1/users/reviews/${w.review}/visit-date`,
    body: () => ({ visitDate: '2026-01-01' }),
    foreign: true,
  },
  // A reaction is the caller's own, on anyone's review: Bob's must leave Alice's alone.
  'POST /v1/users/reviews/{reviewId}/reaction': {
    path: (w) => `/api/v1/users/reviews/${w.carolReview}/reaction`,
    body: () => ({ reactionType: 'HELPFUL' }),
  },
  'DELETE /v1/users/reviews/{reviewId}/reaction': {
    path: (w) => `/api/v1/users/reviews/${w.carolReview}/reaction`,
    body: () => ({ reactionType: 'HELPFUL' }),
  },
  'GET /v2/users/me/reviews': { path: () => '/api/v2/users/me/reviews' },
  'GET /v1/users/calendar-feed': { path: () => '/api/v1/users/calendar-feed' },
  'POST /v1/users/calendar-feed': { path: () => '/api/v1/users/calendar-feed' },
  'DELETE /v1/users/calendar-feed': { path: () => '/api/v1/users/calendar-feed' },
  'PUT /v1/users/calendar-feed/alarms': {
    path: () => '/api/v1/users/calendar-feed/alarms',
    body: () => ({ alarmOffsets: [10] }),
  },
  'GET /v1/users/picks': { path: () => '/api/v1/users/picks' },
  'POST /v1/users/picks': { path: () => '/api/v1/users/picks', body: (w) => ({ referenceId: w.spot, type: 'POPUP' }) },
  'DELETE /v1/users/picks/{id}': { path: (w) => `/api/v1/users/picks/${w.pick}`, foreign: true },
  'DELETE /v2/users/picks': {
    path: () => '/api/v2/users/picks',
    body: (w) => ({ referenceId: w.spot, type: 'POPUP' }),
  },
  'GET /v1/users/visits': { path: () => '/api/v1/users/visits' },
  'GET /v1/users/spot-queues': { path: () => '/api/v1/users/spot-queues' },
  'POST /v1/users/spot-queues': {
    path: () => '/api/v1/users/spot-queues',
    body: (w) => ({ queueId: w.joinedQueue, partySize: 1 }),
  },
  'GET /v1/users/spot-queues/summary': { path: () => '/api/v1/users/spot-queues/summary' },
  'GET /v1/users/spot-queues/{id}/live': { path: (w) => `/api/v1/users/spot-queues/${w.ticket}/live`, foreign: true },
  'GET /v1/users/spot-queues/{id}': { path: (w) => `/api/v1/users/spot-queues/${w.ticket}`, foreign: true },
  'PATCH /v1/users/spot-queues/{id}': { path: (w) => `/api/v1/users/spot-queues/${w.ticket}`, foreign: true },
  'GET /v1/console/queues': { path: () => '/api/v1/console/queues' },
  'GET /v1/console/queues/{id}': { path: (w) => `/api/v1/console/queues/${w.operatedQueue}`, foreign: true },
  'PATCH /v1/console/queues/{id}': {
    path: (w) => `/api/v1/console/queues/${w.operatedQueue}`,
    body: () => ({ maxPartySize: 7 }),
    foreign: true,
  },
  'POST /v1/console/queues/{id}/call-next': {
    path: (w) => `/api/v1/console/queues/${w.operatedQueue}/call-next`,
    foreign: true,
  },
  'PATCH /v1/console/queues/{id}/tickets/{ticketId}': {
    path: (w) => `/api/v1/console/queues/${w.operatedQueue}/tickets/${w.operatedTicket}`,
    body: () => ({ action: 'CANCEL', reason: '권한 확인' }),
    foreign: true,
  },
  'POST /v1/console/queues/{id}/walk-ins': {
    path: (w) => `/api/v1/console/queues/${w.operatedQueue}/walk-ins`,
    body: () => ({ partySize: 2 }),
    foreign: true,
  },
  'GET /v1/console/queues/{id}/events': {
    path: (w) => `/api/v1/console/queues/${w.operatedQueue}/events`,
    foreign: true,
  },
  'GET /v1/console/queues/{id}/join-code': {
    path: (w) => `/api/v1/console/queues/${w.operatedQueue}/join-code`,
    foreign: true,
  },
  'GET /v1/console/queues/{id}/live': { path: (w) => `/api/v1/console/queues/${w.operatedQueue}/live`, foreign: true },
  'POST /v1/users/spots/{spotId}/reservation-notifications': {
    path: (w) => `/api/v1/users/spots/${w.spot}/reservation-notifications`,
    body: () => ({ remindOffsetMinutes: [10] }),
  },
  // Alice has an alert on w.spot: Bob reads his own (none), and may neither change nor cancel hers.
  'GET /v1/users/spots/{spotId}/reservation-notifications': {
    path: (w) => `/api/v1/users/spots/${w.spot}/reservation-notifications`,
  },
  'PUT /v1/users/spots/{spotId}/reservation-notifications': {
    path: (w) => `/api/v1/users/spots/${w.spot}/reservation-notifications`,
    body: () => ({ remindOffsetMinutes: [10] }),
    foreign: true,
  },
  'DELETE /v1/users/spots/{spotId}/reservation-notifications': {
    path: (w) => `/api/v1/users/spots/${w.spot}/reservation-notifications`,
    foreign: true,
  },
  'POST /v1/users/reservations': {
    path: () => '/api/v1/users/reservations',
    body: (w) => ({ slotId: w.slot, partySize: 1, ...BOOKER }),
  },
  'GET /v1/users/reservations': { path: () => '/api/v1/users/reservations' },
  'GET /v1/users/reservations/{id}/calendar.ics': {
    path: (w) => `/api/v1/users/reservations/${w.reservation}/calendar.ics`,
    foreign: true,
  },
  'GET /v1/users/reservations/{id}': { path: (w) => `/api/v1/users/reservations/${w.reservation}`, foreign: true },
  'PATCH /v1/users/reservations/{id}': { path: (w) => `/api/v1/users/reservations/${w.reservation}`, foreign: true },
  'GET /v1/users/me': { path: () => '/api/v1/users/me' },
  'PUT /v1/users/me': {
    path: () => '/api/v1/users/me',
    body: () => ({ nickname: `밥${Math.random().toString(36).slice(2, 7)}` }),
  },
  'DELETE /v1/users/me': { path: () => '/api/v1/users/me' },
  'GET /v1/users/me/spot-states': { path: (w) => `/api/v1/users/me/spot-states?spotIds=${w.spot},${w.bookable}` },
  'GET /v1/users/me/sessions': { path: () => '/api/v1/users/me/sessions' },
  'DELETE /v1/users/me/sessions': { path: () => '/api/v1/users/me/sessions' },
  'GET /v1/users/nickname': { path: () => `/api/v1/users/nickname?nickname=${encodeURIComponent('밥의닉네임')}` },
  'GET /v1/users/activity-stats': { path: () => '/api/v1/users/activity-stats' },
  'PUT /v1/users/me/profile-image': { path: () => '/api/v1/users/me/profile-image', form: pngForm() },
  'DELETE /v1/users/me/profile-image': { path: () => '/api/v1/users/me/profile-image' },
  'GET /v1/users/terms': { path: () => '/api/v1/users/terms' },
  'PUT /v1/users/terms': {
    path: () => '/api/v1/users/terms',
    body: () => ({ userOptionalTerms: [{ termType: 'MARKETING', isAgreed: true }] }),
  },
  'POST /v1/users/signup': {
    path: () => '/api/v1/users/signup',
    body: () => ({ terms: [], nickname: `밥${Math.random().toString(36).slice(2, 7)}` }),
  },
  'GET /v2/users/notifications': { path: () => '/api/v2/users/notifications' },
  'GET /v1/users/notifications/unread': { path: () => '/api/v1/users/notifications/unread' },
  // Alice's notification id in Bob's body: it must stay unread.
  'PATCH /v1/users/notifications/read': {
    path: () => '/api/v1/users/notifications/read',
    body: (w) => ({ ids: [w.notification] }),
  },
  'GET /v1/users/notifications/settings': { path: () => '/api/v1/users/notifications/settings' },
  'PATCH /v1/users/notifications/settings/{id}/activation': {
    path: (w) => `/api/v1/users/notifications/settings/${w.setting}/activation`,
    body: () => ({ isActivated: false }),
    foreign: true,
  },
  'GET /v1/users/keywords': { path: () => '/api/v1/users/keywords' },
  'PUT /v1/users/keywords': { path: () => '/api/v1/users/keywords', body: () => ({ keywords: ['밥의키워드'] }) },
  'POST /v1/users/keywords/request': {
    path: () => '/api/v1/users/keywords/request',
    body: () => ({ keyword: '밥의요청' }),
  },
  'PUT /v1/users/push-subscriptions': {
    path: () => '/api/v1/users/push-subscriptions',
    body: () => push.browser('/push/bob').subscription,
  },
  // Alice's endpoint in Bob's body: her subscription must stay.
  'DELETE /v1/users/push-subscriptions': {
    path: () => '/api/v1/users/push-subscriptions',
    body: (w) => ({ endpoint: w.endpoint }),
  },
  'POST /v1/dev/jobs/reservation-alerts': {
    path: () => '/api/v1/dev/jobs/reservation-alerts',
    body: () => ({ now: new Date().toISOString() }),
  },
  'GET /v1/message-groups/new': { path: () => '/api/v1/message-groups/new' },
  'POST /v1/message-groups/{groupId}/messages': {
    path: (w) => `/api/v1/message-groups/${w.group}/messages`,
    body: () => ({ content: '밥의 채팅' }),
  },
  'DELETE /v1/message-groups/{groupId}/messages/{id}': {
    path: (w) => `/api/v1/message-groups/${w.group}/messages/${w.message}`,
    foreign: true,
  },
  // Only the operator (ADMIN) edits a pop-up here; Alice's world holds it.
  'PATCH /v1/admin/spots/{id}': {
    path: (w) => `/api/v1/admin/spots/${w.adminSpot}`,
    body: () => ({ title: '남이 바꾼 제목' }),
    foreign: true,
  },
  'DELETE /v1/admin/spots/{id}': { path: (w) => `/api/v1/admin/spots/${w.adminSpot}`, foreign: true },
};

type Answer = { status: number; code: number | null; text: string };

async function send(key: string, row: Row, w: World, token: string | undefined): Promise<Answer> {
  const method = key.split(' ')[0];
  const headers = new Headers({ Origin: ORIGIN });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (row.form) body = await row.form();
  else if (row.body) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(row.body(w));
  }
  const res = await ctx.app.request(row.path(w), { method, headers, body });
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) {
    // An event stream or a calendar file: its status is the answer; the stream is closed.
    await res.body?.cancel();
    return { status: res.status, code: null, text: '' };
  }
  const text = await res.text();
  return { status: res.status, code: (JSON.parse(text) as { result: { code: number } }).result.code, text };
}

const SECRET = new TextEncoder().encode('not-the-server-secret-but-long-enough-for-hs256');

async function tokenFor(userId: number, options: { secret?: Uint8Array; expired?: boolean } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'USER', nickname: 'someone' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer('popspot')
    .setAudience('popspot-web')
    .setIssuedAt(options.expired ? now - 3600 : now)
    .setExpirationTime(options.expired ? now - 60 : now + 3600)
    .sign(options.secret ?? jwtSecret());
}

let world: World;
const counts = { routes: 0, checks: 0, leaks: [] as string[] };

beforeAll(async () => {
  world = await aliceWorld();
}, 60_000);

afterAll(() => {
  console.info(
    `authorization-matrix: ${counts.routes} user routes, ${counts.checks} checks, ${counts.leaks.length} leaks`,
  );
});

describe('the authorization matrix', () => {
  it('has a row for every user route of the OpenAPI document (console routes: the enterprise matrix)', async () => {
    const doc = await loadOpenApiDocument(ctx.app);
    const userRoutes = operationsOf(doc).filter((op) => op.access === 'user');
    const mine = userRoutes
      .filter((op) => !CONSOLE_ROUTE.test(op.key.split(' ')[1]))
      .map((op) => op.key)
      .sort();
    expect(userRoutes.length).toBeGreaterThan(90);
    expect(mine).toEqual(Object.keys(ROWS).sort());
  });

  it.each(Object.entries(ROWS))('%s: no caller without a valid session gets in', async (key, row) => {
    counts.routes += 1;
    const callers: [string, string | undefined][] = [
      ['anonymous', undefined],
      ['forged', await tokenFor(world.alice.user.id, { secret: SECRET })],
      ['expired', await tokenFor(world.alice.user.id, { expired: true })],
    ];
    const seen: [string, number][] = [];
    for (const [caller, token] of callers) {
      const res = await send(key, row, world, token);
      counts.checks += 1;
      if (res.status !== 401) counts.leaks.push(`${key} as ${caller}: ${res.status}`);
      seen.push([caller, res.status]);
    }
    expect(seen).toEqual(callers.map(([caller]) => [caller, 401]));
  });

  it.each(Object.entries(ROWS))(
    "%s: Bob's token changes nothing of Alice's and shows nothing of hers",
    async (key, row) => {
      const bob = await createUser(ctx.db);
      const before = await stateOf(world);
      const res = await send(key, row, world, bob.token);
      const after = await stateOf(world);
      counts.checks += 1;
      const problems: string[] = [];
      if (res.status >= 500) problems.push(`answered ${res.status}`);
      if (row.foreign && res.status !== 403 && res.status !== 404) problems.push(`answered ${res.status} ${res.code}`);
      if (after !== before) problems.push("changed Alice's data");
      const shown = world.secrets.filter((secret) => res.text.includes(secret));
      if (shown.length > 0) problems.push(`showed ${shown.join(', ')}`);
      if (problems.length > 0) counts.leaks.push(`${key} as Bob: ${problems.join('; ')}`);
      expect(problems).toEqual([]);
    },
  );

  // A token whose session was signed out (POST /v1/auth/logout) is refused at once on every user route.
  it('refuses a signed-out token on every user route', async () => {
    const signIn = await call<{ accessToken: string }>(ctx.app, 'POST', '/api/v1/auth/demo', {
      body: { fresh: {} },
      headers: { Origin: ORIGIN },
    });
    expect(signIn.status).toBe(200);
    const token = signIn.body.data.accessToken;
    expect((await call(ctx.app, 'GET', '/api/v1/users/me', { token })).status).toBe(200);
    const out = await call(ctx.app, 'POST', '/api/v1/auth/logout', { token, body: {}, headers: { Origin: ORIGIN } });
    expect(out.status).toBe(200);
    const admitted: string[] = [];
    for (const [key, row] of Object.entries(ROWS)) {
      const res = await send(key, row, world, token);
      counts.checks += 1;
      if (res.status !== 401) {
        admitted.push(`${key}: ${res.status}`);
        counts.leaks.push(`${key} with a signed-out token: ${res.status}`);
      }
    }
    expect(admitted).toEqual([]);
  });
});
