import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import { noticeListQuerySchema, noticeListSchema, noticeQuerySchema, noticeSchema } from '@/api/contracts/notices';
import { jsonErrors, jsonOk } from '../../openapi-helpers';

// GET /api/v1/notices - published service notices
export const listNotices = createRoute({
  method: 'get',
  path: '/v1/notices',
  tags: ['notices'],
  summary: 'Service notices',
  description:
    'Public. Published, not deleted notices: pinned first, then the newest publication. Title and content ' +
    "in `lang` where the notice has a translation; titleLocale and contentLocale say which ('ko' when not).",
  request: { query: noticeListQuerySchema },
  responses: { ...jsonOk(noticeListSchema), ...jsonErrors(400) },
});

// GET /api/v1/notices/{id} - one published notice
export const getNotice = createRoute({
  method: 'get',
  path: '/v1/notices/{id}',
  tags: ['notices'],
  summary: 'A service notice',
  description:
    'Public. Unknown, draft, scheduled or deleted notices answer 404 / 40400000. Title and content in `lang` ' +
    "where translated; titleLocale and contentLocale say which ('ko' when not).",
  request: { params: z.object({ id: idParam }), query: noticeQuerySchema },
  responses: { ...jsonOk(noticeSchema), ...jsonErrors(400, 404) },
});
