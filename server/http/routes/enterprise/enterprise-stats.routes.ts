import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  companyAuditPageSchema,
  companyAuditQuerySchema,
  spotStatsQuerySchema,
  spotStatsSchema,
} from '@/api/contracts/enterprise-stats';
import { idParam } from '@/api/contracts/envelope';
import { requireUser } from '../../middleware/auth';
import { bearerSecurity, jsonErrors, jsonOk } from '../../openapi-helpers';

const tags = ['enterprise'];
const spotParams = z.object({ id: idParam });
const refused = (role: string) =>
  `A caller below ${role} of the pop-up's company (and not an admin), or of another company: 403 / 40300000 FORBIDDEN. Unknown: 404. Anonymous: 401.`;

// GET /api/v1/enterprise/spots/{id}/stats - a pop-up's figures per Seoul day
export const getSpotStats = createRoute({
  method: 'get',
  path: '/v1/enterprise/spots/{id}/stats',
  tags,
  summary: "A pop-up's statistics",
  description: `Per Korean calendar day (Asia/Seoul) from \`from\` to \`to\` (both included; default the last 30 days up to today; at most 366 days, else 400 with the field at fault): views, picks, votes and the "want to go" share, reviews and their average score; the waiting line's teams joined, called, let in and entered, no-shows and their rate, and the average wait (join to call, join to "can enter"); reservation places offered and booked (fill rate). Plus totals. ${refused('STAFF')}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: spotParams, query: spotStatsQuerySchema },
  responses: { ...jsonOk(spotStatsSchema), ...jsonErrors(400, 401, 403, 404, 429) },
});

// GET /api/v1/enterprise/companies/{companyId}/audit - the company's audit log
export const listCompanyAudit = createRoute({
  method: 'get',
  path: '/v1/enterprise/companies/{companyId}/audit',
  tags,
  summary: "A company's audit log",
  description: `Every change made in the console or by an admin to the company, newest first: who, what, to what (with the pop-up's current title when it concerns one) and when. Pages from 0. ${refused('MANAGER')}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: z.object({ companyId: idParam }), query: companyAuditQuerySchema },
  responses: { ...jsonOk(companyAuditPageSchema), ...jsonErrors(400, 401, 403, 404, 429) },
});

// GET /api/v1/enterprise/spots/{id}/audit - the audit log of one pop-up
export const listSpotAudit = createRoute({
  method: 'get',
  path: '/v1/enterprise/spots/{id}/audit',
  tags,
  summary: "A pop-up's audit log",
  description: `The company's audit log narrowed to one pop-up: changes to the pop-up, to its waiting lines, and events whose detail names it (\`spotId\`, e.g. its reservation slots). Also for a deleted pop-up. ${refused('MANAGER')}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: spotParams, query: companyAuditQuerySchema },
  responses: { ...jsonOk(companyAuditPageSchema), ...jsonErrors(400, 401, 403, 404, 429) },
});
