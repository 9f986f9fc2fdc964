import 'server-only';
import { unstable_cache } from 'next/cache';
import { untilTag } from './page-cache';

/** The longest a marker may claim (a year): Next treats anything above as "never". */
const MAX_REVALIDATE_SECONDS = 31_536_000;

/**
 * Attaches data to the page (or route) Next is rendering: its tags, and the instant a
 * time-bound fact in it stops being true as an `until:` tag, at which the cache handler
 * expires the page. unstable_cache is the public way to tag the page a render belongs to
 * without Cache Components (decision 026); the marker it stores is a few bytes.
 */
export async function tagCurrentPage(tags: string[], freshUntil: number | null): Promise<void> {
  if (!tags.length && freshUntil === null) return;
  const all = freshUntil === null ? tags : [...tags, untilTag(freshUntil)];
  const revalidate =
    freshUntil === null
      ? false
      : Math.min(MAX_REVALIDATE_SECONDS, Math.max(1, Math.ceil((freshUntil - Date.now()) / 1000)));
  await unstable_cache(async () => true, ['page-data', ...all], { tags: all, revalidate })();
}
