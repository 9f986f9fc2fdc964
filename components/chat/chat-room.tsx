'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { CHAT_POLL_INTERVAL_MS, chatQueries } from '@/api/chat';
import type { ChatMessage, MessageGroup } from '@/api/contracts/chat';
import { ResultCode } from '@/api/error-codes';
import { useChatDelete } from '@/hooks/use-chat-delete';
import { useChatSend, type PendingMessage } from '@/hooks/use-chat-send';
import { useRequireLogin } from '@/hooks/use-require-login';
import { Link } from '@/i18n/navigation';
import { chronologicalMessages } from '@/api/chat-cache';
import { buttonClassName } from '@/components/ui/button-styles';
import { EmptyState, LoadError } from '@/components/ui/empty-state';
import { ChatComposer } from './chat-composer';
import { ChatDeleteDialog } from './chat-delete-dialog';
import { ChatBubbleIcon } from '@/components/ui/chat-icons';
import { ChatMessageList } from './chat-message-list';
import { useRoomTitle } from './room-title';

/** Poll only while the page is on screen; a hidden tab asks nothing. */
const pollInterval = () =>
  typeof document !== 'undefined' && document.visibilityState === 'visible' ? CHAT_POLL_INTERVAL_MS : false;

/**
 * A chat room: the thread (server-rendered first page, earlier pages on demand, new messages
 * polled every 5 s while visible), and the composer when the room takes messages. Sending
 * needs sign-in: anonymous readers get the login modal. A full-height column under the
 * app header (h-14 plus its 1px border), so the thread scrolls and the composer stays put.
 */
export function ChatRoom({ group }: { group: MessageGroup }) {
  const t = useTranslations('community');
  const errors = useTranslations('errors');
  const title = useRoomTitle(group);
  const groupId = group.messageGroupId;
  const query = useInfiniteQuery({
    ...chatQueries.messages(groupId),
    refetchInterval: pollInterval,
    // Coming back to the tab catches up at once, fresh or not; that fetch also re-arms the
    // interval, which was off while the tab was hidden.
    refetchOnWindowFocus: 'always',
  });
  const messages = useMemo(() => chronologicalMessages(query.data), [query.data]);
  const { pending, send, retry, discard } = useChatSend(groupId);
  const remove = useChatDelete(groupId);
  const requireLogin = useRequireLogin();
  const [toDelete, setToDelete] = useState<ChatMessage | null>(null);

  const errorTextOf = (message: PendingMessage): string | null => {
    switch (message.errorCode) {
      case null:
        return null;
      case ResultCode.FORBIDDEN:
        return t('errors.forbidden');
      case ResultCode.CHAT_ROOM_READ_ONLY:
        return errors('40300601');
      case ResultCode.CHAT_ROOM_CLOSED:
        return errors('40300602');
      case ResultCode.TOO_MANY_REQUESTS:
        return t('errors.tooMany');
      case ResultCode.UNAUTHORIZED:
      case ResultCode.INVALID_TOKEN:
        return t('errors.login');
      case ResultCode.BAD_REQUEST:
        return errors('40000000');
      default:
        return t('errors.generic');
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
  };

  let placeholder = null;
  if (query.isError && !query.data) {
    placeholder = (
      <LoadError message={t('chat.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  } else if (query.isSuccess && messages.length === 0 && pending.length === 0) {
    placeholder = <EmptyState icon={<ChatBubbleIcon />} title={t('chat.empty')} />;
  }

  return (
    <section aria-labelledby="chat-room-title" className="flex h-[calc(100dvh-3.5rem-1px)] flex-col">
      <header className="flex items-center justify-between gap-2 border-b border-line px-4 py-1">
        <h1 id="chat-room-title" className="truncate text-body font-bold">
          {title}
        </h1>
        <Link href="/community" className={buttonClassName({ variant: 'ghost', size: 'sm', className: '-mr-3' })}>
          {t('room.allRooms')}
        </Link>
      </header>
      <ChatMessageList
        label={t('chat.logLabel', { title })}
        messages={messages}
        pending={pending}
        hasEarlier={query.hasNextPage}
        loadingEarlier={query.isFetchingNextPage}
        onLoadEarlier={() => void query.fetchNextPage()}
        onDelete={setToDelete}
        onRetry={retry}
        onDiscard={discard}
        errorTextOf={errorTextOf}
        placeholder={placeholder}
      />
      {group.writable ? (
        <ChatComposer
          onSend={(content) =>
            requireLogin(() => {
              send(content);
            })
          }
        />
      ) : (
        <div className="border-t border-line bg-canvas px-4 py-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] text-center text-sm text-ink-muted">
          <p>{group.operatingMessageGroup ? t('room.readOnlyOperating') : t('room.readOnlyPast')}</p>
          {group.operatingMessageGroup ? null : (
            <Link
              href="/community/chat"
              className={buttonClassName({ variant: 'outline', size: 'sm', className: 'mt-2' })}
            >
              {t('room.goToToday')}
            </Link>
          )}
        </div>
      )}
      <ChatDeleteDialog
        open={toDelete !== null}
        pending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
