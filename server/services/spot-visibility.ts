import 'server-only';
import { and, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { spots } from '../db/schema';

/** A spot is public once activated (activated_at in the past) and while not deleted. */
export function isPublicSpot() {
  return and(isNull(spots.deletedAt), isNotNull(spots.activatedAt), lte(spots.activatedAt, sql`now()`));
}

export type Lang = 'ko' | 'en' | 'ja' | 'zh';

/** Translation rows exist for en/ja/zh only; Korean is the base row. */
export function translationLocaleOf(lang: Lang): 'en' | 'ja' | 'zh' | null {
  return lang === 'ko' ? null : lang;
}
