import { deleteSpot, updateSpot } from '../../../services/spots/update-spot';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './admin-spots.routes';

export const adminSpotsRouter = createRouter()
  .openapi(routes.updateSpot, async (c) => {
    await updateSpot({ spotId: c.req.valid('param').id, changes: c.req.valid('json') });
    return ok(c, null);
  })
  .openapi(routes.deleteSpot, async (c) => {
    await deleteSpot({ spotId: c.req.valid('param').id });
    return ok(c, null);
  });
