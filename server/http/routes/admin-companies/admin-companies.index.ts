import { addCompanyDomain, removeCompanyDomain } from '../../../services/admin-companies/company-domains';
import { createCompany } from '../../../services/admin-companies/create-company';
import { listAdminCompanies } from '../../../services/admin-companies/read-admin-companies';
import { updateCompany } from '../../../services/admin-companies/update-company';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './admin-companies.routes';

export const adminCompaniesRouter = createRouter()
  .openapi(routes.listCompanies, async (c) => ok(c, await listAdminCompanies()))
  .openapi(routes.createCompany, async (c) => {
    const { userId, body } = requestInput(c);
    return ok(c, await createCompany({ userId, ...body }));
  })
  .openapi(routes.updateCompany, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await updateCompany({ userId, companyId: params.id, ...body }));
  })
  .openapi(routes.addCompanyDomain, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await addCompanyDomain({ userId, companyId: params.id, ...body }));
  })
  .openapi(routes.removeCompanyDomain, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await removeCompanyDomain({ userId, companyId: params.id, domainId: params.domainId }));
  });
