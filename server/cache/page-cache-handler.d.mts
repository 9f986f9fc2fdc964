/** Types of page-cache-handler.mjs (plain JavaScript: Next loads it outside the bundler). */
export declare function invalidateTags(tags: string[]): Promise<void>;

export declare function pageCacheState(): {
  entries: Map<string, unknown>;
  bytes: number;
  maxBytes: number;
  tagTimes: Map<string, number>;
  now: () => number;
};

export default class PageCacheHandler {
  get(key: string, ctx?: unknown): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown, ctx?: unknown): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}

export declare function isServable(key: string, lastModified: number, softTags: string[]): boolean;
export declare function areTagsFresh(tags: string[], since: number): boolean;
