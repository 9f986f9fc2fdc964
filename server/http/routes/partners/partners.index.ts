import { getPartnerDetail } from '../../../services/partners/get-partner-detail';
import { listPartnerRecommendations } from '../../../services/partners/list-partner-recommendations';
import { listPartners } from '../../../services/partners/list-partners';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './partners.routes';

// The static path is registered before `/v1/partners/{id}` so it is never read as an id
// (`/v1/partners` itself cannot clash: {id} needs a segment).
export const partnersRouter = createRouter()
  .openapi(routes.listPartners, async (c) => {
    const query = c.req.valid('query');
    return ok(c, await listPartners({ ...query, lang: query.lang ?? 'ko' }));
  })
  .openapi(routes.listPartnerRecommendations, async (c) => {
    const query = c.req.valid('query');
    return ok(c, await listPartnerRecommendations({ ...query, lang: query.lang ?? 'ko' }));
  })
  .openapi(routes.getPartner, async (c) =>
    ok(c, await getPartnerDetail({ partnerId: c.req.valid('param').id, lang: c.req.valid('query').lang ?? 'ko' })),
  );
