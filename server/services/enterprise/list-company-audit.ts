import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { CompanyAuditActionName, CompanyAuditPage } from '@/api/contracts/enterprise-stats';
import { getDb, type Executor } from '../../db/client';
import { pageOffset, toPage, type PageRequest } from '../shared/paging';
import { requireCompanyRole, requireSpotRole } from './company-access';
import type { CompanyAuditAction } from './record-company-audit';

// The console words every action the writer knows (locale keys enterprise.audit.actions.*):
// an action added there without a name here fails the type check.
const everyActionNamed: CompanyAuditAction extends CompanyAuditActionName ? true : never = true;
void everyActionNamed;

/**
 * The pop-up an event concerns: the spot itself, the spot of a waiting line, or the spotId
 * its writer put in the detail (slots, which may be gone by now).
 */
const CONCERNED_SPOT = sql`coalesce(
  CASE WHEN e.target_type = 'SPOT' THEN e.target_id END,
  CASE WHEN e.target_type = 'QUEUE' THEN (SELECT sq.spot_id FROM spot_queues sq WHERE sq.id = e.target_id) END,
  CASE WHEN jsonb_typeof(e.detail -> 'spotId') = 'number' THEN (e.detail ->> 'spotId')::int END
)`;

/** GET /v1/enterprise/companies/{companyId}/audit: the company's log, newest first (managers up). */
export async function listCompanyAudit(
  input: { userId: number; companyId: number } & PageRequest,
): Promise<CompanyAuditPage> {
  const db = await getDb();
  await requireCompanyRole(db, { userId: input.userId, companyId: input.companyId, minRole: 'MANAGER' });
  // Only an admin gets past the role check for a company that does not exist.
  const { rows } = await db.execute(sql`SELECT 1 FROM companies WHERE id = ${input.companyId}`);
  if (rows.length === 0) throw apiError('NOT_FOUND');
  return auditPage(db, sql`e.company_id = ${input.companyId}`, input);
}

/** GET /v1/enterprise/spots/{id}/audit: the same log, only what concerns one pop-up. */
export async function listSpotAudit(
  input: { userId: number; spotId: number } & PageRequest,
): Promise<CompanyAuditPage> {
  const db = await getDb();
  const { companyId } = await requireSpotRole(db, {
    userId: input.userId,
    spotId: input.spotId,
    minRole: 'MANAGER',
    includeDeleted: true,
  });
  const company = companyId === null ? sql`e.company_id IS NULL` : sql`e.company_id = ${companyId}`;
  return auditPage(db, sql`${company} AND ${CONCERNED_SPOT} = ${input.spotId}`, input);
}

async function auditPage(db: Executor, where: SQL, page: PageRequest): Promise<CompanyAuditPage> {
  const [list, count] = await Promise.all([
    db.execute<{
      id: number;
      action: string;
      actor_id: number | null;
      actor_nickname: string | null;
      target_type: string;
      target_id: number | null;
      spot_id: number | null;
      spot_title: string | null;
      detail: Record<string, unknown> | null;
      created_at: Date | string;
    }>(sql`
      SELECT e.id, e.action, u.id AS actor_id, u.nickname AS actor_nickname, e.target_type, e.target_id,
        s.id AS spot_id, s.title AS spot_title, e.detail, e.created_at
      FROM company_audit_events e
      LEFT JOIN users u ON u.id = e.actor_user_id
      LEFT JOIN spots s ON s.id = ${CONCERNED_SPOT}
      WHERE ${where}
      ORDER BY e.id DESC
      LIMIT ${page.size} OFFSET ${pageOffset(page)}`),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM company_audit_events e WHERE ${where}`),
  ]);
  const content = list.rows.map((row) => ({
    id: Number(row.id),
    action: row.action,
    actor:
      row.actor_id !== null && row.actor_nickname !== null
        ? { id: Number(row.actor_id), nickname: row.actor_nickname }
        : null,
    targetType: row.target_type,
    targetId: row.target_id === null ? null : Number(row.target_id),
    spot: row.spot_id !== null && row.spot_title !== null ? { id: Number(row.spot_id), title: row.spot_title } : null,
    detail: row.detail,
    createdAt: new Date(row.created_at).toISOString(),
  }));
  return toPage(content, page, Number(count.rows[0]?.n ?? 0));
}
