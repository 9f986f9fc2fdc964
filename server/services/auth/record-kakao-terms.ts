import 'server-only';
import { sql } from 'drizzle-orm';
import type { KakaoServiceTerm } from '../../auth/kakao-client';
import type { Executor } from '../../db/client';
import { termType, userTerms } from '../../db/schema';

type TermType = (typeof termType.enumValues)[number];

/**
 * Kakao Sync tags are named after our consent items ('service', 'privacy', 'age_over_14',
 * 'location', 'marketing', 'promotion_email', 'promotion_sms', 'promotion_app_push',
 * 'promotion_messenger'), so a tag maps to the term type of the same name. Tags we do not
 * know are ignored rather than guessed at.
 */
function termTypeOfTag(tag: string): TermType | null {
  const name = tag.trim().toUpperCase().replace(/-/g, '_');
  return (termType.enumValues as readonly string[]).includes(name) ? (name as TermType) : null;
}

/** Stores the answers given on Kakao's consent screen as the user's current consents. */
export async function recordKakaoTerms(db: Executor, userId: number, terms: KakaoServiceTerm[]): Promise<void> {
  const rows = terms.flatMap((t) => {
    const type = termTypeOfTag(t.tag);
    return type
      ? [{ userId, termType: type, isAgreed: t.agreed, agreedAt: t.agreed ? (t.agreedAt ?? new Date()) : null }]
      : [];
  });
  if (!rows.length) return;
  await db
    .insert(userTerms)
    .values(rows)
    .onConflictDoUpdate({
      target: [userTerms.userId, userTerms.termType],
      set: { isAgreed: sql`excluded.is_agreed`, agreedAt: sql`excluded.agreed_at`, updatedAt: new Date() },
    });
}
