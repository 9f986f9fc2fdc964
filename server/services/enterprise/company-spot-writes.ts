import 'server-only';
import { invalidatePages, pageTags } from '../../cache/page-cache';
import { getDb } from '../../db/client';
import { notifyKeywordMatches } from '../keywords/notify-keyword-matches';
import { pushKeywordMatches } from '../keywords/push-keyword-matches';
import { markSearchTermsDirty } from '../search/refresh-search-terms';

/**
 * After a console write has committed: every cached page showing the pop-up (its detail in
 * every language, every list) is rendered anew on its next request, on every app process;
 * and when it may now match someone's keyword (published, or its title, name, tags or
 * region changed while public), each follower hears once (the notifications' unique index
 * keeps a later edit from notifying twice; a pop-up the public can't see notifies no one);
 * and the search dictionary (suggestions) is rebuilt at the scheduler's next round.
 */
export async function afterSpotWrite(spotId: number, options: { notify: boolean; reviews?: boolean }): Promise<void> {
  const tags = [pageTags.spot(spotId), pageTags.spots];
  if (options.reviews) tags.push(pageTags.reviews(spotId));
  await invalidatePages(tags);
  await markSearchTermsDirty(await getDb());
  if (options.notify) await pushKeywordMatches(await notifyKeywordMatches({ spotId }));
}

/** Fields whose change can make a public pop-up match a keyword it did not match before. */
export const KEYWORD_FIELDS = ['title', 'name', 'tags', 'address', 'roadAddress'] as const;
