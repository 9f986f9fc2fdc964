import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { registerServerTransport } from '@/api/client';
import { getPartner, listPartnerRecommendations } from '@/api/partners';
import { createPick, deletePick, deletePickByReference } from '@/api/picks';
import { registerReservationNotification } from '@/api/reservation-notifications';
import { getReviewCount, getSpotQueues, listRecommendations, spotKeys, spotQueries } from '@/api/spots';
import { logSpotView } from '@/api/view-logs';
import { getVoteResult, vote, voteQueries } from '@/api/votes';
import { partners, spots } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import { newVisitorCookie, visitorHeader } from '../utils/client-address';
import { insertSpot } from '../utils/fixtures';
import { createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();
let token: string | undefined;
let visitor: Record<string, string>;

beforeAll(async () => {
  // The browser's server-issued visitor cookie (decision 049).
  visitor = visitorHeader(await newVisitorCookie(ctx.app));
  // The in-process transport server components use, forwarding a token and the visitor cookie.
  registerServerTransport(async (path, init) => {
    if (token) init.headers.set('Authorization', `Bearer ${token}`);
    init.headers.set('Cookie', visitor.Cookie);
    return ctx.app.request(`/api${path}`, init);
  });
});

describe('the detail page client modules against the real app', () => {
  it('reads queues, review count and recommendations through spotQueries', async () => {
    const spot = await insertSpot(ctx.db);
    const near = await insertSpot(ctx.db, { latitude: spot.latitude + 0.001 });
    expect(await getSpotQueues(spot.id)).toEqual([]);
    expect(await getReviewCount(spot.id)).toEqual({ count: 0 });
    const nearby = await listRecommendations('NEARBY', spot.id, 'ko', 5);
    expect(nearby.map((i) => i.id)).toEqual([near.id]);

    const options = spotQueries.recommendations({ recommendationType: 'NEARBY', excludedSpotId: spot.id }, 'en');
    expect(options.queryKey).toEqual(
      spotKeys.recommendations({ recommendationType: 'NEARBY', excludedSpotId: spot.id }, 'en'),
    );
    // Per language, under the spot's prefix that a join or leave invalidates.
    expect(spotQueries.queues(spot.id, 'ja').queryKey).toEqual(['spots', 'queues', spot.id, 'ja']);
    expect(spotQueries.queues(spot.id, 'ja').queryKey.slice(0, 3)).toEqual(spotKeys.queuesOf(spot.id));
  });

  it('picks and un-picks, votes, registers an alert and logs a view', async () => {
    const spot = await insertSpot(ctx.db, { preReservationStartedAt: new Date(Date.now() + 3 * 86_400_000) });
    const me = await createUser(ctx.db);
    token = me.token;
    try {
      const { pickId } = await createPick({ referenceId: spot.id, type: 'POPUP' });
      expect((await createPick({ referenceId: spot.id, type: 'POPUP' })).pickId).toBe(pickId);
      expect(await deletePick(pickId)).toBeNull();
      await createPick({ referenceId: spot.id, type: 'POPUP' });
      expect(await deletePickByReference({ referenceId: spot.id, type: 'POPUP' })).toBeNull();

      expect(await vote(spot.id, { optionType: 'LEFT' })).toMatchObject({ myOptionType: 'LEFT', totalCount: 1 });
      const conflict = await vote(spot.id, { optionType: 'RIGHT' }).catch((e: unknown) => e);
      expect(ApiError.is(conflict, 'VOTE_ALREADY_CAST')).toBe(true);
      expect(voteQueries.result(spot.id).queryKey).toEqual(['votes', 'result', spot.id]);

      expect(await registerReservationNotification(spot.id, { remindOffsetMinutes: [60] })).toEqual({
        spotId: spot.id,
        remindOffsetMinutes: [60],
      });
    } finally {
      token = undefined;
    }
    // Anonymous: the visitor cookie the transport forwards identifies the voter and the viewer.
    expect((await getVoteResult(spot.id)).myOptionType).toBeNull();
    expect(await logSpotView(spot.id)).toBeNull();
    const [row] = await ctx.db.select({ n: spots.viewCount }).from(spots).where(eq(spots.id, spot.id));
    expect(row.n).toBe(1);

    const anonymousPick = await createPick({ referenceId: spot.id, type: 'POPUP' }).catch((e: unknown) => e);
    expect(anonymousPick).toMatchObject({ code: 40100000, status: 401 });
  });

  it('reads partners', async () => {
    const spot = await insertSpot(ctx.db, { latitude: 35.5, longitude: 129.3 });
    const [partner] = await ctx.db
      .insert(partners)
      .values({ name: '울산 파트너', address: '울산', latitude: 35.501, longitude: 129.3 })
      .returning();
    expect((await getPartner(partner.id)).name).toBe('울산 파트너');
    expect((await listPartnerRecommendations(spot.id)).map((p) => p.id)).toEqual([partner.id]);
    const missing = await getPartner(987654).catch((e: unknown) => e);
    expect(ApiError.is(missing, 'NOT_FOUND')).toBe(true);
  });
});

describe('the OpenAPI document', () => {
  it('documents every detail-page route, with bearer security on the user routes', async () => {
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown[]; tags?: string[]; summary?: string }>>;
    };
    const routes: [string, string, boolean][] = [
      ['/api/v1/spots/{id}/spot-queues', 'get', false],
      ['/api/v1/spots/{id}/reviews/count', 'get', false],
      ['/api/v1/spots/recommendations', 'get', false],
      ['/api/v1/logs/spots/{id}', 'post', false],
      ['/api/v1/spots/{id}/vote', 'post', false],
      ['/api/v1/spots/{id}/vote-result', 'get', false],
      ['/api/v1/partners/{id}', 'get', false],
      ['/api/v1/partners/recommendations', 'get', false],
      ['/api/v1/users/picks', 'post', true],
      ['/api/v1/users/picks/{id}', 'delete', true],
      ['/api/v2/users/picks', 'delete', true],
      ['/api/v1/users/spots/{spotId}/reservation-notifications', 'post', true],
    ];
    for (const [path, method, user] of routes) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.summary && op.tags?.length).toBeTruthy();
      if (user) expect(op.security).toEqual([{ bearerAuth: [] }]);
    }
  });
});
