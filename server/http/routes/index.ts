import type { OpenAPIHono } from '@hono/zod-openapi';
import type { BlankSchema } from 'hono/types';
import type { AppEnv } from '../types';
import { filesRouter } from './files/files.index';
import { healthRouter } from './health/health.index';
import { spotsRouter } from './spots/spots.index';
import { authRouter } from './auth/auth.index';
import { usersRouter } from './users/users.index';

/** Every domain router, mounted once; paths are the spec's (section 7). */
export function mountRoutes(app: OpenAPIHono<AppEnv, BlankSchema, '/api'>) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.route('/', healthRouter);
  app.route('/', spotsRouter);
  app.route('/', authRouter);
  app.route('/', usersRouter);
  app.route('/', filesRouter);
}
