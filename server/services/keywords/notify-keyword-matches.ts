import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { spotPagePath } from '@/lib/spot-path';
import { getDb, type Executor } from '../../db/client';
import { keywords, notifications, notificationSettings, spots, users } from '../../db/schema';
import { isPublicSpot } from '../../db/sql/spot-visibility';
import { serverTranslator } from '../../i18n/server-translator';

/** A keyword notification just written: who gets it, where it points, its message parameters. */
export type KeywordMatch = { userId: number; link: string; params: { keyword: string; spotTitle: string } };

/**
 * After a pop-up is published or changed: everyone following a keyword found in its title,
 * name (brand or venue), tags or region gets one KEYWORD notification for it, and never a
 * second (a partial unique index on user and pop-up; ON CONFLICT DO NOTHING, so two app
 * processes, or a later edit, cannot notify twice). Matching ignores letter case. Users who
 * switched keyword notifications off, and closed accounts, get nothing. A pop-up the public
 * cannot see (yet) notifies no one. Answers the notifications written (for their pushes).
 */
export async function notifyKeywordMatches({
  spotId,
  now,
  executor,
}: {
  spotId: number;
  /** The job's clock (a pop-up that went public by time); the database's otherwise. */
  now?: Date;
  /** The caller's transaction, when it holds one. */
  executor?: Executor;
}): Promise<KeywordMatch[]> {
  const db = executor ?? (await getDb());
  const haystack = sql`lower(concat_ws(' ', ${spots.title}, ${spots.name}, array_to_string(${spots.tags}, ' '), ${spots.region1DepthName}, ${spots.region2DepthName}))`;
  const matches = await db
    .selectDistinctOn([keywords.userId], {
      userId: keywords.userId,
      keyword: keywords.keyword,
      spotId: spots.id,
      spotType: spots.type,
      spotTitle: spots.title,
    })
    .from(keywords)
    .innerJoin(users, and(eq(users.id, keywords.userId), isNull(users.deletedAt)))
    .innerJoin(spots, and(eq(spots.id, spotId), isPublicSpot(now)))
    .leftJoin(
      notificationSettings,
      and(eq(notificationSettings.userId, keywords.userId), eq(notificationSettings.group, 'KEYWORD')),
    )
    .where(
      and(
        sql`coalesce(${notificationSettings.isActivated}, true)`,
        sql`strpos(${haystack}, lower(${keywords.keyword})) > 0`,
      ),
    )
    .orderBy(keywords.userId, keywords.createdAt, keywords.id);
  if (matches.length === 0) return [];
  // The Korean text is the row's own (push payloads, older clients); readers get theirs from the key.
  const ko = serverTranslator('ko', 'notificationMessages');
  const inserted = await db
    .insert(notifications)
    .values(
      matches.map((m) => {
        const params = { keyword: m.keyword, spotTitle: m.spotTitle };
        return {
          userId: m.userId,
          group: 'KEYWORD' as const,
          spotId: m.spotId,
          title: ko('keywordMatch.title', params),
          body: ko('keywordMatch.body', params),
          link: spotPagePath({ id: m.spotId, type: m.spotType }),
          messageKey: 'keywordMatch',
          messageParams: params,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ userId: notifications.userId, link: notifications.link, messageParams: notifications.messageParams });
  return inserted.map((row) => ({
    userId: row.userId,
    link: row.link ?? '/notifications',
    params: row.messageParams as KeywordMatch['params'],
  }));
}
