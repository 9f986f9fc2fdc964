import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Me } from '@/api/contracts/users';
import {
  keywords,
  notifications,
  picks,
  queueTickets,
  reservationNotifications,
  reviews,
  spotQueues,
  userTermHistory,
  userTerms,
  users,
  votes,
} from '@/server/db/schema';
import { insertSpot } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';
import { keyOf, withTempUploadDir } from './reviews-helpers';

const ctx = setupTestApp();
const uploadDir = withTempUploadDir();

async function putPicture(token: string | undefined, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'me.jpg');
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await ctx.app.request('/api/v1/users/me/profile-image', { method: 'PUT', headers, body: form });
  return { status: res.status, body: (await res.json()) as { data: Me; result: { code: number } } };
}

const jpeg = (color: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Artist: 'someone' } } })
    .toBuffer();

const stored = (url: string) => existsSync(path.join(uploadDir(), keyOf(url)));

describe('profile picture', () => {
  it('stores an upload re-encoded without metadata, replaces the previous one and can go back to none', async () => {
    const me = await createUser(ctx.db);
    const first = await putPicture(me.token, await jpeg('#f00'));
    expect(first.status).toBe(200);
    const firstUrl = first.body.data.profileImageUrl!;
    expect(firstUrl).toMatch(/^\/api\/files\/profiles\/\d+\/[0-9a-f-]+\.webp$/);
    const meta = await sharp(path.join(uploadDir(), keyOf(firstUrl))).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();

    const second = await putPicture(me.token, await jpeg('#00f'));
    const secondUrl = second.body.data.profileImageUrl!;
    expect(secondUrl).not.toBe(firstUrl);
    expect(stored(firstUrl)).toBe(false);
    expect(stored(secondUrl)).toBe(true);

    const removed = await call<Me>(ctx.app, 'DELETE', '/api/v1/users/me/profile-image', { token: me.token });
    expect(removed.body.data.profileImageUrl).toBeNull();
    expect(stored(secondUrl)).toBe(false);
  });

  it('refuses what is not an image by its bytes, and anonymous callers', async () => {
    const me = await createUser(ctx.db);
    const fake = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const bad = await putPicture(me.token, fake);
    expect(bad.status).toBe(400);
    expect(bad.body.result.code).toBe(40000000);
    expect((await putPicture(undefined, await jpeg('#0f0'))).status).toBe(401);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row.profileImageUrl).toBeNull();
  });
});

describe('account deletion', () => {
  it('erases what is private, keeps public content without a name, and cancels waiting', async () => {
    const me = await createUser(ctx.db, { nickname: '떠나는사람' });
    const token = me.token;
    const spot = await insertSpot(ctx.db, { preReservationStartedAt: new Date(Date.now() + 86_400_000 * 3) });
    await putPicture(token, await jpeg('#123456'));
    await call(ctx.app, 'POST', '/api/v1/users/picks', { token, body: { type: 'POPUP', referenceId: spot.id } });
    await call(ctx.app, 'PUT', '/api/v1/users/keywords', { token, body: { keywords: ['성수'] } });
    await ctx.db
      .insert(reservationNotifications)
      .values({ userId: me.user.id, spotId: spot.id, remindOffsetMinutes: 60 });
    await ctx.db.insert(notifications).values({ userId: me.user.id, group: 'SYSTEM', title: '안내' });
    await ctx.db.insert(userTerms).values({ userId: me.user.id, termType: 'SERVICE', isAgreed: true });
    await ctx.db
      .insert(userTermHistory)
      .values({ userId: me.user.id, termType: 'SERVICE', isAgreed: true, source: 'SIGNUP' });
    const [review] = await ctx.db
      .insert(reviews)
      .values({
        userId: me.user.id,
        spotId: spot.id,
        status: 'REGISTERED',
        score: 5,
        content: '좋았어요',
        registeredAt: new Date(),
      })
      .returning();
    await ctx.db.insert(votes).values({ userId: me.user.id, spotId: spot.id, optionType: 'LEFT' });
    const [queue] = await ctx.db
      .insert(spotQueues)
      .values({ spotId: spot.id, title: '입장', status: 'IN_PROGRESS', teamCounter: 1 })
      .returning();
    await ctx.db.insert(queueTickets).values({ queueId: queue.id, userId: me.user.id, ticketNumber: 1, partySize: 2 });
    const [{ profileImageUrl }] = await ctx.db.select().from(users).where(eq(users.id, me.user.id));

    const res = await call(ctx.app, 'DELETE', '/api/v1/users/me', { token });
    expect(res.status).toBe(200);

    const [row] = await ctx.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({ email: null, profileImageUrl: null, phone: null, nickname: `deleted_${me.user.id}` });
    expect(row.deletedAt).not.toBeNull();
    expect(stored(profileImageUrl!)).toBe(false);
    for (const table of [picks, keywords, reservationNotifications, notifications, userTerms, userTermHistory]) {
      expect(await ctx.db.select().from(table).where(eq(table.userId, me.user.id))).toEqual([]);
    }
    // Public content stays, without the name.
    expect(await ctx.db.select().from(reviews).where(eq(reviews.id, review.id))).toHaveLength(1);
    const list = await call<{ content: { user: { nickname: string | null } }[] }>(
      ctx.app,
      'GET',
      `/api/v2/spots/${spot.id}/reviews`,
    );
    expect(list.body.data.content[0].user).toEqual({ nickname: null, profileImageUrl: null });
    expect(await ctx.db.select().from(votes).where(eq(votes.userId, me.user.id))).toHaveLength(1);
    const [ticket] = await ctx.db.select().from(queueTickets).where(eq(queueTickets.userId, me.user.id));
    expect(ticket.status).toBe('CANCELED');
    // The token no longer works; the nickname is free again.
    expect((await call(ctx.app, 'GET', '/api/v1/users/me', { token })).status).toBe(401);
    const other = await createUser(ctx.db);
    const free = await call<{ available: boolean }>(
      ctx.app,
      'GET',
      `/api/v1/users/nickname?nickname=${encodeURIComponent('떠나는사람')}`,
      { token: other.token },
    );
    expect(free.body.data.available).toBe(true);
  });
});
