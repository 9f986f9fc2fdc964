import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ReviewDraft, ReviewFile, ReviewFormInput, ReviewRegistered } from '@/api/contracts/reviews';
import type { Database } from '@/server/db/client';
import { reviewMetrics, reviewMetricTranslations } from '@/server/db/schema';
import { resetServerEnvForTests } from '@/server/env';
import type { App } from '@/server/http/app';
import { call, type CallResult } from '../utils/test-app';

/** A throwaway UPLOAD_DIR for one test file; answers a getter for its path. */
export function withTempUploadDir(): () => string {
  let dir = '';
  const previous = process.env.UPLOAD_DIR;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'popspot-reviews-'));
    process.env.UPLOAD_DIR = dir;
    resetServerEnvForTests();
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.UPLOAD_DIR;
    else process.env.UPLOAD_DIR = previous;
    resetServerEnvForTests();
    await rm(dir, { recursive: true, force: true });
  });
  return () => dir;
}

/** Satisfaction items (with an English name for each) in the given order; answers their ids. */
export async function insertMetrics(db: Database, names: string[], extra: { isActive?: boolean } = {}) {
  const rows = await db
    .insert(reviewMetrics)
    .values(names.map((name, i) => ({ name, sortOrder: i, isActive: extra.isActive ?? true })))
    .returning({ id: reviewMetrics.id });
  await db
    .insert(reviewMetricTranslations)
    .values(rows.map((r, i) => ({ metricId: r.id, locale: 'en' as const, name: `en:${names[i]}` })));
  return rows.map((r) => r.id);
}

export function createDraft(app: App, token: string | undefined, spotId: number) {
  return call<ReviewDraft>(app, 'POST', '/api/v1/users/reviews/temp', { token, body: { spotId } });
}

export function registerDraft(app: App, token: string | undefined, reviewId: number, body: ReviewFormInput) {
  return call<ReviewRegistered>(app, 'PUT', `/api/v2/users/me/reviews/${reviewId}`, { token, body });
}

export const validForm = (metricIds: number[], overrides: Partial<ReviewFormInput> = {}): ReviewFormInput => ({
  score: 5,
  content: '줄이 길었지만 굿즈가 정말 예뻤어요!',
  selectedMetricIds: metricIds.slice(0, 1),
  fileIds: [],
  deletedFileIds: [],
  ...overrides,
});

/** Draft + register through the API, as the write modal does; answers the review id. */
export async function writeReview(app: App, token: string, spotId: number, form: ReviewFormInput): Promise<number> {
  const draft = await createDraft(app, token, spotId);
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  const registered = await registerDraft(app, token, draft.body.data.reviewId, form);
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  return draft.body.data.reviewId;
}

/** POST /v1/users/reviews/{id}/files with one multipart field `file`, as a browser sends it. */
export async function upload(
  app: App,
  token: string | undefined,
  reviewId: number,
  bytes: Uint8Array,
  options: { name?: string; type?: string; field?: string } = {},
): Promise<CallResult<ReviewFile>> {
  const form = new FormData();
  form.append(
    options.field ?? 'file',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/jpeg' }),
    options.name ?? 'photo.jpg',
  );
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await app.request(`/api/v1/users/reviews/${reviewId}/files`, { method: 'POST', headers, body: form });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/** The storage key of a public file URL (`/api/files/<key>`). */
export function keyOf(publicPath: string): string {
  return publicPath.replace(/^\/api\/files\//, '');
}
