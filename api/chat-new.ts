import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { ChatNew } from './contracts/chat';

// GET /v1/message-groups/new - { hasNew } for today's room. Signed in only: callers check
// hasAccessToken() first (anonymous is 401). A module of its own: the pop-up page's chat
// button asks only this, without the chat's messages, writes and cache code.
function getChatNew(): Promise<ChatNew> {
  return apiFetch<ChatNew>('/v1/message-groups/new');
}

export const chatNewKey = ['chat', 'new'] as const;

export const chatNewQuery = () => queryOptions({ queryKey: chatNewKey, queryFn: getChatNew, staleTime: 30_000 });
