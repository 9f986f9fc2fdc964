import { getPartnerDetail } from '../../../services/partners/get-partner-detail';
import { listPartnerRecommendations } from '../../../services/partners/list-partner-recommendations';
import { listPartners } from '../../../services/partners/list-partners';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './partners.routes';

// The static path is registered before `/v1/partners/{id}` so it is never read as an id
// (`/v1/partners` itself cannot clash: {id} needs a segment).
export const partnersRouter = createRouter()
  .openapi(routes.listPartners, async (c) => {
    const { query, lang } = requestInput(c);
    return ok(c, await listPartners({ ...query, lang }));
  })
  .openapi(routes.listPartnerRecommendations, async (c) => {
    const { query, lang } = requestInput(c);
    return ok(c, await listPartnerRecommendations({ ...query, lang }));
  })
  .openapi(routes.getPartner, async (c) => {
    const { params, lang } = requestInput(c);
    return ok(c, await getPartnerDetail({ partnerId: params.id, lang }));
  });
