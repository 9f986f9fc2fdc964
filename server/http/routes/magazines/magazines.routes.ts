import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import {
  magazineDetailSchema,
  magazineLangQuerySchema,
  magazineListQuerySchema,
  magazineListSchema,
} from '@/api/contracts/magazines';
import { jsonErrors, jsonOk } from '../../openapi-helpers';

// GET /api/v1/magazines - published magazine posts, newest first
export const listMagazines = createRoute({
  method: 'get',
  path: '/v1/magazines',
  tags: ['magazines'],
  summary: 'List magazine posts',
  description:
    'Public. PUBLISHED posts whose published_at has come, newest first (displayed date, then publish time). ' +
    'Title and subtitle in `lang` where a translation exists (contentLocale says which); cover as a file URL.',
  request: { query: magazineListQuerySchema },
  responses: { ...jsonOk(magazineListSchema), ...jsonErrors(400) },
});

// GET /api/v1/magazines/{id} - a magazine post with its body blocks
export const getMagazine = createRoute({
  method: 'get',
  path: '/v1/magazines/{id}',
  tags: ['magazines'],
  summary: 'A magazine post',
  description:
    'Public. Unknown, DRAFT, HIDDEN or not yet published: 404 / 40400000. Blocks in order, each in `lang` ' +
    'when translated (its contentLocale says which); a SPOT block whose pop-up is not public has spotOption null. ' +
    'previous is the next older post, next the next newer one.',
  request: { params: z.object({ id: idParam }), query: magazineLangQuerySchema },
  responses: { ...jsonOk(magazineDetailSchema), ...jsonErrors(400, 404) },
});
