import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import { queueBestTimesSchema } from '@/api/contracts/queue-best-times';
import { jsonErrors, jsonOk } from '../../openapi-helpers';

// GET /api/v1/spots/{id}/spot-queues/best-times - how busy a pop-up usually is by weekday and hour
export const getQueueBestTimes = createRoute({
  method: 'get',
  path: '/v1/spots/{id}/spot-queues/best-times',
  tags: ['spots'],
  summary: 'Best time to go',
  description:
    'Public. Per ISO weekday (Seoul) and hour, the events of an average such day over the eight weeks before ' +
    'today: teams joining its waiting lines (source QUEUE), or, where those are too few, its page views and ' +
    'votes (source INTEREST); source null when both are too few. quietest and busiest name the hours with the ' +
    'least and most activity. Deleted or hidden pop-up: 400 / 40000001; unknown: 404.',
  request: { params: z.object({ id: idParam }) },
  responses: { ...jsonOk(queueBestTimesSchema), ...jsonErrors(400, 404) },
});
