'use client';

import { useCallback, useState } from 'react';
import { ApiError } from '@/api/api-error';
import { usePostChatMessage } from '@/api/chat';
import { ResultCode } from '@/api/error-codes';

/** A message on its way: shown at once under the thread, marked failed if the server refuses it. */
export type PendingMessage = {
  key: string;
  content: string;
  status: 'sending' | 'failed';
  /** The API's code when it failed (SERVICE_UNAVAILABLE when the network failed). */
  errorCode: number | null;
};

let sequence = 0;
const nextKey = () => `pending-${Date.now()}-${++sequence}`;

/**
 * Optimistic sending: the message shows immediately as 'sending'; on success it becomes the
 * server's message in the room's cache, on failure it stays, marked failed, with retry and
 * discard. A 401 (the token expired on the server) also opens the login modal.
 */
export function useChatSend(groupId: number) {
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const update = (key: string, change: Partial<PendingMessage>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const mutation = usePostChatMessage<{ key: string; content: string }>(groupId, {
    onSent: (vars) => setPending((list) => list.filter((p) => p.key !== vars.key)),
    onFailed: (error, vars) =>
      update(vars.key, {
        status: 'failed',
        errorCode: ApiError.is(error) ? error.code : ResultCode.SERVICE_UNAVAILABLE,
      }),
  });
  const { mutate } = mutation;

  const send = useCallback(
    (content: string) => {
      const key = nextKey();
      setPending((list) => [...list, { key, content, status: 'sending', errorCode: null }]);
      mutate({ key, content });
    },
    [mutate],
  );

  const retry = (key: string) => {
    const message = pending.find((p) => p.key === key);
    if (!message || message.status !== 'failed') return;
    update(key, { status: 'sending', errorCode: null });
    mutate({ key, content: message.content });
  };

  const discard = (key: string) => setPending((list) => list.filter((p) => p.key !== key));

  return { pending, send, retry, discard };
}
