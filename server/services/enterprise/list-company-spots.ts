import 'server-only';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { CompanySpotItem } from '@/api/contracts/enterprise-spots';
import { periodType } from '@/lib/period-type';
import { getDb } from '../../db/client';
import { companies, spots } from '../../db/schema';
import { publicFileUrl } from '../../storage/file-storage';
import { requireCompanyRole } from './company-access';
import { spotStatusOf } from './company-spot-record';

/**
 * GET /v1/enterprise/companies/{companyId}/spots (STAFF and up, or an admin): every pop-up
 * of the company that isn't deleted, drafts included, most recently changed first.
 */
export async function listCompanySpots(input: { userId: number; companyId: number }): Promise<CompanySpotItem[]> {
  const db = await getDb();
  await requireCompanyRole(db, { userId: input.userId, companyId: input.companyId, minRole: 'STAFF' });
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, input.companyId));
  if (!company) throw apiError('NOT_FOUND');
  const rows = await db
    .select({
      id: spots.id,
      title: spots.title,
      type: spots.type,
      openDate: spots.openDate,
      closeDate: spots.closeDate,
      activatedAt: spots.activatedAt,
      updatedAt: spots.updatedAt,
      thumbnail: sql<string | null>`(
        select f.path from spot_files f where f.spot_id = ${spots.id}
        order by f.kind, f.sort_order, f.id limit 1
      )`,
    })
    .from(spots)
    .where(and(eq(spots.companyId, input.companyId), isNull(spots.deletedAt)))
    .orderBy(desc(spots.updatedAt), desc(spots.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    type: r.type,
    openDate: r.openDate,
    closeDate: r.closeDate,
    periodType: periodType(r.openDate, r.closeDate),
    status: spotStatusOf(r.activatedAt),
    activatedAt: r.activatedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
    thumbnail: r.thumbnail ? publicFileUrl(r.thumbnail) : null,
  }));
}
