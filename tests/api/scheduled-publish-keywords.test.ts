import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { keywords, notifications } from '@/server/db/schema';
import { notifyNewlyPublicSpots } from '@/server/jobs/notify-newly-public-spots';
import { insertSpot } from '../utils/fixtures';
import { createUser, setupTestApp } from '../utils/test-app';

const HOUR = 60 * 60 * 1000;
const ctx = setupTestApp();

describe('keyword notifications for pop-ups that go public by time', () => {
  it('notifies followers once when the scheduled time passes, whichever process runs the job', async () => {
    const follower = await createUser(ctx.db);
    await ctx.db.insert(keywords).values({ userId: follower.user.id, keyword: '예약공개' });
    const goesPublicAt = new Date(Date.now() + 2 * HOUR);
    const spot = await insertSpot(ctx.db, { title: '예약공개 굿즈 팝업', activatedAt: goesPublicAt });
    const mine = () =>
      ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, follower.user.id), eq(notifications.group, 'KEYWORD')));

    expect(await notifyNewlyPublicSpots({ now: new Date(goesPublicAt.getTime() - HOUR) })).toEqual([]);
    expect(await mine()).toHaveLength(0);

    const later = new Date(goesPublicAt.getTime() + 60_000);
    const runs = await Promise.all([notifyNewlyPublicSpots({ now: later }), notifyNewlyPublicSpots({ now: later })]);
    expect(runs.flatMap((r) => r ?? [])).toEqual([spot.id]);
    expect(await notifyNewlyPublicSpots({ now: new Date(later.getTime() + HOUR) })).toEqual([]);
    const notes = await mine();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ spotId: spot.id, messageKey: 'keywordMatch', link: `/popup/${spot.id}` });
  });
});
