import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { CONSENT_DOCUMENT, type ConsentItem } from '@/lib/consent-items';
import { TERMS_CATALOGUE } from '@/lib/terms/catalogue';
import { currentTermsVersion } from '@/lib/terms/versions';
import type { Executor } from '../../db/client';
import { userTermHistory, userTerms } from '../../db/schema';

export type ConsentAnswer = { termType: ConsentItem; isAgreed: boolean };
type Source = (typeof userTermHistory.$inferInsert)['source'];

/** The version of the item's document in force at `now`, or null (the age declaration). */
function consentVersion(item: ConsentItem, now: Date): string | null {
  const document = CONSENT_DOCUMENT[item];
  return document ? (currentTermsVersion(TERMS_CATALOGUE[document], now)?.version ?? null) : null;
}

/**
 * Stores answers as the user's current consents (user_terms) and appends each change to the
 * history (user_term_history) with the document version in force and where it was given.
 * An answer equal to the current one, to the same version, changes nothing and adds no line,
 * so saving a screen twice leaves one record. Run inside the caller's transaction.
 */
export async function recordConsents(
  tx: Executor,
  input: { userId: number; answers: ConsentAnswer[]; source: Source; now?: Date; answeredAt?: Map<ConsentItem, Date> },
): Promise<void> {
  if (input.answers.length === 0) return;
  const now = input.now ?? new Date();
  const current = await tx
    .select()
    .from(userTerms)
    .where(
      and(
        eq(userTerms.userId, input.userId),
        inArray(
          userTerms.termType,
          input.answers.map((a) => a.termType),
        ),
      ),
    )
    .for('update');
  const byType = new Map(current.map((row) => [row.termType, row]));
  const changes = input.answers
    .map((answer) => ({ ...answer, version: consentVersion(answer.termType, now) }))
    .filter((answer) => {
      const row = byType.get(answer.termType);
      return !row || row.isAgreed !== answer.isAgreed || row.version !== answer.version;
    });
  if (changes.length === 0) return;

  for (const change of changes) {
    const at = input.answeredAt?.get(change.termType) ?? now;
    const values = { isAgreed: change.isAgreed, agreedAt: change.isAgreed ? at : null, version: change.version };
    await tx
      .insert(userTerms)
      .values({ userId: input.userId, termType: change.termType, ...values, updatedAt: at })
      .onConflictDoUpdate({ target: [userTerms.userId, userTerms.termType], set: { ...values, updatedAt: at } });
  }
  await tx.insert(userTermHistory).values(
    changes.map((change) => ({
      userId: input.userId,
      termType: change.termType,
      isAgreed: change.isAgreed,
      version: change.version,
      source: input.source,
      createdAt: input.answeredAt?.get(change.termType) ?? now,
    })),
  );
}
