import { getSpotStats } from '../../../services/enterprise/get-spot-stats';
import { listCompanyAudit, listSpotAudit } from '../../../services/enterprise/list-company-audit';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './enterprise-stats.routes';

export const enterpriseStatsRouter = createRouter()
  .openapi(routes.getSpotStats, async (c) => {
    const { userId, params, query } = requestInput(c);
    return ok(c, await getSpotStats({ userId, spotId: params.id, ...query }));
  })
  .openapi(routes.listCompanyAudit, async (c) => {
    const { userId, params, query } = requestInput(c);
    return ok(c, await listCompanyAudit({ userId, companyId: params.companyId, ...query }));
  })
  .openapi(routes.listSpotAudit, async (c) => {
    const { userId, params, query } = requestInput(c);
    return ok(c, await listSpotAudit({ userId, spotId: params.id, ...query }));
  });
