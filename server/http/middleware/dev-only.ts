import { createMiddleware } from 'hono/factory';
import { apiError } from '@/api/api-error';
import { serverEnv } from '../../env';
import type { AppEnv } from '../types';

/**
 * Development and test helpers (the demo sign-in, running a job at a chosen instant) do not
 * exist unless AUTH_DEV_LOGIN is on: 404 before anything else.
 */
export const devOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!serverEnv().AUTH_DEV_LOGIN) throw apiError('NOT_FOUND');
  await next();
});
