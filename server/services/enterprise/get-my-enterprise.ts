import 'server-only';
import { sql } from 'drizzle-orm';
import type { MyEnterprise } from '@/api/contracts/enterprise';
import { getDb, type Executor } from '../../db/client';
import type { CompanyRole } from './company-access';
import { RESEND_GAP_MS, SEND_WINDOW_MS, SENDS_PER_WINDOW } from './verification-code';

type Row = {
  user_role: string;
  member_id: number | null;
  status: 'PENDING' | 'VERIFIED' | null;
  role: CompanyRole | null;
  email: string | null;
  company_id: number | null;
  company_name: string | null;
  verified_at: Date | string | null;
  expires_at: Date | string | null;
  locked_until: Date | string | null;
  code_sent_at: Date | string | null;
  sends_in_window: number | null;
  send_window_started_at: Date | string | null;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/**
 * When the next code may be sent: a minute after the last, at most 5 in an hour, and not
 * while locked out after too many wrong codes.
 */
export function resendAvailableAt(
  row: { codeSentAt: Date | null; sendsInWindow: number; sendWindowStartedAt: Date | null; lockedUntil: Date | null },
  now: Date,
): Date {
  let at = row.codeSentAt ? new Date(row.codeSentAt.getTime() + RESEND_GAP_MS) : now;
  const windowEnd = row.sendWindowStartedAt ? new Date(row.sendWindowStartedAt.getTime() + SEND_WINDOW_MS) : null;
  if (windowEnd && windowEnd > now && row.sendsInWindow >= SENDS_PER_WINDOW && windowEnd > at) at = windowEnd;
  if (row.lockedUntil && row.lockedUntil > at) at = row.lockedUntil;
  return at > now ? at : now;
}

/**
 * GET /v1/enterprise/me: the caller's standing in the company console, read fresh from the
 * database: admin or not, the verified membership, and a pending code's state (for the join
 * page's countdowns). Expired pending codes are still shown, so the page can say so.
 */
export async function getMyEnterprise(input: { userId: number; now?: Date }, tx?: Executor): Promise<MyEnterprise> {
  const db = tx ?? (await getDb());
  const now = input.now ?? new Date();
  const result = await db.execute<Row>(sql`
    select u.role as user_role, m.id as member_id, m.status, m.role, m.email, c.id as company_id,
           c.name as company_name, m.verified_at, m.verification_code_expires_at as expires_at,
           m.locked_until, m.code_sent_at, m.sends_in_window, m.send_window_started_at
    from users u
    left join enterprise_members m on m.user_id = u.id and m.status <> 'REVOKED'
    left join companies c on c.id = m.company_id
    where u.id = ${input.userId}
    limit 1
  `);
  const row = result.rows[0];
  const isAdmin = row?.user_role === 'ADMIN';
  if (!row || row.member_id === null || row.company_id === null) return { isAdmin, membership: null, pending: null };
  const company = { id: Number(row.company_id), name: row.company_name ?? '' };
  if (row.status === 'VERIFIED') {
    return {
      isAdmin,
      membership: {
        id: Number(row.member_id),
        company,
        role: row.role ?? 'STAFF',
        email: row.email ?? '',
        verifiedAt: iso(row.verified_at),
      },
      pending: null,
    };
  }
  const lockedUntil = row.locked_until && new Date(row.locked_until) > now ? new Date(row.locked_until) : null;
  return {
    isAdmin,
    membership: null,
    pending: {
      email: row.email ?? '',
      company,
      codeExpiresAt: iso(row.expires_at),
      resendAvailableAt: resendAvailableAt(
        {
          codeSentAt: row.code_sent_at ? new Date(row.code_sent_at) : null,
          sendsInWindow: Number(row.sends_in_window ?? 0),
          sendWindowStartedAt: row.send_window_started_at ? new Date(row.send_window_started_at) : null,
          lockedUntil,
        },
        now,
      ).toISOString(),
      lockedUntil: lockedUntil?.toISOString() ?? null,
    },
  };
}
