import 'server-only';
import type { KakaoServiceTerm } from '../../auth/kakao-client';
import type { ConsentItem } from '@/lib/consent-items';
import type { Database } from '../../db/client';
import { termType } from '../../db/schema';
import { recordConsents } from '../terms/record-consents';

type TermType = ConsentItem;

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

/**
 * Stores the answers given on Kakao's consent screen as the user's consents, each with the
 * version of our document in force and the source KAKAO_SYNC; the sign-up page then shows
 * them already answered. Kakao's own time of agreement is kept as the answer's time.
 */
export async function recordKakaoTerms(db: Database, userId: number, terms: KakaoServiceTerm[]): Promise<void> {
  const answers = terms.flatMap((t) => {
    const type = termTypeOfTag(t.tag);
    return type ? [{ termType: type, isAgreed: t.agreed, at: t.agreedAt }] : [];
  });
  if (!answers.length) return;
  const answeredAt = new Map(answers.flatMap((a) => (a.at ? [[a.termType, a.at] as const] : [])));
  await db.transaction((tx) =>
    recordConsents(tx, {
      userId,
      answers: answers.map(({ termType, isAgreed }) => ({ termType, isAgreed })),
      source: 'KAKAO_SYNC',
      answeredAt,
    }),
  );
}
