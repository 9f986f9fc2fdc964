import 'server-only';
import { and, eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { NotificationSetting } from '@/api/contracts/notifications';
import { SWITCHABLE_NOTIFICATION_GROUPS } from '@/lib/constants';
import { getDb, type Executor } from '../../db/client';
import { notificationSettings, userTerms } from '../../db/schema';
import { recordConsents } from '../terms/record-consents';
import { withMarketingRule } from '../terms/my-terms';
import type { ConsentItem } from '@/lib/consent-items';

/**
 * Each switchable kind has a row (made on first read, so each has the spec's id); a kind
 * without a row counts as on. MARKETING is the exception: its state is the marketing
 * consent, kept in one place (user_terms), and its switch changes that consent.
 */
async function marketingConsent(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ agreed: userTerms.isAgreed })
    .from(userTerms)
    .where(and(eq(userTerms.userId, userId), eq(userTerms.termType, 'MARKETING')));
  return row?.agreed ?? false;
}

const order = (group: string) => SWITCHABLE_NOTIFICATION_GROUPS.indexOf(group as NotificationSetting['group']);

/** GET /v1/users/notifications/settings */
export async function listNotificationSettings({ userId }: { userId: number }): Promise<NotificationSetting[]> {
  const db = await getDb();
  await db
    .insert(notificationSettings)
    .values(SWITCHABLE_NOTIFICATION_GROUPS.map((group) => ({ userId, group })))
    .onConflictDoNothing();
  const [rows, marketing] = await Promise.all([
    db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
    marketingConsent(db, userId),
  ]);
  return rows
    .filter((r): r is typeof r & { group: NotificationSetting['group'] } => order(r.group) >= 0)
    .sort((a, b) => order(a.group) - order(b.group))
    .map((r) => ({ id: r.id, group: r.group, isActivated: r.group === 'MARKETING' ? marketing : r.isActivated }));
}

/**
 * PATCH /v1/users/notifications/settings/{id}/activation. Someone else's setting, or an
 * unknown id, is 404 (existence is not revealed). The marketing switch records the consent
 * (with when it was given) as well.
 */
export async function setNotificationActivation(input: {
  userId: number;
  settingId: number;
  isActivated: boolean;
}): Promise<NotificationSetting> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(notificationSettings)
      .set({ isActivated: input.isActivated, updatedAt: new Date() })
      .where(and(eq(notificationSettings.id, input.settingId), eq(notificationSettings.userId, input.userId)))
      .returning();
    if (!row || order(row.group) < 0) throw apiError('NOT_FOUND');
    if (row.group === 'MARKETING') {
      // The marketing consent itself, with its version and history; off withdraws every channel.
      const rows = await tx.select().from(userTerms).where(eq(userTerms.userId, input.userId));
      const current = new Map(rows.map((r) => [r.termType as ConsentItem, r.isAgreed]));
      const answers = withMarketingRule(
        [{ termType: 'MARKETING', isAgreed: input.isActivated }],
        current,
        () => 'json.isActivated',
      );
      await recordConsents(tx, { userId: input.userId, answers, source: 'NOTIFICATION_SETTINGS' });
    }
    return { id: row.id, group: row.group as NotificationSetting['group'], isActivated: input.isActivated };
  });
}
