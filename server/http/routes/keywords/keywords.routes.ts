import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { keywordRequestBodySchema, myKeywordsSchema, putKeywordsBodySchema } from '@/api/contracts/keywords';
import { requireUser } from '../../middleware/auth';
import { bearerSecurity, jsonErrors, jsonOk } from '../../openapi-helpers';

// GET /api/v1/users/keywords - the keywords I follow
export const listMyKeywords = createRoute({
  method: 'get',
  path: '/v1/users/keywords',
  tags: ['keywords'],
  summary: 'My keywords',
  description: 'Oldest first, with the limit. Anonymous: 401 / 40100000 (the web client shows an empty list).',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  responses: { ...jsonOk(myKeywordsSchema), ...jsonErrors(401) },
});

// PUT /api/v1/users/keywords - replace the whole list
export const replaceMyKeywords = createRoute({
  method: 'put',
  path: '/v1/users/keywords',
  tags: ['keywords'],
  summary: 'Replace my keywords',
  description:
    'Each keyword is trimmed, inner spaces collapsed, 1 to 20 characters; duplicates regardless of case count ' +
    'once; at most 20. Anything else: 400 / 40000000 with the field, and nothing changes.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { body: { content: { 'application/json': { schema: putKeywordsBodySchema } }, required: true } },
  responses: { ...jsonOk(myKeywordsSchema), ...jsonErrors(400, 401, 429) },
});

// POST /api/v1/users/keywords/request - ask for a keyword the service does not suggest yet
export const requestKeyword = createRoute({
  method: 'post',
  path: '/v1/users/keywords/request',
  tags: ['keywords'],
  summary: 'Ask for a keyword',
  description: 'Kept for the operators. The same rules as a keyword.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { body: { content: { 'application/json': { schema: keywordRequestBodySchema } }, required: true } },
  responses: { ...jsonOk(z.null()), ...jsonErrors(400, 401, 429) },
});
