import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { meSchema } from '@/api/contracts/users';
import { requireUser } from '../../middleware/auth';
import { bearerSecurity, codeDoc, jsonErrors, jsonOk } from '../../openapi-helpers';

// GET /api/v1/users/me - the caller's own profile
export const getMe = createRoute({
  method: 'get',
  path: '/v1/users/me',
  tags: ['users'],
  summary: 'My profile',
  description: 'Anonymous: 401 / 40100000. A token of a deleted account: 401 / 40100001.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  responses: { ...jsonOk(meSchema), ...jsonErrors(401) },
});

// DELETE /api/v1/users/me - delete my account
export const deleteMe = createRoute({
  method: 'delete',
  path: '/v1/users/me',
  tags: ['users'],
  summary: 'Delete my account',
  description:
    'Soft-deletes the account and erases its personal data; clears the login cookies. The client ' +
    'also clears its stored token, nickname, user id and apple code. The shared demo account answers ' +
    `${codeDoc('DEMO_ACCOUNT_PROTECTED')}.`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  responses: { ...jsonOk(z.null()), ...jsonErrors(401, 403) },
});
