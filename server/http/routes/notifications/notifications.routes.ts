import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import {
  activationBodySchema,
  markReadBodySchema,
  markReadResultSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSettingListSchema,
  unreadSchema,
} from '@/api/contracts/notifications';
import { requireUser } from '../../middleware/auth';
import { bearerSecurity, jsonErrors, jsonOk } from '../../openapi-helpers';

// GET /api/v2/users/notifications - my notifications, newest first (paged; ?group= one kind)
export const listNotifications = createRoute({
  method: 'get',
  path: '/v2/users/notifications',
  tags: ['notifications'],
  summary: 'My notifications',
  description:
    'Newest first; `group` keeps one kind. Text is in ?lang when the notification has a message key. ' +
    'Anonymous: 401 / 40100000 (the web client shows an empty list, spec section 8).',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { query: notificationListQuerySchema },
  responses: { ...jsonOk(notificationPageSchema), ...jsonErrors(400, 401) },
});

// GET /api/v1/users/notifications/unread - whether anything is unread, overall and per group
export const getUnread = createRoute({
  method: 'get',
  path: '/v1/users/notifications/unread',
  tags: ['notifications'],
  summary: 'Unread notifications',
  description: 'Anonymous: 401 / 40100000 (the web client reads it as nothing unread, spec section 6).',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  responses: { ...jsonOk(unreadSchema), ...jsonErrors(401) },
});

// PATCH /api/v1/users/notifications/read - mark all (no body) or the given ones read
export const markRead = createRoute({
  method: 'patch',
  path: '/v1/users/notifications/read',
  tags: ['notifications'],
  summary: 'Mark notifications read',
  description:
    'Without a body (or without ids) every unread notification of mine. With ids: those, all of which must ' +
    'be mine, else 404 / 40400000 and nothing changes.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { body: { content: { 'application/json': { schema: markReadBodySchema } }, required: false } },
  responses: { ...jsonOk(markReadResultSchema), ...jsonErrors(400, 401, 404, 429) },
});

// GET /api/v1/users/notifications/settings - one switch per kind
export const listSettings = createRoute({
  method: 'get',
  path: '/v1/users/notifications/settings',
  tags: ['notifications'],
  summary: 'My notification settings',
  description: 'POPUP (pre-reservation alerts), KEYWORD, QUEUE, REVIEW, COMMUNITY, MARKETING (the marketing consent).',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  responses: { ...jsonOk(notificationSettingListSchema), ...jsonErrors(401) },
});

// PATCH /api/v1/users/notifications/settings/{id}/activation - switch one kind on or off
export const setActivation = createRoute({
  method: 'patch',
  path: '/v1/users/notifications/settings/{id}/activation',
  tags: ['notifications'],
  summary: 'Switch a kind of notification',
  description: "Someone else's setting or an unknown id: 404 / 40400000. MARKETING records the marketing consent.",
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: {
    params: z.object({ id: idParam }),
    body: { content: { 'application/json': { schema: activationBodySchema } }, required: true },
  },
  responses: { ...jsonOk(notificationSettingListSchema.element), ...jsonErrors(400, 401, 404, 429) },
});
