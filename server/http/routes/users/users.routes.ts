import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { meSchema, spotStateSchema, spotStatesQuerySchema } from '@/api/contracts/users';
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

// GET /api/v1/users/me/spot-states - my pick and alert state on the pop-ups a page shows
export const getMySpotStates = createRoute({
  method: 'get',
  path: '/v1/users/me/spot-states',
  tags: ['users'],
  summary: 'My state on pop-ups (picks, alerts)',
  description:
    'Web extension. Public pages are cached and the same for everyone; after hydration the browser asks ' +
    "here for the signed-in reader's own pick and pre-reservation alert on the pop-ups the page shows " +
    '(app clients get the same from GET /v1/spots/{id} with their token). Anonymous: 401 / 40100000; ' +
    'malformed or more than 100 ids: 400.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { query: spotStatesQuerySchema },
  responses: { ...jsonOk(z.array(spotStateSchema)), ...jsonErrors(400, 401) },
});
