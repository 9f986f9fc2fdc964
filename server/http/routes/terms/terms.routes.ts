import { createRoute } from '@hono/zod-openapi';
import { signInResultSchema } from '@/api/contracts/auth';
import { myTermsSchema, signUpBodySchema, updateTermsBodySchema } from '@/api/contracts/terms';
import { requireAccount, requireUser } from '../../middleware/auth';
import { bearerSecurity, codeDoc, jsonErrors, jsonOk } from '../../openapi-helpers';

// GET /api/v1/users/terms - my consents (userOptionalTerms, and the required ones)
export const getTerms = createRoute({
  method: 'get',
  path: '/v1/users/terms',
  tags: ['terms'],
  summary: 'My consents',
  description:
    'Every consent item with my answer, when it was given and the document version it was given to. ' +
    'Also before sign-up is finished (Kakao Sync may have answered some). Anonymous: 401 / 40100000.',
  security: bearerSecurity,
  middleware: [requireAccount] as const,
  responses: { ...jsonOk(myTermsSchema), ...jsonErrors(401) },
});

// PUT /api/v1/users/terms - change optional consents
export const updateTerms = createRoute({
  method: 'put',
  path: '/v1/users/terms',
  tags: ['terms'],
  summary: 'Change my optional consents',
  description:
    'Body userOptionalTerms: the optional items to change (location, marketing, promotions by email, SMS, ' +
    'app push, messenger); unlisted ones keep their answer. A promotion channel without the marketing ' +
    'consent is 400 with the field; withdrawing marketing withdraws every channel. Each change is stored ' +
    'with its time and document version. Answers all my consents.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { body: { required: true, content: { 'application/json': { schema: updateTermsBodySchema } } } },
  responses: { ...jsonOk(myTermsSchema), ...jsonErrors(400, 401, 403, 429) },
});

// POST /api/v1/users/signup - finish signing up: consents and nickname
export const signUp = createRoute({
  method: 'post',
  path: '/v1/users/signup',
  tags: ['terms'],
  summary: 'Sign up (after the first sign-in)',
  description:
    'Every consent item answered once. Terms of service, privacy and the age declaration (14 or older) ' +
    `must be agreed to: ${codeDoc('TERMS_REQUIRED')} with the fields otherwise. Declaring under 14 removes ` +
    `the pending account and answers ${codeDoc('UNDER_14')}. A taken nickname: ${codeDoc('NICKNAME_TAKEN')}; ` +
    `already signed up: ${codeDoc('ALREADY_SIGNED_UP')}. Sets new login cookies (the token carries the ` +
    'nickname) and answers them like a sign-in.',
  security: bearerSecurity,
  middleware: [requireAccount] as const,
  request: { body: { required: true, content: { 'application/json': { schema: signUpBodySchema } } } },
  responses: { ...jsonOk(signInResultSchema), ...jsonErrors(400, 401, 403, 409, 429) },
});
