import { getSpotDetail } from '../../../services/get-spot-detail';
import { listSpots } from '../../../services/list-spots';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './spots.routes';

export const spotsRouter = createRouter()
  .openapi(routes.getSpot, async (c) => {
    const { id } = c.req.valid('param');
    const { lang } = c.req.valid('query');
    return ok(c, await getSpotDetail({ spotId: id, viewerId: c.get('user')?.userId ?? null, lang: lang ?? 'ko' }));
  })
  .openapi(routes.listSpots, async (c) => {
    const { lang, ...query } = c.req.valid('query');
    return ok(c, await listSpots({ ...query, lang: lang ?? 'ko' }));
  });
