import { deleteSpot, updateSpot } from '../../../services/spots/update-spot';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './admin-spots.routes';

export const adminSpotsRouter = createRouter()
  .openapi(routes.updateSpot, async (c) => {
    const { params, body } = requestInput(c);
    await updateSpot({ spotId: params.id, ...body });
    return ok(c, null);
  })
  .openapi(routes.deleteSpot, async (c) => {
    await deleteSpot({ spotId: requestInput(c).params.id });
    return ok(c, null);
  });
