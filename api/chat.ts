import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/api/query/use-api-mutation';
import { insertNewestMessage, replaceMessage, type ChatPages } from '@/api/chat-cache';
import { CHAT_PAGE_SIZE } from '@/lib/constants';
import { apiFetch } from './client';
import { chatNewKey } from './chat-new';
import type { ChatMessage, ChatMessageList, MessageGroup, MessageListQuery } from './contracts/chat';

/** While the chat is on screen it asks for new messages this often (only when the tab is visible). */
export const CHAT_POLL_INTERVAL_MS = 5000;

// GET /v1/message-groups - the community home's rooms: today's first, then the operators'.
function listMessageGroups(): Promise<MessageGroup[]> {
  return apiFetch<MessageGroup[]>('/v1/message-groups');
}

// GET /v1/message-groups/today - the room of the Seoul day (opened on the day's first request).
function getTodayMessageGroup(): Promise<MessageGroup> {
  return apiFetch<MessageGroup>('/v1/message-groups/today');
}

// GET /v1/message-groups/{groupId} - one room (404 unknown).
function getMessageGroup(groupId: number): Promise<MessageGroup> {
  return apiFetch<MessageGroup>(`/v1/message-groups/${groupId}`);
}

// GET /v1/message-groups/{groupId}/messages - newest first; `before` reads back from a message.
function listChatMessages(groupId: number, query: MessageListQuery = {}): Promise<ChatMessageList> {
  return apiFetch<ChatMessageList>(`/v1/message-groups/${groupId}/messages`, { query, viewer: true });
}

// POST /v1/message-groups/{groupId}/messages - 400 empty/too long, 403 40300601/40300602 read-only or closed room, 429 too fast.
function postChatMessage(groupId: number, content: string): Promise<ChatMessage> {
  return apiFetch<ChatMessage>(`/v1/message-groups/${groupId}/messages`, { method: 'POST', body: { content } });
}

// DELETE /v1/message-groups/{groupId}/messages/{id} - my message (403 someone else's).
function deleteChatMessage(groupId: number, messageId: number): Promise<ChatMessage> {
  return apiFetch<ChatMessage>(`/v1/message-groups/${groupId}/messages/${messageId}`, { method: 'DELETE' });
}

export const chatKeys = {
  all: ['chat'] as const,
  groups: () => ['chat', 'groups'] as const,
  today: () => ['chat', 'today'] as const,
  group: (groupId: number) => ['chat', 'group', groupId] as const,
  messages: (groupId: number) => ['chat', 'messages', groupId] as const,
  hasNew: () => chatNewKey,
};

/** The cursor of the page after `last` (older messages), or undefined at the room's start. */
function olderMessagesCursor(last: ChatMessageList): number | undefined {
  const oldest = last.content.at(-1);
  return oldest && last.page.totalElements > last.content.length ? oldest.id : undefined;
}

export const chatQueries = {
  groups: () => queryOptions({ queryKey: chatKeys.groups(), queryFn: listMessageGroups }),
  today: () => queryOptions({ queryKey: chatKeys.today(), queryFn: getTodayMessageGroup }),
  group: (groupId: number) =>
    queryOptions({ queryKey: chatKeys.group(groupId), queryFn: () => getMessageGroup(groupId) }),
  /**
   * Pages of a room, newest page first; each next page is older (cursor = its oldest id).
   * A refetch re-derives the cursors from the fresh first page, so polling never leaves a gap.
   */
  messages: (groupId: number) =>
    infiniteQueryOptions({
      queryKey: chatKeys.messages(groupId),
      queryFn: ({ pageParam }) => listChatMessages(groupId, { size: CHAT_PAGE_SIZE, before: pageParam }),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: olderMessagesCursor,
    }),
};

/**
 * Sends a message to a room; the room's cache takes the server's copy. The caller keeps the
 * optimistic 'sending' line and is told how each send ends (several can be in flight, so
 * per-call callbacks would only hear the last). Failures are shown on the line itself;
 * a lost session also opens the login modal (the query client's).
 */
export function usePostChatMessage<V extends { content: string }>(
  groupId: number,
  handlers: { onSent: (vars: V) => void; onFailed: (error: unknown, vars: V) => void },
) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (vars: V) => postChatMessage(groupId, vars.content),
    meta: { handles: true },
    onSuccess: async (message, vars) => {
      // A poll that started before the send would land without the new message: drop it.
      await queryClient.cancelQueries({ queryKey: chatKeys.messages(groupId) });
      queryClient.setQueryData<ChatPages>(chatKeys.messages(groupId), (old) => insertNewestMessage(old, message));
      handlers.onSent(vars);
    },
    onError: (error, vars) => handlers.onFailed(error, vars),
  });
}

/** Deletes one of my messages: the room's cache takes the server's 'deleted' copy. */
export function useDeleteChatMessage(groupId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (messageId: number) => deleteChatMessage(groupId, messageId),
    meta: { handles: true },
    onSuccess: (message) => {
      queryClient.setQueryData<ChatPages>(chatKeys.messages(groupId), (old) => replaceMessage(old, message));
    },
  });
}
