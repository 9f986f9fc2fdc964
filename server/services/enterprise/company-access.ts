import 'server-only';
import { sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { Executor } from '../../db/client';

export type CompanyRole = 'OWNER' | 'MANAGER' | 'STAFF';

/** Who the caller is to the company console: an admin, a verified member, or neither. */
export type CompanyCaller = {
  userId: number;
  isAdmin: boolean;
  /** The verified membership, if any (one live membership per person). */
  membership: { id: number; companyId: number; role: CompanyRole } | null;
};

/**
 * Reads the caller's standing from the database on every request, never from the token,
 * so a removed member or a changed role takes effect at once.
 */
export async function readCompanyCaller(tx: Executor, userId: number): Promise<CompanyCaller> {
  const result = await tx.execute<{
    role: string;
    member_id: number | null;
    company_id: number | null;
    member_role: CompanyRole | null;
  }>(sql`
    select u.role, m.id as member_id, m.company_id, m.role as member_role
    from users u
    left join enterprise_members m on m.user_id = u.id and m.status = 'VERIFIED'
    where u.id = ${userId} and u.deleted_at is null
    limit 1
  `);
  const [row] = result.rows;
  if (!row) throw apiError('INVALID_TOKEN');
  return {
    userId,
    isAdmin: row.role === 'ADMIN',
    membership:
      row.member_id !== null && row.company_id !== null && row.member_role !== null
        ? { id: Number(row.member_id), companyId: Number(row.company_id), role: row.member_role }
        : null,
  };
}

/**
 * What each role may do in the console (decision 044). An admin may do everything for every
 * company; a member only for their own company.
 */
const ROLE_RANK: Record<CompanyRole, number> = { STAFF: 0, MANAGER: 1, OWNER: 2 };

/**
 * The caller may act for `companyId` with at least `minRole`. A member of another company,
 * or a member below the role, gets 403 FORBIDDEN; the company's existence is checked by
 * the caller's own query (404 when unknown).
 */
export async function requireCompanyRole(
  tx: Executor,
  input: { userId: number; companyId: number; minRole: CompanyRole },
): Promise<CompanyCaller> {
  const caller = await readCompanyCaller(tx, input.userId);
  if (caller.isAdmin) return caller;
  const m = caller.membership;
  if (!m || m.companyId !== input.companyId || ROLE_RANK[m.role] < ROLE_RANK[input.minRole]) {
    throw apiError('FORBIDDEN');
  }
  return caller;
}

/**
 * The caller may act on pop-up `spotId` with at least `minRole` (the pop-up's company's
 * member, or an admin). An unknown or deleted pop-up is 404 for everyone, a pop-up of another
 * company 403. `lock` takes the pop-up's row lock for the rest of the transaction, so two
 * editors' saves are applied one after the other.
 */
export async function requireSpotRole(
  tx: Executor,
  input: { userId: number; spotId: number; minRole: CompanyRole; lock?: boolean; includeDeleted?: boolean },
): Promise<{ caller: CompanyCaller; companyId: number | null }> {
  const result = await tx.execute<{ company_id: number | null; deleted_at: Date | null }>(sql`
    select company_id, deleted_at from spots where id = ${input.spotId}
    ${input.lock ? sql`for update` : sql``}
  `);
  const [spot] = result.rows;
  if (!spot || (spot.deleted_at && !input.includeDeleted)) throw apiError('NOT_FOUND');
  const companyId = spot.company_id === null ? null : Number(spot.company_id);
  const caller = await readCompanyCaller(tx, input.userId);
  if (caller.isAdmin) return { caller, companyId };
  const m = caller.membership;
  if (!m || companyId === null || m.companyId !== companyId || ROLE_RANK[m.role] < ROLE_RANK[input.minRole]) {
    throw apiError('FORBIDDEN');
  }
  return { caller, companyId };
}
