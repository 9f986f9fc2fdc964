import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import {
  chatNewSchema,
  messageBodySchema,
  messageGroupListSchema,
  messageGroupSchema,
  messageListQuerySchema,
  messageListSchema,
  messageSchema,
} from '@/api/contracts/chat';
import { requireUser } from '../../middleware/auth';
import { rateLimit } from '../../middleware/rate-limit';
import { bearerSecurity, codeDoc, jsonErrors, jsonOk } from '../../openapi-helpers';

/** Chat posting has its own per-user limit, tighter than the general write limit: no flooding. */
const CHAT_POSTS_PER_MINUTE = 20;
const chatPostLimit = rateLimit({ name: 'chat-post', limit: CHAT_POSTS_PER_MINUTE, windowMs: 60_000 });

// Public reads: anonymous or signed in (a bad token reads as anonymous).
const optionalBearer = [...bearerSecurity, {}];
const groupParams = z.object({ groupId: idParam });
const messageParams = z.object({ groupId: idParam, id: idParam });

// GET /api/v1/message-groups - the rooms of the community home: today's, then the operators'
export const listMessageGroups = createRoute({
  method: 'get',
  path: '/v1/message-groups',
  tags: ['chat'],
  summary: 'Chat rooms to list',
  description: "Today's room (opened if missing) first, then the operating rooms (operatingMessageGroup true).",
  responses: { ...jsonOk(messageGroupListSchema) },
});

// GET /api/v1/message-groups/today - the room of the current Seoul day
export const getTodayMessageGroup = createRoute({
  method: 'get',
  path: '/v1/message-groups/today',
  tags: ['chat'],
  summary: "Today's chat room",
  description:
    'One room per Seoul calendar day, opened by the first request of the day (concurrent first requests ' +
    'still make one room: a unique index decides). operatingMessageGroup is false for daily rooms.',
  responses: { ...jsonOk(messageGroupSchema) },
});

// GET /api/v1/message-groups/new - is there anything I haven't read in today's room?
export const getChatNew = createRoute({
  method: 'get',
  path: '/v1/message-groups/new',
  tags: ['chat'],
  summary: 'New-message indicator',
  description:
    "hasNew: today's room has a message by someone else, not deleted, newer than my last read. " +
    'Signed in only (anonymous: 401 / 40100000; the client does not ask).',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  responses: { ...jsonOk(chatNewSchema), ...jsonErrors(401) },
});

// GET /api/v1/message-groups/{groupId} - one room
export const getMessageGroup = createRoute({
  method: 'get',
  path: '/v1/message-groups/{groupId}',
  tags: ['chat'],
  summary: 'A chat room',
  description: 'Unknown room: 404 / 40400000. writable says whether users may post in it now.',
  request: { params: groupParams },
  responses: { ...jsonOk(messageGroupSchema), ...jsonErrors(400, 404) },
});

// GET /api/v1/message-groups/{groupId}/messages - a room's messages, newest first
export const listMessages = createRoute({
  method: 'get',
  path: '/v1/message-groups/{groupId}/messages',
  tags: ['chat'],
  summary: "A room's messages",
  description:
    'Newest first, paged (page from 0, size 1..100, default 48). before=<message id> counts only older ' +
    'messages: a stable cursor for reading back. Deleted messages stay in place with content null. ' +
    "Public; a signed-in reader's last read moves to the newest message returned. Unknown room: 404.",
  security: optionalBearer,
  request: { params: groupParams, query: messageListQuerySchema },
  responses: { ...jsonOk(messageListSchema), ...jsonErrors(400, 404) },
});

// POST /api/v1/message-groups/{groupId}/messages - say something
export const postMessage = createRoute({
  method: 'post',
  path: '/v1/message-groups/{groupId}/messages',
  tags: ['chat'],
  summary: 'Post a message',
  description:
    "content is trimmed, then 1..124 characters (400 otherwise). Only today's room takes users' messages; " +
    `the operating room is read-only except for ADMIN (${codeDoc('CHAT_ROOM_READ_ONLY')}) and past days are ` +
    `closed (${codeDoc('CHAT_ROOM_CLOSED')}). ` +
    `Unknown room: 404. At most ${CHAT_POSTS_PER_MINUTE} messages a minute per user (429).`,
  security: bearerSecurity,
  middleware: [requireUser, chatPostLimit] as const,
  request: {
    params: groupParams,
    body: { content: { 'application/json': { schema: messageBodySchema } }, required: true },
  },
  responses: { ...jsonOk(messageSchema), ...jsonErrors(400, 401, 403, 404, 429) },
});

// DELETE /api/v1/message-groups/{groupId}/messages/{id} - delete my message
export const deleteMessage = createRoute({
  method: 'delete',
  path: '/v1/message-groups/{groupId}/messages/{id}',
  tags: ['chat'],
  summary: 'Delete a message',
  description:
    'The author, or an ADMIN. Soft delete: the text is erased and the message shows as deleted. ' +
    "Someone else's message: 403; unknown or in another room: 404. Deleting again answers the same.",
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: messageParams },
  responses: { ...jsonOk(messageSchema), ...jsonErrors(400, 401, 403, 404, 429) },
});
