import type { InfiniteData } from '@tanstack/react-query';
import type { ChatMessage, ChatMessageList } from '@/api/contracts/chat';

/** The cached pages of a room: newest page first, each page newest message first. */
export type ChatPages = InfiniteData<ChatMessageList, unknown>;

/**
 * Puts a message just sent at the top of the newest page, so it shows before the next poll
 * (which then brings the same message, deduplicated by id).
 */
export function insertNewestMessage(data: ChatPages | undefined, message: ChatMessage): ChatPages | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.content.some((m) => m.id === message.id))) return data;
  const [first, ...rest] = data.pages;
  const updated = {
    ...first,
    content: [message, ...first.content],
    page: { ...first.page, totalElements: first.page.totalElements + 1 },
  };
  return { ...data, pages: [updated, ...rest] };
}

/** Swaps in the server's copy of a message (after a delete) wherever it is cached. */
export function replaceMessage(data: ChatPages | undefined, message: ChatMessage): ChatPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      content: page.content.map((m) => (m.id === message.id ? message : m)),
    })),
  };
}

/** The messages of all cached pages, oldest first (the order a chat reads), each id once. */
export function chronologicalMessages(data: ChatPages | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<number>();
  const out: ChatMessage[] = [];
  for (const page of data.pages) {
    for (const message of page.content) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      out.push(message);
    }
  }
  return out.sort((a, b) => a.id - b.id);
}
