import 'server-only';
import { eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { ConsentState, MyTerms, UpdateTermsBody } from '@/api/contracts/terms';
import { OPTIONAL_CONSENTS, PROMOTION_CONSENTS, REQUIRED_CONSENTS, type ConsentItem } from '@/lib/consent-items';
import { getDb, type Executor } from '../../db/client';
import { userTerms } from '../../db/schema';
import { recordConsents, type ConsentAnswer } from './record-consents';

async function readTerms(db: Executor, userId: number): Promise<MyTerms> {
  const rows = await db.select().from(userTerms).where(eq(userTerms.userId, userId));
  const byType = new Map(rows.map((row) => [row.termType, row]));
  const state = (termType: ConsentItem): ConsentState => {
    const row = byType.get(termType);
    return {
      termType,
      isAgreed: row?.isAgreed ?? false,
      answeredAt: row ? (row.agreedAt ?? row.updatedAt).toISOString() : null,
      version: row?.version ?? null,
    };
  };
  return { userOptionalTerms: OPTIONAL_CONSENTS.map(state), requiredTerms: REQUIRED_CONSENTS.map(state) };
}

/** GET /v1/users/terms: every item, in the order sign-up asks them; never answered reads as not agreed. */
export async function getMyTerms({ userId }: { userId: number }): Promise<MyTerms> {
  return readTerms(await getDb(), userId);
}

/**
 * The marketing rule applied to a set of changes on top of the current answers: a promotion
 * channel needs the marketing consent (400 with the field otherwise), and withdrawing
 * marketing withdraws every channel with it.
 */
export function withMarketingRule(
  changes: ConsentAnswer[],
  current: Map<ConsentItem, boolean>,
  field: (index: number) => string,
): ConsentAnswer[] {
  const marketing = changes.find((c) => c.termType === 'MARKETING')?.isAgreed ?? current.get('MARKETING') ?? false;
  if (!marketing) {
    const refused = changes.findIndex((c) => c.termType.startsWith('PROMOTION_') && c.isAgreed);
    if (refused >= 0) throw apiError('BAD_REQUEST', { [field(refused)]: ['needs the marketing consent'] });
    const listed = new Set(changes.map((c) => c.termType));
    return [
      ...changes,
      ...PROMOTION_CONSENTS.filter((p) => !listed.has(p) && current.get(p)).map((termType) => ({
        termType,
        isAgreed: false,
      })),
    ];
  }
  return changes;
}

/**
 * PUT /v1/users/terms: changes optional consents (the listed ones; others keep their answer).
 * Each change is stored with its time and document version (user_term_history).
 */
export async function updateMyTerms({ userId, ...body }: { userId: number } & UpdateTermsBody): Promise<MyTerms> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(userTerms).where(eq(userTerms.userId, userId));
    const current = new Map(rows.map((row) => [row.termType as ConsentItem, row.isAgreed]));
    const answers = withMarketingRule(body.userOptionalTerms, current, (i) => `json.userOptionalTerms.${i}.isAgreed`);
    await recordConsents(tx, { userId, answers, source: 'SETTINGS' });
    return readTerms(tx, userId);
  });
}
