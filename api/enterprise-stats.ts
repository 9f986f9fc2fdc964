import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { CompanyAuditPage, SpotStats, SpotStatsQuery } from './contracts/enterprise-stats';

// ---- The company console's statistics and audit log (decision 046) ----
// Every call answers 401 to an anonymous caller, 403 FORBIDDEN to someone outside the
// company (or below the role), 404 for an unknown pop-up or company.

// GET /v1/enterprise/spots/{id}/stats - figures per Seoul day (STAFF and up). 400 with the
// field at fault for a range that ends before it starts or spans more than 366 days.
function getSpotStats(spotId: number, range: SpotStatsQuery) {
  return apiFetch<SpotStats>(`/v1/enterprise/spots/${spotId}/stats`, {
    query: { from: range.from, to: range.to },
    viewer: true,
  });
}

const AUDIT_PAGE_SIZE = 20;

// GET /v1/enterprise/companies/{companyId}/audit - the company's log, newest first (MANAGER and up).
function listCompanyAudit(companyId: number, page: number) {
  return apiFetch<CompanyAuditPage>(`/v1/enterprise/companies/${companyId}/audit`, {
    query: { page, size: AUDIT_PAGE_SIZE },
    viewer: true,
  });
}

// GET /v1/enterprise/spots/{id}/audit - the log narrowed to one pop-up (MANAGER and up).
function listSpotAudit(spotId: number, page: number) {
  return apiFetch<CompanyAuditPage>(`/v1/enterprise/spots/${spotId}/audit`, {
    query: { page, size: AUDIT_PAGE_SIZE },
    viewer: true,
  });
}

const statsKeys = {
  spot: (spotId: number, range: SpotStatsQuery) => ['enterpriseStats', spotId, range.from, range.to] as const,
  audit: (companyId: number, spotId: number | null, page: number) =>
    ['enterpriseAudit', companyId, spotId, page] as const,
};

export const enterpriseStatsQueries = {
  spot: (spotId: number, range: SpotStatsQuery) =>
    queryOptions({ queryKey: statsKeys.spot(spotId, range), queryFn: () => getSpotStats(spotId, range) }),
  /** The company's log, or with `spotId` only that pop-up's part of it. */
  audit: (companyId: number, spotId: number | null, page: number) =>
    queryOptions({
      queryKey: statsKeys.audit(companyId, spotId, page),
      queryFn: () => (spotId === null ? listCompanyAudit(companyId, page) : listSpotAudit(spotId, page)),
    }),
};
