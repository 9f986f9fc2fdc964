import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/api/query/use-api-mutation';
import { apiFetch } from './client';
import type { AddCompanyDomainBody, AdminCompany, CreateCompanyBody } from './contracts/admin-companies';

// ---- Companies and their e-mail domains (ADMIN only: 403 40300000 to anyone else) ----

// GET /v1/admin/companies - newest first, with domains and member counts.
function listCompanies() {
  return apiFetch<AdminCompany[]>('/v1/admin/companies', { viewer: true });
}

// POST /v1/admin/companies - 409 40900202 COMPANY_DOMAIN_TAKEN, 40900203 COMPANY_BRN_TAKEN,
// 40900204 COMPANY_NAME_TAKEN (another company's name, whatever its case or spaces).
function createCompany(body: CreateCompanyBody) {
  return apiFetch<AdminCompany>('/v1/admin/companies', { method: 'POST', body });
}

// POST /v1/admin/companies/{id}/domains - 409 40900202 COMPANY_DOMAIN_TAKEN.
function addCompanyDomain(companyId: number, body: AddCompanyDomainBody) {
  return apiFetch<AdminCompany>(`/v1/admin/companies/${companyId}/domains`, { method: 'POST', body });
}

// DELETE /v1/admin/companies/{id}/domains/{domainId}
function removeCompanyDomain(companyId: number, domainId: number) {
  return apiFetch<AdminCompany>(`/v1/admin/companies/${companyId}/domains/${domainId}`, { method: 'DELETE' });
}

const adminCompanyKeys = { list: ['adminCompanies', 'list'] as const };

export const adminCompanyQueries = {
  list: () => queryOptions({ queryKey: adminCompanyKeys.list, queryFn: listCompanies }),
};

/** Said beside the form's field, not in a toast: a name, registration number or domain another company has. */
const TAKEN = new Set([40900202, 40900203, 40900204]);

/** A write answers the company as it now is: it replaces (or joins) the cached list. */
function useCompanyWrite<Variables>(send: (variables: Variables) => Promise<AdminCompany>) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: send,
    meta: { handles: (error) => TAKEN.has(error.code) },
    onSuccess: (company) =>
      queryClient.setQueryData<AdminCompany[]>(adminCompanyKeys.list, (list = []) =>
        list.some((c) => c.id === company.id)
          ? list.map((c) => (c.id === company.id ? company : c))
          : [company, ...list],
      ),
  });
}

export function useCreateCompany() {
  return useCompanyWrite(createCompany);
}

export function useAddCompanyDomain() {
  return useCompanyWrite(({ companyId, domain }: { companyId: number; domain: string }) =>
    addCompanyDomain(companyId, { domain }),
  );
}

export function useRemoveCompanyDomain() {
  return useCompanyWrite(({ companyId, domainId }: { companyId: number; domainId: number }) =>
    removeCompanyDomain(companyId, domainId),
  );
}
