import { getSpotStats } from '../../../services/enterprise/get-spot-stats';
import { listCompanyAudit, listSpotAudit } from '../../../services/enterprise/list-company-audit';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './enterprise-stats.routes';

export const enterpriseStatsRouter = createRouter()
  .openapi(routes.getSpotStats, async (c) =>
    ok(
      c,
      await getSpotStats({
        userId: c.get('signedInUser').userId,
        spotId: c.req.valid('param').id,
        ...c.req.valid('query'),
      }),
    ),
  )
  .openapi(routes.listCompanyAudit, async (c) =>
    ok(
      c,
      await listCompanyAudit({
        userId: c.get('signedInUser').userId,
        companyId: c.req.valid('param').companyId,
        ...c.req.valid('query'),
      }),
    ),
  )
  .openapi(routes.listSpotAudit, async (c) =>
    ok(
      c,
      await listSpotAudit({
        userId: c.get('signedInUser').userId,
        spotId: c.req.valid('param').id,
        ...c.req.valid('query'),
      }),
    ),
  );
