'use client';

import { useTranslations } from 'next-intl';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ChatMessage } from '@/api/contracts/chat';
import { Button } from '@/components/ui/button';
import type { PendingMessage } from '@/hooks/use-chat-send';
import { ChatMessageItem, PendingMessageItem } from './chat-message-item';

/** Within this many pixels of the bottom the reader is 'following' the conversation. */
const FOLLOW_THRESHOLD_PX = 80;
/** Scrolling this close to the top loads the earlier page. */
const LOAD_EARLIER_THRESHOLD_PX = 120;

type Props = {
  label: string;
  messages: ChatMessage[];
  pending: PendingMessage[];
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  onDelete: (message: ChatMessage) => void;
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
  errorTextOf: (message: PendingMessage) => string | null;
  /** Shown instead of the thread when there is nothing (empty room, load error). */
  placeholder?: ReactNode;
};

/**
 * The thread, oldest at the top: a scrolling log region (role=log, polite) so screen readers
 * hear new messages without losing their place. It opens at the bottom, follows new messages
 * while the reader is at the bottom (and always after the reader's own), offers 'new
 * messages' otherwise, and keeps the reader's place when earlier messages load above.
 */
export function ChatMessageList(props: Props) {
  const { messages, pending, hasEarlier, loadingEarlier, onLoadEarlier } = props;
  const t = useTranslations('community.chat');
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const last = useRef<{ height: number; oldest?: number; newest?: string }>({ height: 0 });
  const [unseen, setUnseen] = useState(false);

  const oldestId = messages[0]?.id;
  const newest = pending.at(-1)?.key ?? (messages.length ? String(messages[messages.length - 1].id) : undefined);
  const newestIsMine = pending.length > 0 || messages.at(-1)?.isMine === true;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = last.current;
    if (before.newest === undefined && before.oldest === undefined) {
      el.scrollTop = el.scrollHeight;
    } else if (oldestId !== before.oldest && newest === before.newest) {
      // Earlier messages arrived above: keep what the reader was looking at in place.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (newest !== before.newest) {
      if (following.current || newestIsMine) el.scrollTop = el.scrollHeight;
      else setUnseen(true);
    }
    last.current = { height: el.scrollHeight, oldest: oldestId, newest };
  }, [oldestId, newest, newestIsMine]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    following.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_THRESHOLD_PX;
    if (following.current && unseen) setUnseen(false);
    if (el.scrollTop < LOAD_EARLIER_THRESHOLD_PX && hasEarlier && !loadingEarlier) onLoadEarlier();
  };

  const jumpToNewest = () => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    setUnseen(false);
  };

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label={props.label}
        tabIndex={0}
        className="h-full overflow-y-auto overscroll-contain px-4 py-3 outline-none"
      >
        <div className="flex justify-center pb-3">
          {hasEarlier ? (
            <Button variant="outline" size="sm" onClick={onLoadEarlier} loading={loadingEarlier}>
              {loadingEarlier ? t('loadingEarlier') : t('loadEarlier')}
            </Button>
          ) : messages.length > 0 ? (
            <p className="text-caption text-ink-muted">{t('beginning')}</p>
          ) : null}
        </div>
        {props.placeholder}
        <ol className="flex flex-col gap-3">
          {messages.map((message) => (
            <li key={message.id}>
              <ChatMessageItem message={message} onDelete={props.onDelete} />
            </li>
          ))}
          {pending.map((message) => (
            <li key={message.key}>
              <PendingMessageItem
                message={message}
                errorText={props.errorTextOf(message)}
                onRetry={() => props.onRetry(message.key)}
                onDiscard={() => props.onDiscard(message.key)}
              />
            </li>
          ))}
        </ol>
      </div>
      {unseen ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={jumpToNewest}
          className="absolute bottom-3 left-1/2 -translate-x-1/2 shadow-lg"
        >
          {t('newMessages')}
        </Button>
      ) : null}
    </div>
  );
}
