import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  activityStatsSchema,
  meSchema,
  nicknameAvailabilitySchema,
  nicknameQuerySchema,
  spotStateSchema,
  spotStatesQuerySchema,
  updateMeBodySchema,
} from '@/api/contracts/users';
import { mySessionSchema, signOutEverywhereResultSchema } from '@/api/contracts/auth';
import { REVIEW_LIMITS } from '@/lib/constants';
import { requireAccount, requireUser } from '../../middleware/auth';
import { reviewUploadBodyLimit } from '../reviews/upload-body-limit';
import { bearerSecurity, codeDoc, jsonErrors, jsonOk, uploadFileField } from '../../openapi-helpers';

// GET /api/v1/users/me - the caller's own profile
export const getMe = createRoute({
  method: 'get',
  path: '/v1/users/me',
  tags: ['users'],
  summary: 'My profile',
  description: 'Anonymous: 401 / 40100000. A token of a deleted account: 401 / 40100001.',
  security: bearerSecurity,
  middleware: [requireAccount] as const,
  responses: { ...jsonOk(meSchema), ...jsonErrors(401) },
});

// DELETE /api/v1/users/me - delete my account
export const deleteMe = createRoute({
  method: 'delete',
  path: '/v1/users/me',
  tags: ['users'],
  summary: 'Delete my account',
  description:
    'Soft-deletes the account and erases its personal data; ends every session of the account (its tokens are ' +
    'refused from the next request on) and clears the login cookies; sets the one-time `flash=accountDeleted` ' +
    'cookie so the next page says so. The client ' +
    'also clears its stored token, nickname, user id and apple code. The shared demo account answers ' +
    `${codeDoc('DEMO_ACCOUNT_PROTECTED')}.`,
  security: bearerSecurity,
  middleware: [requireAccount] as const,
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

// PUT /api/v1/users/me - change my profile (the nickname)
export const updateMe = createRoute({
  method: 'put',
  path: '/v1/users/me',
  tags: ['users'],
  summary: 'Change my profile',
  description:
    'The nickname follows the spec rule (2 to 32 of digits, letters, Hangul, space, hyphen, underscore; ' +
    'surrounding spaces dropped); a broken rule is 400 with a field error. Another live account holding ' +
    `it, regardless of letter case, answers ${codeDoc('NICKNAME_TAKEN')}. Answers the updated profile. ` +
    'Anonymous: 401 / 40100000.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { body: { required: true, content: { 'application/json': { schema: updateMeBodySchema } } } },
  responses: { ...jsonOk(meSchema), ...jsonErrors(400, 401, 409) },
});

// GET /api/v1/users/nickname - may I take this nickname?
export const checkNickname = createRoute({
  method: 'get',
  path: '/v1/users/nickname',
  tags: ['users'],
  summary: 'Nickname availability',
  description:
    'Asked while typing (sign-up, profile): always 200 with available and, when not, the reason: INVALID ' +
    "(the spec rule) or TAKEN (another live account, regardless of letter case). The caller's own current " +
    'nickname is available to them. Anonymous: 401 / 40100000.',
  security: bearerSecurity,
  middleware: [requireAccount] as const,
  request: { query: nicknameQuerySchema },
  responses: { ...jsonOk(nicknameAvailabilitySchema), ...jsonErrors(400, 401) },
});

// GET /api/v1/users/activity-stats - the counts on my page
export const getActivityStats = createRoute({
  method: 'get',
  path: '/v1/users/activity-stats',
  tags: ['users'],
  summary: 'My activity counts',
  description:
    'Picks (of public pop-ups), registered reviews, visits (waiting-line entries that reached ENTERED) and ' +
    'the waiting lines I am in now; each is the size of the list it opens. Anonymous: 401 / 40100000.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  responses: { ...jsonOk(activityStatsSchema), ...jsonErrors(401) },
});

// PUT /api/v1/users/me/profile-image - a new profile picture
export const updateProfileImage = createRoute({
  method: 'put',
  path: '/v1/users/me/profile-image',
  tags: ['users'],
  summary: 'Change my profile picture',
  description:
    `PNG, JPEG or WebP bytes (checked by content; HEIC must be converted first), at most ${REVIEW_LIMITS.maxImageBytes} ` +
    'bytes: stored re-encoded as WebP without metadata, like review images. A bad image: 400 / 40000000; too ' +
    'large: 413 / 41300000. Answers my profile.',
  security: bearerSecurity,
  // The body limit runs after the sign-in check and before the form is parsed.
  middleware: [requireUser, reviewUploadBodyLimit] as const,
  request: {
    body: {
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: uploadFileField(),
          }),
        },
      },
      required: true,
    },
  },
  responses: { ...jsonOk(meSchema), ...jsonErrors(400, 401, 403, 413, 429) },
});

// DELETE /api/v1/users/me/profile-image - back to the default picture
export const removeProfileImage = createRoute({
  method: 'delete',
  path: '/v1/users/me/profile-image',
  tags: ['users'],
  summary: 'Remove my profile picture',
  description: 'The default avatar is shown again. Answers my profile.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  responses: { ...jsonOk(meSchema), ...jsonErrors(401, 403, 429) },
});

// GET /api/v1/users/me/sessions - where I am signed in
export const listMySessions = createRoute({
  method: 'get',
  path: '/v1/users/me/sessions',
  tags: ['users'],
  summary: 'My signed-in devices',
  description:
    'The live sessions of my account (not signed out, not expired), most recently seen first: the user agent ' +
    'that signed in, when, when last seen (updated at most once an hour) and which one is this request. ' +
    'Anonymous: 401 / 40100000.',
  security: bearerSecurity,
  middleware: [requireAccount] as const,
  responses: { ...jsonOk(z.array(mySessionSchema)), ...jsonErrors(401) },
});

// DELETE /api/v1/users/me/sessions - sign out of every device
export const signOutEverywhere = createRoute({
  method: 'delete',
  path: '/v1/users/me/sessions',
  tags: ['users'],
  summary: 'Sign out of every device',
  description:
    'Ends every session of my account, this one included: each of its tokens (cookie or bearer) is refused ' +
    `from the next request on (${codeDoc('INVALID_TOKEN')} on user routes). Clears this browser's login ` +
    'cookies. Answers how many sessions ended. Anonymous: 401 / 40100000.',
  security: bearerSecurity,
  middleware: [requireAccount] as const,
  responses: { ...jsonOk(signOutEverywhereResultSchema), ...jsonErrors(401, 403, 429) },
});
