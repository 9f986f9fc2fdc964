import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { registerServerTransport } from '@/api/client';
import { getSpotDetail, listSpots } from '@/api/spots';
import { insertSpot } from '../utils/fixtures';
import { createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();
let token: string | undefined;

beforeAll(() => {
  // The same in-process transport server components use, with a caller's token.
  registerServerTransport(async (path, init) => {
    if (token) init.headers.set('Authorization', `Bearer ${token}`);
    return ctx.app.request(`/api${path}`, init);
  });
});

describe('the typed client against the real app', () => {
  it('unwraps the envelope into the contract type', async () => {
    const spot = await insertSpot(ctx.db, { title: '클라이언트 테스트' });
    const detail = await getSpotDetail(spot.id);
    expect(detail.id).toBe(spot.id);
    expect(detail.title).toBe('클라이언트 테스트');
    const list = await listSpots({ size: 5 });
    expect(list.content.some((s) => s.id === spot.id)).toBe(true);
  });

  it('forwards the caller token, so the viewer state is theirs', async () => {
    const spot = await insertSpot(ctx.db);
    const me = await createUser(ctx.db);
    token = me.token;
    try {
      expect((await getSpotDetail(spot.id)).pickId).toBeNull();
    } finally {
      token = undefined;
    }
  });

  it('turns error envelopes into ApiError with the numeric code and HTTP status', async () => {
    const notFound = await getSpotDetail(999_999).catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(ApiError);
    expect(notFound).toMatchObject({ code: 40400000, status: 404, codeName: 'NOT_FOUND' });

    const deleted = await insertSpot(ctx.db, { deletedAt: new Date() });
    const unavailable = await getSpotDetail(deleted.id).catch((e: unknown) => e);
    expect(ApiError.is(unavailable, 'UNAVAILABLE')).toBe(true);

    const bad = await getSpotDetail(0).catch((e: unknown) => e);
    expect(bad).toMatchObject({ code: 40000000, status: 400 });
    expect((bad as ApiError).fieldErrors?.['param.id']?.length).toBeGreaterThan(0);
  });
});
