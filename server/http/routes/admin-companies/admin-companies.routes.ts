import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  addCompanyDomainBodySchema,
  adminCompanySchema,
  createCompanyBodySchema,
  updateCompanyBodySchema,
} from '@/api/contracts/admin-companies';
import { idParam } from '@/api/contracts/envelope';
import { requireAdmin } from '../../middleware/auth';
import { bearerSecurity, codeDoc, jsonErrors, jsonOk } from '../../openapi-helpers';

const tags = ['admin'];
const json = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});
const adminOnly = 'Not an ADMIN: 403 / 40300000; anonymous 401.';
const taken = `A business registration number another company has: ${codeDoc('COMPANY_BRN_TAKEN')}; a name another company has (compared without case and surrounding spaces): ${codeDoc('COMPANY_NAME_TAKEN')}; a domain another company has: ${codeDoc('COMPANY_DOMAIN_TAKEN')}.`;

// GET /api/v1/admin/companies - every company with its domains (ADMIN)
export const listCompanies = createRoute({
  method: 'get',
  path: '/v1/admin/companies',
  tags,
  summary: 'Companies (admin)',
  description: `Newest first, with their e-mail domains and verified member counts. ${adminOnly}`,
  security: bearerSecurity,
  middleware: [requireAdmin] as const,
  responses: { ...jsonOk(z.array(adminCompanySchema)), ...jsonErrors(401, 403) },
});

// POST /api/v1/admin/companies - register a company (ADMIN)
export const createCompany = createRoute({
  method: 'post',
  path: '/v1/admin/companies',
  tags,
  summary: 'Register a company (admin)',
  description: `Name, business registration number (10 digits), contact address and e-mail domains. ${taken} ${adminOnly}`,
  security: bearerSecurity,
  middleware: [requireAdmin] as const,
  request: json(createCompanyBodySchema),
  responses: { ...jsonOk(adminCompanySchema), ...jsonErrors(400, 401, 403, 409, 429) },
});

// PATCH /api/v1/admin/companies/{id} - correct a company (ADMIN)
export const updateCompany = createRoute({
  method: 'patch',
  path: '/v1/admin/companies/{id}',
  tags,
  summary: 'Correct a company (admin)',
  description: `Any of name, businessRegistrationNumber, email. Unknown: 404. ${taken} ${adminOnly}`,
  security: bearerSecurity,
  middleware: [requireAdmin] as const,
  request: { params: z.object({ id: idParam }), ...json(updateCompanyBodySchema) },
  responses: { ...jsonOk(adminCompanySchema), ...jsonErrors(400, 401, 403, 404, 409, 429) },
});

// POST /api/v1/admin/companies/{id}/domains - add an e-mail domain (ADMIN)
export const addCompanyDomain = createRoute({
  method: 'post',
  path: '/v1/admin/companies/{id}/domains',
  tags,
  summary: 'Add an e-mail domain (admin)',
  description: `People with an address there may then ask to join. Unknown company: 404. ${taken} ${adminOnly}`,
  security: bearerSecurity,
  middleware: [requireAdmin] as const,
  request: { params: z.object({ id: idParam }), ...json(addCompanyDomainBodySchema) },
  responses: { ...jsonOk(adminCompanySchema), ...jsonErrors(400, 401, 403, 404, 409, 429) },
});

// DELETE /api/v1/admin/companies/{id}/domains/{domainId} - remove an e-mail domain (ADMIN)
export const removeCompanyDomain = createRoute({
  method: 'delete',
  path: '/v1/admin/companies/{id}/domains/{domainId}',
  tags,
  summary: 'Remove an e-mail domain (admin)',
  description: `Members who verified there stay members. Unknown: 404. ${adminOnly}`,
  security: bearerSecurity,
  middleware: [requireAdmin] as const,
  request: { params: z.object({ id: idParam, domainId: idParam }) },
  responses: { ...jsonOk(adminCompanySchema), ...jsonErrors(400, 401, 403, 404, 429) },
});
