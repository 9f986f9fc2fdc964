/**
 * Items of consecutive pages, each once: a list that changes between two page requests can
 * shift an item onto the next page too, and a repeated React key would be an error.
 */
export function uniqueById<T extends { id: number }>(pages: { content: T[] }[]): T[] {
  const seen = new Map<number, T>();
  for (const page of pages) for (const item of page.content) if (!seen.has(item.id)) seen.set(item.id, item);
  return [...seen.values()];
}
