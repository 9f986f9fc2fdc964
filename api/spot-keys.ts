import type { Locale } from '@/lib/locales';
import type { SpotSearchQuery } from './contracts/search';
import type { RecommendationQuery } from './spots';

/**
 * The pop-up queries' keys, apart from their fetchers (api/spots.ts): the pick and viewer-state
 * code on every list updates these caches, and importing the keys from api/spots.ts would bring
 * all its fetchers along (decision 028).
 */
export const spotKeys = {
  all: ['spots'] as const,
  /** Every language's copy of one spot's detail. */
  detailsOf: (id: number) => ['spots', 'detail', id] as const,
  detail: (id: number, lang: Locale) => ['spots', 'detail', id, lang] as const,
  list: (query: SpotSearchQuery, lang: Locale) => ['spots', 'list', query, lang] as const,
  /** Every language's copy of one spot's lines (what a join or leave invalidates). */
  queuesOf: (id: number) => ['spots', 'queues', id] as const,
  queues: (id: number, lang: Locale) => ['spots', 'queues', id, lang] as const,
  reviewCount: (id: number) => ['spots', 'reviewCount', id] as const,
  recommendations: (query: RecommendationQuery, lang: Locale) => ['spots', 'recommendations', query, lang] as const,
};
