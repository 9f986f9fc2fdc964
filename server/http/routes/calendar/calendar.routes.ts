import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { calendarAlarmsBodySchema, calendarFeedCreatedSchema, calendarFeedSchema } from '@/api/contracts/calendar';
import { idParam } from '@/api/contracts/envelope';
import { localeSchema } from '@/api/contracts/locale';
import { requireUser } from '../../middleware/auth';
import { bearerSecurity, jsonErrors, jsonOk } from '../../openapi-helpers';

const langQuery = z.object({ lang: localeSchema.optional() });
const calendarFile = {
  200: {
    description: 'An iCalendar (RFC 5545) file',
    content: { 'text/calendar': { schema: z.string() } },
  },
};

// GET /api/v1/users/calendar-feed - whether my calendar subscription exists, and its reminders
export const getCalendarFeed = createRoute({
  method: 'get',
  path: '/v1/users/calendar-feed',
  tags: ['calendar'],
  summary: 'My calendar subscription',
  description: 'Never answers the address itself: only its SHA-256 is stored, so it is shown once, when made.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  responses: { ...jsonOk(calendarFeedSchema), ...jsonErrors(401) },
});

// POST /api/v1/users/calendar-feed - make my secret calendar address (or a new one in place of the old)
export const rotateCalendarFeed = createRoute({
  method: 'post',
  path: '/v1/users/calendar-feed',
  tags: ['calendar'],
  summary: 'Make or replace my calendar address',
  description:
    'Answers the https and webcal:// address of an .ics feed of my picks, events written in ?lang. ' +
    'Replacing it makes the old address answer 404 at once.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { query: langQuery },
  responses: { ...jsonOk(calendarFeedCreatedSchema), ...jsonErrors(401, 429) },
});

// PUT /api/v1/users/calendar-feed/alarms - the reminders before each pre-reservation window
export const setCalendarAlarms = createRoute({
  method: 'put',
  path: '/v1/users/calendar-feed/alarms',
  tags: ['calendar'],
  summary: 'Set my calendar reminders',
  description: 'Any of 1440, 60 and 10 minutes, or none. Without a subscription: 404 / 40400000.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { body: { content: { 'application/json': { schema: calendarAlarmsBodySchema } }, required: true } },
  responses: { ...jsonOk(calendarFeedSchema), ...jsonErrors(400, 401, 404, 429) },
});

// DELETE /api/v1/users/calendar-feed - stop my calendar subscription
export const deleteCalendarFeed = createRoute({
  method: 'delete',
  path: '/v1/users/calendar-feed',
  tags: ['calendar'],
  summary: 'Stop my calendar subscription',
  description: 'Idempotent. Calendar apps polling the old address get 404 from then on.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  responses: { ...jsonOk(z.null()), ...jsonErrors(401, 429) },
});

// GET /api/v1/calendar/{file} - a subscriber's .ics feed ({token}.ics; the token is the credential)
export const picksFeed = createRoute({
  method: 'get',
  path: '/v1/calendar/{file}',
  tags: ['calendar'],
  summary: 'Calendar feed of my picks',
  description:
    'For calendar apps: no bearer token, the secret in the address is the credential. Unknown or replaced ' +
    'addresses answer 404 / 40400000.',
  request: {
    params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'The address is not a calendar feed') }),
    query: langQuery,
  },
  responses: { ...calendarFile, ...jsonErrors(400, 404) },
});

// GET /api/v1/spots/{id}/calendar.ics - one pop-up's period and pre-reservation window
export const spotCalendar = createRoute({
  method: 'get',
  path: '/v1/spots/{id}/calendar.ics',
  tags: ['calendar'],
  summary: 'Add a pop-up to a calendar',
  description: 'A download (Content-Disposition: attachment). Hidden, deleted or unknown pop-ups: 404 / 40400000.',
  request: { params: z.object({ id: idParam }), query: langQuery },
  responses: { ...calendarFile, ...jsonErrors(400, 404) },
});
