import { addCompanyDomain, removeCompanyDomain } from '../../../services/admin-companies/company-domains';
import { createCompany } from '../../../services/admin-companies/create-company';
import { listAdminCompanies } from '../../../services/admin-companies/read-admin-companies';
import { updateCompany } from '../../../services/admin-companies/update-company';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './admin-companies.routes';

export const adminCompaniesRouter = createRouter()
  .openapi(routes.listCompanies, async (c) => ok(c, await listAdminCompanies()))
  .openapi(routes.createCompany, async (c) =>
    ok(c, await createCompany({ userId: c.get('signedInUser').userId, ...c.req.valid('json') })),
  )
  .openapi(routes.updateCompany, async (c) =>
    ok(
      c,
      await updateCompany({
        userId: c.get('signedInUser').userId,
        companyId: c.req.valid('param').id,
        changes: c.req.valid('json'),
      }),
    ),
  )
  .openapi(routes.addCompanyDomain, async (c) =>
    ok(
      c,
      await addCompanyDomain({
        userId: c.get('signedInUser').userId,
        companyId: c.req.valid('param').id,
        domain: c.req.valid('json').domain,
      }),
    ),
  )
  .openapi(routes.removeCompanyDomain, async (c) => {
    const { id, domainId } = c.req.valid('param');
    return ok(c, await removeCompanyDomain({ userId: c.get('signedInUser').userId, companyId: id, domainId }));
  });
